import { describe, expect, it } from 'vitest';
import { parseIpCountryRanges } from './ip-country-ranges';

const IPV4 = ['16777216,16777471,AU', '16777472,16778239,cn', '', '16778496,16779263,AU'].join('\n');
const IPV6 = [
  '42540488320432167789079031612388147200,42540488320433376714898646241562853375,JP',
  '42540528726795050063891204319802818560,42540530638174472233151362808233852927,AU',
  // A range crossing the boundary between the two 64-bit halves.
  '18446744073709551000,18446744073709552000,DE',
].sort((a, b) => (BigInt(a.split(',')[0] as string) < BigInt(b.split(',')[0] as string) ? -1 : 1));

describe('parseIpCountryRanges', () => {
  const v4 = parseIpCountryRanges(IPV4);
  const v6 = parseIpCountryRanges(IPV6.join('\n'));

  it.each([
    [16777215n, null, 'before the first range'],
    [16777216n, 'AU', 'a range start'],
    [16777471n, 'AU', 'a range end'],
    [16777472n, 'CN', 'the next range, country upper-cased'],
    [16778240n, null, 'a gap between ranges'],
    [16779263n, 'AU', 'the last range end'],
    [16779264n, null, 'after the last range'],
  ])('IPv4 %s is %s (%s)', (address, country, _where) => {
    expect(v4.countryOf(address)).toBe(country);
  });

  it.each([
    [42540488320432167789079031612388147200n, 'JP'],
    [42540488320433376714898646241562853376n, null],
    [42540530638174472233151362808233852927n, 'AU'],
    [18446744073709551615n, 'DE'],
    [18446744073709551616n, 'DE'],
    [18446744073709552001n, null],
    [0n, null],
  ])('IPv6 %s is %s', (address, country) => {
    expect(v6.countryOf(address)).toBe(country);
  });

  it('counts its ranges, skipping blank lines', () => {
    expect(v4.size).toBe(3);
  });

  it.each([
    ['1,2', 'a missing country'],
    ['1,2,USA', 'a country that is not two letters'],
    ['5,4,US', 'an end before its start'],
    ['1,5,US\n3,9,DE', 'overlapping ranges'],
    ['x,5,US', 'a bound that is not a number'],
  ])('refuses %j (%s)', (csv) => {
    expect(() => parseIpCountryRanges(csv)).toThrow();
  });
});
