import { describe, expect, it } from 'vitest';
import { addressNumber, countryOfIp } from './ip-country-database';

describe('countryOfIp (DB-IP country data)', () => {
  // Long-standing national allocations, which the data places the same way month after month.
  it.each([
    ['80.128.0.1', 'DE', 'Deutsche Telekom'],
    ['81.128.0.1', 'GB', 'BT'],
    ['133.0.0.1', 'JP', 'a Japanese university network'],
    ['41.0.0.1', 'ZA', 'a South African network'],
    ['8.8.8.8', 'US', 'Google public DNS'],
    ['::ffff:8.8.8.8', 'US', 'the same address written IPv4-mapped'],
    ['2a00:1450:4001:81b::200e', 'DE', 'a German IPv6 range'],
    ['203.0.113.9', null, 'a documentation address (TEST-NET-3)'],
    ['2001:db8::1', null, 'an IPv6 documentation address'],
    ['unknown', null, 'no address at all'],
    ['999.1.1.1', null, 'not an address'],
    ['fe80::1%eth0', null, 'a link-local address with a zone'],
  ])('%s is in %s (%s)', (ip, country, _network) => {
    expect(countryOfIp(ip)).toBe(country);
  });
});

describe('addressNumber', () => {
  it.each([
    ['0.0.0.0', 'ipv4', 0n],
    ['1.0.0.0', 'ipv4', 16777216n],
    ['255.255.255.255', 'ipv4', 4294967295n],
    ['::ffff:1.0.0.0', 'ipv4', 16777216n],
    ['::1', 'ipv6', 1n],
    ['2001:200::', 'ipv6', 42540528726795050063891204319802818560n],
    ['ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'ipv6', (1n << 128n) - 1n],
  ] as const)('%s is %s number %s', (ip, family, value) => {
    expect(addressNumber(ip)).toEqual({ family, value });
  });

  it.each(['', 'localhost', '1.2.3', '::g'])('refuses %j', (ip) => {
    expect(addressNumber(ip)).toBeNull();
  });
});
