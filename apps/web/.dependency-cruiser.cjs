/**
 * Who may import whom in the web app (apps/web/README.md, "Who may import whom"), read from the resolved import graph:
 * a rule holds for a file at any depth, whether its imports climb with `../` or name `@/`. Run by
 * `npm run lint:boundaries` (and the test command); what Biome checks (no API code, casino-ui by its public entry, `z`
 * from lib/zod) stays in biome.json, since those are about what an import names, not where the file sits.
 */
const ENTRY = '^src/features/[^/]+/index\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'past-a-feature-entry',
      severity: 'error',
      comment:
        'A feature imports another feature only through its entry (features/<name>/index.ts): its insides are its own.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/[^/]+/', pathNot: ['^src/features/$1/', ENTRY] },
    },
    {
      name: 'app-past-a-feature-entry',
      severity: 'error',
      comment: 'The app frame composes features through their entries (features/<name>/index.ts).',
      from: { path: '^src/app/' },
      to: { path: '^src/features/', pathNot: ENTRY },
    },
    {
      name: 'feature-imports-the-app',
      severity: 'error',
      comment: 'A feature never imports the app frame: the app composes features.',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'shared-piece-imports-a-feature',
      severity: 'error',
      comment:
        'components/, lib/ and config/ lie below the features: they import neither a feature nor the app. What two features need moves down here.',
      from: { path: '^src/(components|lib|config)/' },
      to: { path: '^src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Only the app's own files: the design system and the contract are packages with rules of their own.
    includeOnly: '^src/',
    // Type-only imports cross boundaries too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      conditionNames: ['casino-source', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
