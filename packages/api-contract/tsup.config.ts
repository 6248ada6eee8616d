import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/routes.ts', 'src/late-routes.ts', 'src/verification-rules.ts', 'src/password-policy.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2023',
});
