import { en } from 'zod/locales';
import { z } from './zod';

/**
 * zod/mini loads no locale, so an issue without a message of its own (an unknown key, a wrong type) reads
 * "Invalid input". A program that shows such issues to a person (the reference API's 400 answers) loads zod's English
 * messages once at start; the web app never shows them, so its answer worker stays without them.
 */
export function loadEnglishIssueMessages(): void {
  z.config(en());
}
