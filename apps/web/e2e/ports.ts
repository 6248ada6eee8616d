/**
 * Ports of the servers the end-to-end run starts (playwright.config.ts). Each API also opens its payment simulator
 * on the next port.
 */
export const port = Number(process.env.E2E_PORT ?? 4310);
/** The same build under GB rules (docs/product.md#jurisdictions). */
export const gbPort = port + 2;
/** The same build where loopback visitors (placed in the US) come from a country the brand does not serve. */
export const blockedPort = port + 4;
/** The second brand's build (`VITE_BRAND=lagoon`, `dist-lagoon/`) on the main server's configuration. */
export const lagoonPort = port + 6;

export const originOf = (p: number) => `http://127.0.0.1:${p}`;
/** A third brand built from a fixture folder (`dist-brand-fixture/`, e2e/brands.ts) on the main server's configuration. */
export const fixtureBrandPort = port + 8;
