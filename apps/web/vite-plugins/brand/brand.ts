import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parseEnv } from '../../src/config/parse-env.ts';
import { BRAND_FILES, resolveBrandFolder } from './brand-folder.ts';
import { checkedSvg, decorativeSvg } from './brand-svg.ts';

/** The module the app reads its brand from (src/brand-module.d.ts types it). */
export const BRAND_MODULE = 'virtual:brand';
/** The brand's VIP levels, a module of their own so that only the VIP Club page loads them. */
export const BRAND_VIP_LEVELS_MODULE = `${BRAND_MODULE}/vip-levels`;
const RESOLVED_VIP_LEVELS_MODULE = `\0${BRAND_VIP_LEVELS_MODULE}`;
/**
 * vanilla-extract compiles `.css.ts` files with only the plugins this lets through; the brand theme's file reads the
 * brand module, so this plugin must be one of them.
 */
export const withBrandModule = ({ name }: { name: string }) => name === 'casino:brand';

/** The browser tab's icon: the brand's `icon.svg` as it is. */
export const FAVICON_PATH = '/favicon.svg';

/**
 * Selects the brand at build time: `virtual:brand` becomes the folder `VITE_BRAND` names (brand-folder.ts), so a
 * build bundles that brand's definition and SVGs and no other brand's. Also serves the brand's icon as the favicon.
 */
export function brand(): Plugin {
  let folder = '';
  const readSvg = (file: string) => checkedSvg(readFileSync(path.join(folder, file), 'utf8'), path.join(folder, file));
  return {
    name: 'casino:brand',
    configResolved(config) {
      folder = resolveBrandFolder(parseEnv(config.env).VITE_BRAND, config.root);
    },
    // The filters keep the bundler from calling these hooks for each of the app's thousands of other modules.
    resolveId: {
      filter: { id: new RegExp(`^${BRAND_MODULE}(/vip-levels)?$`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\0${BRAND_MODULE}(/vip-levels)?$`) },
      handler(id) {
        if (id === RESOLVED_VIP_LEVELS_MODULE) {
          return `export { default as vipLevels } from ${JSON.stringify(path.join(folder, BRAND_FILES.vipLevels))};`;
        }
        for (const file of [BRAND_FILES.logo, BRAND_FILES.icon]) this.addWatchFile(path.join(folder, file));
        return [
          `export { default as brandDefinition } from ${JSON.stringify(path.join(folder, BRAND_FILES.definition))};`,
          `export const logoSvg = ${JSON.stringify(decorativeSvg(readSvg(BRAND_FILES.logo)))};`,
          `export const iconSvg = ${JSON.stringify(readSvg(BRAND_FILES.icon))};`,
        ].join('\n');
      },
    },
    configureServer(server) {
      server.middlewares.use(FAVICON_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(readSvg(BRAND_FILES.icon));
      });
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      this.emitFile({ type: 'asset', fileName: FAVICON_PATH.slice(1), source: readSvg(BRAND_FILES.icon) });
    },
  };
}
