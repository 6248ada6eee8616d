import { type $ZodArrayDef, type $ZodError, type $ZodObjectDef, type $ZodType, safeParse } from 'zod/v4/core';

/*
 * Written against zod's core, not classic zod: the contract's schemas are zod/mini (packages/api-contract/src/zod.ts),
 * and this runs in the answer worker, whose download would otherwise carry the whole classic library (docs/architecture.md#the-answer-check).
 */

/** An item of a list answer that did not match its schema: where it was, and why (for the report, never the UI). */
export type DroppedItem = { index: number; reason: string };

export type ListParse<T> = { success: true; data: T; dropped: DroppedItem[] } | { success: false; error: $ZodError };

const reasonOf = (error: $ZodError) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(item)'}: ${issue.message}`)
    .join('; ');

function keepValid(item: $ZodType, raw: readonly unknown[], dropped: DroppedItem[]): unknown[] {
  return raw.filter((value, index) => {
    const parsed = safeParse(item, value);
    if (!parsed.success) dropped.push({ index, reason: reasonOf(parsed.error) });
    return parsed.success;
  });
}

/** The list inside an answer: the answer itself (`z.array`) or a page's `items` (`pagedSchema`). */
function listOf(schema: $ZodType): { item: $ZodType; where: 'root' | 'items' } | undefined {
  const def = schema._zod.def;
  if (def.type === 'array') return { item: (def as $ZodArrayDef).element, where: 'root' };
  if (def.type === 'object') {
    const items = (def as $ZodObjectDef).shape.items;
    if (items?._zod.def.type === 'array') return { item: (items._zod.def as $ZodArrayDef).element, where: 'items' };
  }
  return undefined;
}

/**
 * Parses an answer with its schema, item by item where it is a list (docs/architecture.md#the-answer-check): one malformed category must
 * not empty the whole bar. Bad items are dropped and listed in `dropped`; an answer that is not a list where one is
 * expected, or whose other fields are wrong, still fails as a whole.
 */
export function parseListAnswer<T>(schema: $ZodType<T>, data: unknown): ListParse<T> {
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
  const parsed = safeParse(schema, kept);
  return parsed.success ? { success: true, data: parsed.data, dropped } : { success: false, error: parsed.error };
}
