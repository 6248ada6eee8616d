import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

describe('the contract under a Content Security Policy without eval', () => {
  it('builds and parses its schemas without compiling code (zod runs jitless)', async () => {
    const compiled: string[] = [];
    const RealFunction = Function;
    // What a strict CSP refuses: any string turned into code. Recorded, then allowed so the test sees every attempt.
    const watched = new Proxy(RealFunction, {
      construct: (target, args: string[]) => {
        compiled.push(args.join(', '));
        return Reflect.construct(target, args);
      },
    });
    vi.stubGlobal('Function', watched);

    // Imported only now: zod decides when an object schema is built whether it may compile a parser for it.
    const { loginBodySchema } = await import('./index');
    for (let i = 0; i < 3; i++) expect(loginBodySchema.parse({ email: 'player', password: 'secret' })).toBeTruthy();
    expect(loginBodySchema.safeParse({ email: '', password: 'x' }).success).toBe(false);

    expect(compiled).toEqual([]);
  });
});
