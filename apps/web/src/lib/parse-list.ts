import { z } from './zod';

/** An item of a list answer that did not match its schema: where it was, and why (for the report, never the UI). */
export type DroppedItem = { index: number; reason: string };

export type ListParse<T> = { success: true; data: T; dropped: DroppedItem[] } | { success: false; error: z.ZodError };

const reasonOf = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(item)'}: ${issue.message}`)
    .join('; ');

function keepValid(item: z.ZodType, raw: readonly unknown[], dropped: DroppedItem[]): unknown[] {
  return raw.filter((value, index) => {
    const parsed = item.safeParse(value);
    if (!parsed.success) dropped.push({ index, reason: reasonOf(parsed.error) });
    return parsed.success;
  });
}

/** The list inside an answer: the answer itself (`z.array`) or a page's `items` (`pagedSchema`). */
function listOf(schema: z.ZodType): { item: z.ZodType; where: 'root' | 'items' } | undefined {
  if (schema instanceof z.ZodArray) return { item: schema.element as z.ZodType, where: 'root' };
  if (schema instanceof z.ZodObject) {
    const items = (schema.shape as Record<string, z.ZodType>).items;
    if (items instanceof z.ZodArray) return { item: items.element as z.ZodType, where: 'items' };
  }
  return undefined;
}

/**
 * Parses an answer with its schema, item by item where it is a list (issue 20 item 6): one malformed category must
 * not empty the whole bar. Bad items are dropped and listed in `dropped`; an answer that is not a list where one is
 * expected, or whose other fields are wrong, still fails as a whole.
 */
export function parseListAnswer<T>(schema: z.ZodType<T>, data: unknown): ListParse<T> {
  const list = listOf(schema);
  const dropped: DroppedItem[] = [];
  let kept = data;
  if (list?.where === 'root' && Array.isArray(data)) kept = keepValid(list.item, data, dropped);
  if (
    list?.where === 'items' &&
    data &&
    typeof data === 'object' &&
    Array.isArray((data as { items?: unknown }).items)
  ) {
    kept = { ...data, items: keepValid(list.item, (data as { items: unknown[] }).items, dropped) };
  }
  const parsed = schema.safeParse(kept);
  return parsed.success ? { success: true, data: parsed.data, dropped } : { success: false, error: parsed.error };
}
