// biome-ignore lint/style/noRestrictedImports: the one place the contract takes zod itself, to configure it.
import { z } from 'zod';

/**
 * zod builds a fast parser per object schema with `new Function` (and probes for it), which the site's CSP refuses
 * and reports on every page (issue 19). Jitless parses with the same results from plain closures. It must be set
 * before the first object schema is built, so every contract module takes `z` from here, never from 'zod' directly.
 */
z.config({ jitless: true });

export { z };
