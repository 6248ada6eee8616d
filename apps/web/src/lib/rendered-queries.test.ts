import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { documentInlinedAnswers } from './document/inlined-answers';
import { parseRenderedData, seedRenderedData } from './rendered-queries';

const game = { status: 'success', data: { name: 'Book of Ra' }, message: '' };

describe('parseRenderedData', () => {
  it.each([
    {
      case: 'calls and key and data pairs',
      text: '{"calls":["/games/categories"],"queries":[[["catalogue","categories"],[{"id":1}]]]}',
      calls: 1,
      queries: 1,
    },
    { case: 'empty lists', text: '{"calls":[],"queries":[]}', calls: 0, queries: 0 },
    { case: 'no block', text: null, calls: 0, queries: 0 },
    { case: 'broken JSON', text: '{"queries":[[["a"],', calls: 0, queries: 0 },
    { case: 'a list', text: '[[["a"],1]]', calls: 0, queries: 0 },
    { case: 'a call that is no text', text: '{"calls":[1,"/site"]}', calls: 1, queries: 0 },
    { case: 'a key that is no list', text: '{"queries":[["catalogue",1]]}', calls: 0, queries: 0 },
    { case: 'a pair without data', text: '{"queries":[[["catalogue"]]]}', calls: 0, queries: 0 },
    { case: 'null data (a query may answer null)', text: '{"queries":[[["catalogue"],null]]}', calls: 0, queries: 1 },
  ])('$case: $calls calls, $queries queries', ({ text, calls, queries }) => {
    const data = parseRenderedData(text);
    expect(data.calls).toHaveLength(calls);
    expect(data.queries).toHaveLength(queries);
  });
});

describe('seedRenderedData', () => {
  const rendered = parseRenderedData(
    '{"calls":["/games/book-of-ra"],"queries":[[["lobby","game","book-of-ra"],{"name":"Book of Ra"}]]}',
  );

  it('puts each query into the cache, fresh, so a prefetch with a stale time asks for nothing', async () => {
    const queryClient = new QueryClient();
    seedRenderedData(
      queryClient,
      rendered,
      documentInlinedAnswers(() => null),
    );
    let asked = 0;
    await queryClient.prefetchQuery({
      queryKey: ['lobby', 'game', 'book-of-ra'],
      queryFn: () => {
        asked += 1;
        return { name: 'asked' };
      },
      staleTime: 60_000,
    });
    expect(asked).toBe(0);
    expect(queryClient.getQueryData(['lobby', 'game', 'book-of-ra'])).toEqual({ name: 'Book of Ra' });
  });

  it('drops the document’s inlined copy of a rendered call, and keeps the others', () => {
    const inlined = documentInlinedAnswers(() => JSON.stringify({ '/games/book-of-ra': game, '/site': game }));
    seedRenderedData(new QueryClient(), rendered, inlined);
    expect(inlined.take('/games/book-of-ra')).toBeUndefined();
    expect(inlined.take('/site')).toEqual(game);
  });
});
