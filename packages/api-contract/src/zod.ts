// biome-ignore lint/style/noRestrictedImports: the one place the contract takes zod itself, to configure it.
import * as z from 'zod/mini';

/**
 * The contract is written with zod/mini: its functions tree-shake, where classic zod's methods bring the whole library
 * (the answer worker's contract chunk was 27 KiB gzip, almost all of it zod, on every page; docs/architecture.md#byte-budgets). Classic zod
 * still builds the web app's own forms, which load with their pages; both share zod's core, so they mix freely.
 *
 * zod builds a fast parser per object schema with `new Function` (and probes for it), which the site's CSP refuses
 * and reports on every page (docs/architecture.md#the-answer-check). Jitless parses with the same results from plain closures. It must be set
 * before the first object schema is built, so every contract module takes `z` from here, never from 'zod' directly.
 *
 * zod/mini loads no locale: an issue without a message of its own reads "Invalid input" until a program that shows
 * such messages loads one (the reference API does, in apps/api/src/http/validation.ts).
 */
z.config({ jitless: true });

export { z };
