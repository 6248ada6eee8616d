import { isPlainText, MAX_LENGTH } from './text-fields';
import { z } from './zod';

// The encoding lives apart so the web app's first page can send filters without loading zod (docs/architecture.md#the-answer-check).
export { encodeGameFilters, nameContains } from './game-filter-encoding';

/**
 * `/games` filters travel as `filters[i][field]`, `filters[i][value]`, `filters[i][operator]` (docs/product.md#calls):
 * name uses `~` with `%term%`, `categories.alias` uses `=`, provider uses `=` or `in` (comma-separated values).
 */
const filterValue = (max: number) =>
  z.string().check(z.maxLength(max, { abort: true }), z.minLength(1), z.refine(isPlainText, { abort: true }));

export const gameFilterSchema = z.discriminatedUnion('field', [
  // The search term between the two `%` wildcards.
  z.object({ field: z.literal('name'), operator: z.literal('~'), value: filterValue(MAX_LENGTH.searchText + 2) }),
  z.object({ field: z.literal('categories.alias'), operator: z.literal('='), value: filterValue(MAX_LENGTH.alias) }),
  z.object({ field: z.literal('provider'), operator: z.enum(['=', 'in']), value: filterValue(MAX_LENGTH.filterValue) }),
]);
export type GameFilter = z.infer<typeof gameFilterSchema>;

const FILTER_KEY = /^filters\[(\d+)\]\[(field|value|operator)\]$/;

export type DecodedGameFilters = { filters: GameFilter[]; errors: string[] };

/** Reads filters back from query pairs; each bad filter is reported, never thrown. */
export function decodeGameFilters(pairs: Iterable<[string, string]>): DecodedGameFilters {
  const byIndex = new Map<number, Record<string, string>>();
  for (const [key, value] of pairs) {
    const m = FILTER_KEY.exec(key);
    if (!m) continue;
    const index = Number(m[1]);
    const slot = byIndex.get(index) ?? {};
    slot[m[2] as string] = value;
    byIndex.set(index, slot);
  }
  const filters: GameFilter[] = [];
  const errors: string[] = [];
  for (const [index, raw] of [...byIndex.entries()].sort((a, b) => a[0] - b[0])) {
    const parsed = gameFilterSchema.safeParse(raw);
    if (parsed.success) filters.push(parsed.data);
    else
      errors.push(
        `filters[${index}] is not valid: field must be name (~), categories.alias (=) or provider (= or in) with a plain-text value of at most ${MAX_LENGTH.searchText} characters (${MAX_LENGTH.filterValue} for provider)`,
      );
  }
  return { filters, errors };
}
