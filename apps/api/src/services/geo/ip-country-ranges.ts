/**
 * Inclusive address ranges mapped to ISO countries, searched by binary search. Addresses are numbers: IPv4 as a
 * 32-bit number, IPv6 as a 128-bit bigint. Ranges are sorted by their start and do not overlap, as the IP-to-country
 * data files list them.
 */
export type IpCountryRanges = {
  /** The country of `address`, or null when no range holds it. */
  countryOf(address: bigint): string | null;
  readonly size: number;
};

const LOW_64 = (1n << 64n) - 1n;

/**
 * Reads `start,end,country` lines (addresses as decimal numbers, the "-num" CSV files). 128-bit numbers are kept as
 * two 64-bit halves in typed arrays: a few hundred thousand ranges then cost a few megabytes, not one bigint object
 * per bound.
 */
export function parseIpCountryRanges(csv: string): IpCountryRanges {
  const lines = csv.split('\n').filter((line) => line.trim() !== '');
  const startHigh = new BigUint64Array(lines.length);
  const startLow = new BigUint64Array(lines.length);
  const endHigh = new BigUint64Array(lines.length);
  const endLow = new BigUint64Array(lines.length);
  const countryIndex = new Uint16Array(lines.length);
  const countries: string[] = [];
  const indexOfCountry = new Map<string, number>();

  let count = 0;
  let previousEnd = -1n;
  for (const line of lines) {
    const [startText, endText, countryText] = line.split(',');
    const country = countryText?.trim().toUpperCase() ?? '';
    if (!startText || !endText || !/^[A-Z]{2}$/.test(country)) throw new Error(`Bad IP range line: ${line}`);
    const start = BigInt(startText);
    const end = BigInt(endText);
    if (end < start || start <= previousEnd) throw new Error(`IP ranges out of order at: ${line}`);
    previousEnd = end;
    let index = indexOfCountry.get(country);
    if (index === undefined) {
      index = countries.push(country) - 1;
      indexOfCountry.set(country, index);
    }
    startHigh[count] = start >> 64n;
    startLow[count] = start & LOW_64;
    endHigh[count] = end >> 64n;
    endLow[count] = end & LOW_64;
    countryIndex[count] = index;
    count += 1;
  }

  const compare = (high: bigint, low: bigint, otherHigh: bigint, otherLow: bigint) =>
    high === otherHigh ? (low === otherLow ? 0 : low < otherLow ? -1 : 1) : high < otherHigh ? -1 : 1;

  return {
    size: count,
    countryOf(address) {
      const high = address >> 64n;
      const low = address & LOW_64;
      // The last range starting at or before the address.
      let lo = 0;
      let hi = count - 1;
      let found = -1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        if (compare(startHigh[mid] as bigint, startLow[mid] as bigint, high, low) <= 0) {
          found = mid;
          lo = mid + 1;
        } else {
          hi = mid - 1;
        }
      }
      if (found < 0 || compare(high, low, endHigh[found] as bigint, endLow[found] as bigint) > 0) return null;
      return countries[countryIndex[found] as number] ?? null;
    },
  };
}
