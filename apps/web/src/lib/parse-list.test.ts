import { pagedSchema } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { parseListAnswer } from './parse-list';
import { z } from './zod';

const category = z.object({ id: z.number(), alias: z.string() });
const good = (id: number) => ({ id, alias: `c${id}` });
const pagination = { currentPage: 1, totalPages: 1, totalItems: 3 };
const page = pagedSchema(category);

describe('parseListAnswer', () => {
  it.each([
    {
      scenario: 'a list with one bad item keeps the others and names the bad one',
      schema: z.array(category),
      data: [good(1), { id: 'two' }, good(3)],
      kept: [good(1), good(3)],
      dropped: [{ index: 1, reason: expect.stringMatching(/^id: .*; alias: /) }],
    },
    {
      scenario: 'a list of good items drops nothing',
      schema: z.array(category),
      data: [good(1), good(2)],
      kept: [good(1), good(2)],
      dropped: [],
    },
    {
      scenario: 'a null item is dropped like any bad one',
      schema: z.array(category),
      data: [null, good(2)],
      kept: [good(2)],
      dropped: [{ index: 0, reason: expect.stringContaining('(item)') }],
    },
    {
      scenario: 'a page keeps its pagination and its good items',
      schema: page,
      data: { items: [good(1), { alias: 'x' }, good(3)], pagination },
      kept: { items: [good(1), good(3)], pagination },
      dropped: [{ index: 1, reason: expect.stringContaining('id:') }],
    },
  ])('$scenario', ({ schema, data, kept, dropped }) => {
    expect(parseListAnswer(schema as z.ZodType, data)).toEqual({ success: true, data: kept, dropped });
  });

  it.each([
    { scenario: 'an object where a list is expected', schema: z.array(category), data: { items: [] } },
    { scenario: 'nothing where a list is expected', schema: z.array(category), data: null },
    { scenario: 'a page without its pagination', schema: page, data: { items: [good(1)] } },
    { scenario: 'an object that is no list at all', schema: category, data: { id: 1 } },
  ])('fails as a whole for $scenario', ({ schema, data }) => {
    expect(parseListAnswer(schema as z.ZodType, data).success).toBe(false);
  });
});
