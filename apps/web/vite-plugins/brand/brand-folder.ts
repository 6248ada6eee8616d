import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Where a brand's folder lives when `VITE_BRAND` names it without a path. */
export const BRANDS_DIR = 'brands';

/** The files every brand folder holds (`brand.ts` default-exports a `BrandDefinition`, `vip-levels.ts` a `VipLevel[]`). */
export const BRAND_FILES = {
  definition: 'brand.ts',
  vipLevels: 'vip-levels.ts',
  logo: 'logo.svg',
  icon: 'icon.svg',
} as const;

/**
 * The folder `VITE_BRAND` selects: a bare name is a folder of `brands/`; a value with a slash is a path from the app's
 * root (a test's fixture brand, a brand kept in another checkout).
 */
export function brandFolderPath(selection: string, appRoot: string): string {
  return selection.includes('/') ? path.resolve(appRoot, selection) : path.join(appRoot, BRANDS_DIR, selection);
}

/** The brands of `brands/`, for the message of a selection that names none of them. */
function knownBrands(appRoot: string): string[] {
  const dir = path.join(appRoot, BRANDS_DIR);
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

/** The selected brand's folder; throws, naming what is missing, so a misspelt brand fails the build. */
export function resolveBrandFolder(selection: string, appRoot: string): string {
  const folder = brandFolderPath(selection, appRoot);
  const missing = Object.values(BRAND_FILES).filter((file) => !existsSync(path.join(folder, file)));
  if (missing.length > 0) {
    throw new Error(
      `VITE_BRAND=${selection}: ${folder} lacks ${missing.join(', ')}. Brands: ${knownBrands(appRoot).join(', ')}`,
    );
  }
  return folder;
}
