// @vitest-environment node
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentInlinedAnswers } from '../document/inlined-answers';
import { ApiError, errorMessage, isApiError } from './api-error';
import { type ApiClient, buildQueryString, createApiClient } from './client';

const BASE = 'http://api.test/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const player = { id: 7, login: 'ann', email: 'ann@example.com', balance: 1250, lang: 'en', currency: 'EUR' };
const ok = (data: unknown) => HttpResponse.json({ status: 'success', data, message: '' });
const unauthenticated = () =>
  HttpResponse.json({ status: 'error', data: null, message: 'Unauthenticated.' }, { status: 401 });

function client(overrides: Parameters<typeof createApiClient>[0] = {}) {
  return createApiClient({ baseUrl: BASE, timeoutMs: 1000, ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('given the API answers', () => {
  it('when the envelope is a success, then the data comes back parsed with the endpoint schema', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${BASE}/me`, ({ request }) => {
        seen = request;
        return ok({ ...player, currency: undefined });
      }),
    );
    const me = await client().call('me', { query: { withProfile: 'true' } });
    expect(me).toEqual({ ...player, currency: 'USD' });
    expect(seen?.url).toBe(`${BASE}/me?withProfile=true`);
  });

  it('when any call is sent, then it carries the session cookies', async () => {
    server.use(http.get(`${BASE}/currencies`, () => ok([])));
    const sent: (RequestInit | undefined)[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      sent.push(init);
      return fetch(input, init);
    };
    await client({ fetch: recordingFetch }).call('currencies');
    expect(sent).toEqual([expect.objectContaining({ method: 'GET', credentials: 'include' })]);
  });

  it('when a body is sent, then it travels as JSON with its content type', async () => {
    let sent: { type: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${BASE}/auth/login`, async ({ request }) => {
        sent = { type: request.headers.get('content-type'), body: await request.json() };
        return ok(player);
      }),
    );
    await client().call('login', { body: { email: 'ann', password: 'secret12' } });
    expect(sent).toEqual({ type: 'application/json', body: { email: 'ann', password: 'secret12' } });
  });

  it('when a state-changing call has no body, then it still says JSON (the API refuses it otherwise), a read does not', async () => {
    const types: Record<string, string | null> = {};
    const record =
      (name: string) =>
      ({ request }: { request: Request }) => {
        types[name] = request.headers.get('content-type');
        return ok(null);
      };
    server.use(
      http.post(`${BASE}/auth/logout`, record('logout')),
      http.delete(`${BASE}/me/games/favorites/:id`, record('removeFavorite')),
      http.get(`${BASE}/me/games/favorites`, ({ request }) => {
        types.favorites = request.headers.get('content-type');
        return ok([]);
      }),
    );
    await client().call('logout');
    await client().call('removeFavorite', { params: { id: 1 } });
    await client().call('favorites');
    expect(types).toEqual({ logout: 'application/json', removeFavorite: 'application/json', favorites: null });
  });

  it('when a call is made, then its request goes out in a later task, not inside the caller’s (React’s commit)', async () => {
    const fetch = vi.fn(async () => ok(player));
    const call = client({ fetch }).call('me');
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    await call;
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('when the path has parameters, then they are filled and encoded', async () => {
    server.use(http.delete(`${BASE}/me/games/favorites/:id`, ({ params }) => ok(params.id === '42' ? null : 'x')));
    await expect(client().call('removeFavorite', { params: { id: 42 } })).resolves.toBeNull();
  });

  it('when a call of a part loaded on demand is made, then its route comes with it and the call goes out', async () => {
    let seen: Request | undefined;
    server.use(
      http.delete(`${BASE}/me/sessions/:id`, ({ request }) => {
        seen = request;
        return ok(null);
      }),
    );
    await expect(client().call('signOutDevice', { params: { id: 5 } })).resolves.toBeNull();
    expect(seen?.url).toBe(`${BASE}/me/sessions/5`);
  });

  it('when such a call is refused with 401, then the session is refreshed and the call sent again', async () => {
    let attempts = 0;
    server.use(
      http.get(`${BASE}/me/two-step`, () => {
        attempts += 1;
        return attempts === 1 ? unauthenticated() : ok({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
      }),
      http.post(`${BASE}/auth/refresh-token`, () => ok(null)),
    );
    await expect(client().call('twoStepStatus')).resolves.toMatchObject({ enabled: false });
    expect(attempts).toBe(2);
  });

  it('when an endpoint answering nothing leaves data out, then the call resolves to null', async () => {
    server.use(http.post(`${BASE}/auth/logout`, () => HttpResponse.json({ status: 'success' })));
    await expect(client().call('logout')).resolves.toBeNull();
  });
});

describe('given answers the server inlined into the document', () => {
  const rules = { withdrawalCancel: true, visitorDemo: true, realityCheckRequired: false };
  const verification = { beforeDeposit: false, beforeRealPlay: false, withdrawalThreshold: 200_000 };
  const site = { jurisdiction: 'INTL', rules, country: 'US', countryBlocked: true, verification };
  const inlined = (answers: Record<string, unknown>) => documentInlinedAnswers(() => JSON.stringify(answers));

  it('when the first call of that path is made, then it is answered from the document, the next from the API', async () => {
    let requests = 0;
    server.use(
      http.get(`${BASE}/site`, () => {
        requests += 1;
        return ok({ ...site, countryBlocked: false });
      }),
    );
    const api = client({ inlinedAnswers: inlined({ '/site': { status: 'success', data: site, message: '' } }) });
    expect(await api.call('site')).toMatchObject({ country: 'US', countryBlocked: true });
    expect(requests).toBe(0);
    expect(await api.call('site')).toMatchObject({ countryBlocked: false });
    expect(requests).toBe(1);
  });

  it('when the inlined answer breaks the contract, then the call fails as a fetched one would', async () => {
    const api = client({ inlinedAnswers: inlined({ '/site': { status: 'success', data: { country: 7 } } }) });
    const error = await failure(api.call('site'));
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/site: data\./);
  });

  it('when an inlined answer is an error envelope, then the call fails with its message', async () => {
    const api = client({ inlinedAnswers: inlined({ '/site': { status: 'error', data: null, message: 'Nope' } }) });
    expect((await failure(api.call('site'))).message).toBe('Nope');
  });

  it('when a call has a query, then only an answer inlined for that very query is used', async () => {
    server.use(http.get(`${BASE}/currencies`, () => ok([{ code: 'EUR' }])));
    const api = client({
      inlinedAnswers: inlined({ '/currencies?x=1': { status: 'success', data: [{ code: 'USD' }] } }),
    });
    expect(await api.call('currencies')).toEqual([{ code: 'EUR' }]);
  });
});

describe('given the API reports a failure', () => {
  it.each([
    { status: 200, message: 'Promotion alias is required and must be a string' },
    { status: 422, message: 'Email is already taken' },
    { status: 500, message: 'Something went wrong' },
  ])(
    'when the envelope says error with HTTP $status, then the error carries the server message',
    async ({ status, message }) => {
      server.use(http.get(`${BASE}/promotions`, () => HttpResponse.json({ status: 'error', message }, { status })));
      const error = await failure(client().call('promotions'));
      expect(error).toMatchObject({ kind: 'envelope', status, message, endpoint: 'promotions' });
    },
  );

  it('when a non-2xx answer has no envelope, then the error is kind http with the status', async () => {
    server.use(http.get(`${BASE}/promotions`, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));
    const error = await failure(client().call('promotions'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 502,
      message: 'The server answered with an error (HTTP 502).',
    });
  });
});

describe('given an answer the app cannot read', () => {
  it.each([
    { scenario: 'HTML instead of JSON', body: '<!doctype html><p>maintenance</p>' },
    { scenario: 'truncated JSON', body: '{"status":"succ' },
    { scenario: 'an empty body', body: '' },
    { scenario: 'JSON that is no envelope', body: '[1,2,3]' },
  ])('when the server sends $scenario, then the error is kind malformed', async ({ body }) => {
    server.use(http.get(`${BASE}/currencies`, () => new HttpResponse(body, { status: 200 })));
    const error = await failure(client().call('currencies'));
    expect(error.kind).toBe('malformed');
    expect(error.status).toBe(200);
    expect(error.message).toMatch(/^The server sent an answer this app cannot read\. \(currencies: /);
  });

  it('when data misses fields, then the error names the endpoint and the field instead of crashing', async () => {
    server.use(http.get(`${BASE}/me`, () => ok({ id: 7, login: 'ann' })));
    const error = await failure(client().call('me'));
    expect(error.kind).toBe('malformed');
    expect(error.message).toContain('(me: data.email:');
  });

  it('when one item of a list is malformed, then the others come back and the bad one is reported', async () => {
    const category = (id: number, alias: string) => ({
      id,
      alias,
      name: alias,
      img: null,
      is_public: 1,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    });
    server.use(
      http.get(`${BASE}/games/categories`, () =>
        ok([category(1, 'slots'), { ...category(2, 'live'), id: 'two' }, category(3, 'table-games')]),
      ),
    );
    const onDroppedItems = vi.fn();
    const categories = await client({ onDroppedItems }).call('gameCategories');
    expect(categories.map((c) => c.alias)).toEqual(['slots', 'table-games']);
    expect(onDroppedItems).toHaveBeenCalledWith('gameCategories', [
      { index: 1, reason: expect.stringContaining('id:') },
    ]);
  });

  it('when data is absent where a list is expected, then the error is malformed, not a TypeError', async () => {
    server.use(http.get(`${BASE}/games`, () => HttpResponse.json({ status: 'success' })));
    const error = await failure(client().call('games'));
    expect(error.kind).toBe('malformed');
    expect(error.message).toContain('games:');
  });
});

describe('given a request that does not complete', () => {
  it('when the server is slower than the timeout, then the error is kind timeout with status 0', async () => {
    server.use(
      http.get(`${BASE}/currencies`, async () => {
        await delay(500);
        return ok([]);
      }),
    );
    const error = await failure(client({ timeoutMs: 50 }).call('currencies'));
    expect(error).toMatchObject({ kind: 'timeout', status: 0, message: 'The request timed out.' });
  });

  it('when the caller aborts, then the error is kind aborted, not a timeout', async () => {
    server.use(
      http.get(`${BASE}/currencies`, async () => {
        await delay(500);
        return ok([]);
      }),
    );
    const controller = new AbortController();
    const pending = client().call('currencies', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(pending);
    expect(error).toMatchObject({ kind: 'aborted', status: 0 });
  });

  it('when the caller aborted before the call, then nothing is sent', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const error = await failure(client({ fetch: fetchSpy }).call('currencies', { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('when the network fails, then the error is kind network with status 0', async () => {
    server.use(http.get(`${BASE}/currencies`, () => HttpResponse.error()));
    const error = await failure(client().call('currencies'));
    expect(error).toMatchObject({ kind: 'network', status: 0 });
  });
});

describe('given an expired session (a 401 triggers one refresh)', () => {
  it('when 20 requests get 401 at once, then one refresh runs and every request succeeds on its retry', async () => {
    let refreshed = false;
    let refreshCalls = 0;
    let meCalls = 0;
    server.use(
      http.post(`${BASE}/auth/refresh-token`, async () => {
        refreshCalls += 1;
        await delay(30);
        refreshed = true;
        return ok(null);
      }),
      http.get(`${BASE}/me`, () => {
        meCalls += 1;
        return refreshed ? ok(player) : unauthenticated();
      }),
    );
    const onAuthLost = vi.fn();
    const refreshInits: (RequestInit | undefined)[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      if (String(input).endsWith('/auth/refresh-token')) refreshInits.push(init);
      return fetch(input, init);
    };
    const api = client({ onAuthLost, fetch: recordingFetch });
    const results = await Promise.all(Array.from({ length: 20 }, () => api.call('me')));
    expect(results).toHaveLength(20);
    expect(results.every((me) => me.login === 'ann')).toBe(true);
    expect(refreshCalls).toBe(1);
    expect(refreshInits).toEqual([expect.objectContaining({ method: 'POST', credentials: 'include' })]);
    expect(meCalls).toBe(40);
    expect(onAuthLost).not.toHaveBeenCalled();
  });

  it('when a 401 arrives after a refresh that started later has finished, then that refresh is reused', async () => {
    let refreshCalls = 0;
    let refreshed = false;
    server.use(
      http.post(`${BASE}/auth/refresh-token`, () => {
        refreshCalls += 1;
        refreshed = true;
        return ok(null);
      }),
      http.get(`${BASE}/me`, () => (refreshed ? ok(player) : unauthenticated())),
      http.get(`${BASE}/me/bets`, async () => {
        const expired = !refreshed;
        await delay(80);
        return expired
          ? unauthenticated()
          : ok({ items: [], pagination: { totalItems: 0, currentPage: 1, totalPages: 0 } });
      }),
    );
    const api = client();
    const [me, bets] = await Promise.all([api.call('me'), api.call('bets')]);
    expect(me.login).toBe('ann');
    expect(bets.items).toEqual([]);
    expect(refreshCalls).toBe(1);
  });

  it('when a caller aborts while the shared refresh runs, then only that caller stops waiting', async () => {
    let refreshed = false;
    server.use(
      http.post(`${BASE}/auth/refresh-token`, async () => {
        await delay(60);
        refreshed = true;
        return ok(null);
      }),
      http.get(`${BASE}/me`, () => (refreshed ? ok(player) : unauthenticated())),
    );
    const api = client();
    const controller = new AbortController();
    const leaving = api.call('me', { signal: controller.signal });
    const staying = api.call('me');
    setTimeout(() => controller.abort(), 20);
    expect((await failure(leaving)).kind).toBe('aborted');
    await expect(staying).resolves.toMatchObject({ login: 'ann' });
  });

  it('when the refresh fails, then onAuthLost runs once and every request rejects with the original 401', async () => {
    let refreshCalls = 0;
    server.use(
      http.post(`${BASE}/auth/refresh-token`, async () => {
        refreshCalls += 1;
        await delay(20);
        return HttpResponse.json({ status: 'error', message: 'Refresh token expired' }, { status: 401 });
      }),
      http.get(`${BASE}/me/bets`, unauthenticated),
    );
    const onAuthLost = vi.fn();
    const api = client({ onAuthLost });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => api.call('bets')));
    expect(refreshCalls).toBe(1);
    expect(onAuthLost).toHaveBeenCalledTimes(1);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({ status: 401, kind: 'envelope', message: 'Unauthenticated.', endpoint: 'bets' });
    }
  });

  it.each([
    {
      what: 'a 500',
      reply: () => HttpResponse.json({ status: 'error', message: 'boom' }, { status: 500 }),
      kind: 'envelope',
      status: 500,
    },
    { what: 'an empty 502', reply: () => new HttpResponse(null, { status: 502 }), kind: 'http', status: 502 },
    { what: 'no connection', reply: () => HttpResponse.error(), kind: 'network', status: 0 },
    {
      what: 'an unreadable 200',
      reply: () => new HttpResponse('<html>', { status: 200 }),
      kind: 'malformed',
      status: 200,
    },
  ])(
    'when the refresh gets $what, then the session is not given up and the caller sees that failure, not a 401',
    async ({ reply, kind, status }) => {
      server.use(http.post(`${BASE}/auth/refresh-token`, reply), http.get(`${BASE}/me`, unauthenticated));
      const onAuthLost = vi.fn();
      const error = await failure(client({ onAuthLost }).call('me'));
      expect(onAuthLost).not.toHaveBeenCalled();
      expect(error).toMatchObject({ kind, status, endpoint: 'me' });
    },
  );

  it('when the refresh never answers, then the caller gets a timeout and the session is kept', async () => {
    server.use(
      http.post(`${BASE}/auth/refresh-token`, async () => {
        await delay('infinite');
        return ok(null);
      }),
      http.get(`${BASE}/me`, unauthenticated),
    );
    const onAuthLost = vi.fn();
    const error = await failure(client({ onAuthLost, timeoutMs: 50 }).call('me'));
    expect(onAuthLost).not.toHaveBeenCalled();
    expect(error).toMatchObject({ kind: 'timeout', status: 0, endpoint: 'me' });
  });

  it('when the retry gets 401 again, then it is not retried a second time', async () => {
    let refreshCalls = 0;
    let betsCalls = 0;
    server.use(
      http.post(`${BASE}/auth/refresh-token`, () => {
        refreshCalls += 1;
        return ok(null);
      }),
      http.get(`${BASE}/me/bets`, () => {
        betsCalls += 1;
        return unauthenticated();
      }),
    );
    const error = await failure(client().call('bets'));
    expect(error.status).toBe(401);
    expect({ refreshCalls, betsCalls }).toEqual({ refreshCalls: 1, betsCalls: 2 });
  });

  it('when the session is lost, then the handler set later is the one called', async () => {
    server.use(http.post(`${BASE}/auth/refresh-token`, unauthenticated), http.get(`${BASE}/me`, unauthenticated));
    const first = vi.fn();
    const second = vi.fn();
    const api = client({ onAuthLost: first });
    api.setAuthLostHandler(second);
    await failure(api.call('me'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it.each([
    {
      name: 'login',
      path: '/auth/login',
      send: (api: ApiClient) => api.call('login', { body: { email: 'ann', password: 'wrong-pass1' } }),
    },
    { name: 'logout', path: '/auth/logout', send: (api: ApiClient) => api.call('logout') },
    { name: 'refreshToken', path: '/auth/refresh-token', send: (api: ApiClient) => api.call('refreshToken') },
  ])('when the auth endpoint $name answers 401, then there is no refresh and no retry', async ({ path, send }) => {
    const calls: string[] = [];
    server.use(
      http.post(`${BASE}/auth/*`, ({ request }) => {
        calls.push(new URL(request.url).pathname);
        return HttpResponse.json({ status: 'error', message: 'Invalid username or password' }, { status: 401 });
      }),
    );
    const onAuthLost = vi.fn();
    const error = await failure(send(client({ onAuthLost })));
    expect(error).toMatchObject({ status: 401, kind: 'envelope', message: 'Invalid username or password' });
    expect(calls).toEqual([`/api${path}`]);
    expect(onAuthLost).not.toHaveBeenCalled();
  });
});

describe('buildQueryString', () => {
  it.each([
    { scenario: 'no query', query: undefined, filters: [], expected: '' },
    { scenario: 'a page', query: { page: 2 }, filters: [], expected: 'page=2' },
    {
      scenario: 'empty values left out (docs/product.md#calls: type omitted for all)',
      query: { page: 1, type: undefined, period: '', per_page: null },
      filters: [],
      expected: 'page=1',
    },
    {
      scenario: 'booleans and reserved characters',
      query: { a: true, q: 'a&b=c' },
      filters: [],
      expected: 'a=true&q=a%26b%3Dc',
    },
    { scenario: 'arrays repeat their key', query: { id: [1, 2] }, filters: [], expected: 'id=1&id=2' },
    {
      scenario: 'game filters after the query, in order',
      query: { page: 3 },
      filters: [
        { field: 'name', operator: '~', value: '%book%' },
        { field: 'provider', operator: 'in', value: 'netent,pragmatic' },
      ] as const,
      expected:
        'page=3&filters%5B0%5D%5Bfield%5D=name&filters%5B0%5D%5Bvalue%5D=%25book%25&filters%5B0%5D%5Boperator%5D=%7E' +
        '&filters%5B1%5D%5Bfield%5D=provider&filters%5B1%5D%5Bvalue%5D=netent%2Cpragmatic&filters%5B1%5D%5Boperator%5D=in',
    },
  ])('with $scenario', ({ query, filters, expected }) => {
    expect(buildQueryString(query, filters)).toBe(expected);
  });

  it('sends filters the server can decode back', async () => {
    let seen: URLSearchParams | undefined;
    server.use(
      http.get(`${BASE}/games`, ({ request }) => {
        seen = new URL(request.url).searchParams;
        return ok({ items: [], pagination: { totalItems: 0, currentPage: 1, totalPages: 0 } });
      }),
    );
    await client().call('games', {
      query: { page: 1 },
      filters: [{ field: 'categories.alias', operator: '=', value: 'slots' }],
    });
    expect(seen && [...seen]).toEqual([
      ['page', '1'],
      ['filters[0][field]', 'categories.alias'],
      ['filters[0][value]', 'slots'],
      ['filters[0][operator]', '='],
    ]);
  });
});

describe('errorMessage: given anything a catch block receives', () => {
  const fallback = 'Something went wrong';
  it.each([
    {
      scenario: 'an API error with the server message',
      error: new ApiError({ kind: 'envelope', status: 422, message: 'Email is already taken' }),
      expected: 'Email is already taken',
    },
    {
      scenario: 'a timeout',
      error: new ApiError({ kind: 'timeout', status: 0, message: 'The request timed out.' }),
      expected: 'The request timed out.',
    },
    { scenario: 'a plain Error', error: new Error('Failed to load game data'), expected: 'Failed to load game data' },
    { scenario: 'an Error without text', error: new Error('  '), expected: fallback },
    { scenario: 'a string', error: 'Failed to fetch bets', expected: 'Failed to fetch bets' },
    { scenario: 'an empty string', error: '', expected: fallback },
    { scenario: 'an object', error: { message: 'not an Error' }, expected: fallback },
    { scenario: 'undefined', error: undefined, expected: fallback },
  ])('when it is $scenario, then the text shown is "$expected"', ({ error, expected }) => {
    expect(errorMessage(error, fallback)).toBe(expected);
  });

  it('isApiError tells API errors from other errors', () => {
    expect(isApiError(new ApiError({ kind: 'network', status: 0, message: 'x' }))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ kind: 'network', status: 0 })).toBe(false);
  });
});
