const countFormat = new Intl.NumberFormat('en-US');

/** The default result count text: "1 game", "123 games", "1,234 games". The app passes a translated formatter. */
export function formatGameCount(count: number): string {
  return count === 1 ? '1 game' : `${countFormat.format(count)} games`;
}

/** The number of games the count shows: the server's total when known, else the games loaded so far. */
export function resultCount(totalCount: number | undefined, loaded: number): number {
  return totalCount !== undefined && Number.isFinite(totalCount) && totalCount >= loaded ? totalCount : loaded;
}
