import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { dirname, join } from 'node:path';
import ipaddr from 'ipaddr.js';
import { type IpCountryRanges, parseIpCountryRanges } from './ip-country-ranges';

/**
 * IP-to-country data: DB-IP's "IP to Country Lite" (CC BY 4.0, https://db-ip.com), as published monthly in the npm
 * package @ip-location-db/dbip-country. Updating the package's pinned version updates the data.
 */
const DATA_DIR = dirname(createRequire(import.meta.url).resolve('@ip-location-db/dbip-country/package.json'));
const FILES = { ipv4: 'dbip-country-ipv4-num.csv', ipv6: 'dbip-country-ipv6-num.csv' } as const;

type Family = keyof typeof FILES;
const tables: Partial<Record<Family, IpCountryRanges>> = {};

/** Each family's table is read once, on its first look-up (a few hundred milliseconds), then kept. */
function table(family: Family): IpCountryRanges {
  tables[family] ??= parseIpCountryRanges(readFileSync(join(DATA_DIR, FILES[family]), 'utf8'));
  return tables[family];
}

/** Reads both tables now, so the first visitor from afar does not wait for them (called once the server listens). */
export function loadIpCountryDatabase() {
  table('ipv4');
  table('ipv6');
}

/** An address as a number: IPv4 (also written IPv4-mapped in IPv6) as 32 bits, IPv6 as 128. Null when invalid. */
export function addressNumber(ip: string): { family: Family; value: bigint } | null {
  // Zone ids (fe80::1%eth0) are not part of the address.
  const bare = ip.split('%')[0] ?? '';
  // node:net's check is strict (ipaddr.js alone also takes legacy forms such as `1.2.3`, which no socket reports).
  if (isIP(bare) === 0) return null;
  const address = ipaddr.process(bare);
  const value = address.toByteArray().reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n);
  return { family: address.kind() === 'ipv4' ? 'ipv4' : 'ipv6', value };
}

/** The ISO country the public address `ip` is registered in, or null when the data does not place it. */
export function countryOfIp(ip: string): string | null {
  const address = addressNumber(ip);
  return address ? table(address.family).countryOf(address.value) : null;
}
