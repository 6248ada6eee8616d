import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { lagoonPort, originOf, port } from './ports';

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
