// biome-ignore lint/style/noRestrictedImports: the one place the web app takes zod itself, to configure it.
import { z } from 'zod';

/**
 * The site's CSP refuses `eval`, and zod compiles a parser per object schema with `new Function` (and probes for it
 * once) unless told not to: every page would report a violation (docs/architecture.md#the-answer-check). Jitless parses with the same results.
 * zod decides when a schema is built, so the setting must run before any module builds one: each module takes `z`
 * from here, which ES module order then evaluates first (a call in main.tsx runs after the chunks it imports). The
 * contract does the same for its schemas (packages/api-contract/src/zod.ts).
 */
z.config({ jitless: true });

export { z };
