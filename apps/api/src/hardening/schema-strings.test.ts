import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasPath, objectKeys, stringFieldPaths, withValueAt } from './schema-strings';

describe('stringFieldPaths', () => {
  it('finds strings, string enums and literals through objects, wrappers, pipes and unions', () => {
    const schema = z
      .object({
        name: z.string().trim().max(5),
        amount: z.number(),
        flag: z.boolean(),
        kind: z.enum(['a', 'b']),
        tag: z.string().nullable().optional(),
        nested: z.object({ city: z.string().default('x'), when: z.string().pipe(z.iso.datetime()) }),
        choice: z.discriminatedUnion('method', [
          z.object({ method: z.literal('card'), cardId: z.number() }),
          z.object({ method: z.literal('crypto'), address: z.string() }),
        ]),
        minutes: z.union([z.literal(15), z.literal(30)]),
      })
      .refine(() => true);
    expect(stringFieldPaths(schema).map((p) => p.join('.'))).toEqual([
      'name',
      'kind',
      'tag',
      'nested.city',
      'nested.when',
      'choice.method',
      'choice.address',
    ]);
  });

  it('lists the keys of a query schema', () => {
    expect(objectKeys(z.object({ page: z.coerce.number(), type: z.enum(['x']).optional() }))).toEqual(['page', 'type']);
  });
});

describe('withValueAt and hasPath', () => {
  it('replaces one nested value in a copy', () => {
    const body = { a: { b: 'old', c: 1 } };
    expect(withValueAt(body, ['a', 'b'], 'new')).toEqual({ a: { b: 'new', c: 1 } });
    expect(body.a.b).toBe('old');
    expect(hasPath(body, ['a', 'b'])).toBe(true);
    expect(hasPath(body, ['a', 'x'])).toBe(false);
  });
});
