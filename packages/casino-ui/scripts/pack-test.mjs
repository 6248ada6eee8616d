// Packs @casino/ui as it would be published, installs the tarball into a fresh Vite + React app outside the
// workspace, builds that app, and renders a themed component from the installed package. Exits non-zero on failure.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const pkgDir = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'casino-ui-pack-'));
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

try {
  run('npm', ['pack', '--pack-destination', work, '--loglevel=error'], pkgDir);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack made no tarball');

  const app = join(work, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  const devVersion = (name) =>
    JSON.parse(readFileSync(join(pkgDir, '../../node_modules', name, 'package.json'), 'utf8')).version;
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'pack-test-app',
      private: true,
      type: 'module',
      dependencies: {
        [pkg.name]: `file:../${tarball}`,
        react: devVersion('react'),
        'react-dom': devVersion('react-dom'),
        vite: devVersion('vite'),
      },
    }),
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
  );
  const appSource = `
import { createElement as h } from 'react';
import { Button, CasinoUIProvider } from '@casino/ui';
import { lagoonTheme } from '@casino/ui/themes/lagoon';
export const App = () => h(CasinoUIProvider, { theme: lagoonTheme }, h(Button, { variant: 'primary' }, 'Play now'));
export { lagoonTheme };
`;
  writeFileSync(join(app, 'src/app.js'), appSource);
  writeFileSync(
    join(app, 'src/main.js'),
    `import '@casino/ui/css';\nimport { createRoot } from 'react-dom/client';\nimport { createElement } from 'react';\nimport { App } from './app.js';\ncreateRoot(document.getElementById('root')).render(createElement(App));\n`,
  );
  writeFileSync(
    join(app, 'render.mjs'),
    `import { renderToString } from 'react-dom/server';\nimport { createElement } from 'react';\nimport { App, lagoonTheme } from './src/app.js';\nconsole.log(JSON.stringify({ html: renderToString(createElement(App)), theme: lagoonTheme }));\n`,
  );

  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  const { html, theme } = JSON.parse(run('node', ['render.mjs'], app));
  if (!html.includes('Play now') || !html.includes(theme)) throw new Error(`themed render is wrong: ${html}`);

  run('npx', ['--yes', 'vite', 'build', '--logLevel', 'error'], app);
  const assets = readdirSync(join(app, 'dist/assets'));
  const css = assets.filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(app, 'dist/assets', f), 'utf8'));
  if (!css.some((text) => text.includes(`.${theme}`))) throw new Error('the built app has no Lagoon theme CSS');
  console.info(
    `pack test: ${tarball} installed outside the workspace, rendered with theme class "${theme}", built with Vite`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
