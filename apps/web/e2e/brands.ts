import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fixtureBrandPort, lagoonPort, originOf, port } from './ports';

/**
 * The brand is chosen when the web app is built, so the second brand is a second build (`dist-lagoon/`, made by
 * scripts/test.sh) served by a server of its own. Specs that must hold in both brands run once per entry.
 */
export const LAGOON_DIST = resolve(import.meta.dirname, '..', 'dist-lagoon');
export const lagoonBuilt = existsSync(resolve(LAGOON_DIST, 'index.html'));

export const BRANDS = [
  { brand: 'royale', baseURL: originOf(port) },
  ...(lagoonBuilt ? [{ brand: 'lagoon', baseURL: originOf(lagoonPort) }] : []),
] as const;

/**
 * A third brand, made from the fixture folder e2e/fixtures/brand-harbour by the build alone
 * (`VITE_BRAND=e2e/fixtures/brand-harbour`, written to `dist-brand-fixture/` by scripts/test.sh).
 */
export const FIXTURE_BRAND_FOLDER = 'e2e/fixtures/brand-harbour';
export const FIXTURE_BRAND_DIST = resolve(import.meta.dirname, '..', 'dist-brand-fixture');
export const fixtureBrandBuilt = existsSync(resolve(FIXTURE_BRAND_DIST, 'index.html'));
export const fixtureBrandURL = originOf(fixtureBrandPort);
