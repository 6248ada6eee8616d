import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, ok, server } from '../../../test/fake-api';
import type { AnswerWorkerReply, AnswerWorkerRequest } from './answer-checker';
import { workerAnswerChecker } from './answer-checker';
import { ApiError } from './api-error';
import { checkAnswerText, prepareSchemasOf } from './check-answer-text';
import { createApiClient } from './client';

/** Stands in for the answer worker: runs its side (answer-worker.ts) in this thread, a task later, as a worker would. */
class FakeAnswerWorker extends EventTarget {
  static created: FakeAnswerWorker[] = [];
  requests: AnswerWorkerRequest[] = [];
  terminated = false;
  constructor(readonly fault: 'none' | 'script-missing' | 'schemas-missing' | 'unreadable-reply' = 'none') {
    super();
    FakeAnswerWorker.created.push(this);
  }
  postMessage(request: AnswerWorkerRequest) {
    this.requests.push(request);
    setTimeout(() => {
      if (this.terminated) return;
      if (this.fault === 'unreadable-reply' && request.text !== undefined) {
        this.dispatchEvent(new MessageEvent('messageerror'));
        return;
      }
      if (this.fault === 'script-missing') {
        this.dispatchEvent(new ErrorEvent('error', { message: 'Failed to fetch a worker script' }));
        return;
      }
      if (request.text === undefined) return prepareSchemasOf(request.name);
      const reply = (message: AnswerWorkerReply) => this.dispatchEvent(new MessageEvent('message', { data: message }));
      if (this.fault === 'schemas-missing') return reply({ id: request.id, failed: 'TypeError: Failed to fetch' });
      void checkAnswerText(request.name, request.text, request.ok ?? false).then((check) =>
        reply({ id: request.id, check }),
      );
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
}

const workers = (...faults: FakeAnswerWorker['fault'][]) => {
  FakeAnswerWorker.created = [];
  return () => new FakeAnswerWorker(faults.shift() ?? 'none') as unknown as Worker;
};

const envelope = (data: unknown) => JSON.stringify({ status: 'success', data, message: '' });
const currency = { code: 'EUR', symbol: '€', decimals: 2 };

describe('checking answers in a worker', () => {
  it.each([
    ['a valid answer, as its schema reads it', envelope([currency]), true, { kind: 'valid', dropped: [] }],
    [
      'an error envelope, with its message',
      '{"status":"error","data":null,"message":"Slow down"}',
      false,
      { kind: 'error', message: 'Slow down' },
    ],
    ['an HTTP failure without an envelope', '<html>Bad gateway</html>', false, { kind: 'unchecked' }],
    ['a success status that is no envelope', '<html>maintenance</html>', true, { kind: 'not-envelope' }],
    ['data that breaks its schema, with where', envelope({ code: 3 }), true, { kind: 'invalid' }],
  ])('tells %s', async (_case, text, isOk, expected) => {
    const checker = workerAnswerChecker(workers());
    await expect(checker.check('currencies', text, isOk)).resolves.toMatchObject(expected);
  });

  it('starts one worker for every check and preparation, preparing without waiting for an answer', async () => {
    const checker = workerAnswerChecker(workers());
    checker.prepare('currencies');
    const answers = await Promise.all([
      checker.check('currencies', envelope([currency]), true),
      checker.check('gameCategories', envelope([]), true),
    ]);
    expect(answers.map((answer) => answer.kind)).toEqual(['valid', 'valid']);
    expect(FakeAnswerWorker.created).toHaveLength(1);
    expect(FakeAnswerWorker.created[0]?.requests.map((request) => request.text === undefined)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('checks in this thread, from then on, when the worker cannot run (no module workers, its script not loaded)', async () => {
    const checker = workerAnswerChecker(workers('script-missing'));
    const first = checker.check('currencies', envelope([currency]), true);
    checker.prepare('gameCategories');
    await expect(first).resolves.toMatchObject({ kind: 'valid', data: [{ code: 'EUR' }] });
    await expect(checker.check('gameCategories', envelope([]), true)).resolves.toMatchObject({ kind: 'valid' });
    expect(FakeAnswerWorker.created).toHaveLength(1);
    expect(FakeAnswerWorker.created[0]?.terminated).toBe(true);
  });

  it('checks in this thread the calls whose reply could not be read, instead of leaving them waiting', async () => {
    const checker = workerAnswerChecker(workers('unreadable-reply'));
    await expect(checker.check('currencies', envelope([currency]), true)).resolves.toMatchObject({ kind: 'valid' });
    expect(FakeAnswerWorker.created[0]?.terminated).toBe(true);
  });

  it('checks in this thread when no worker can be created at all', async () => {
    const checker = workerAnswerChecker(() => {
      throw new DOMException('Refused by the content security policy', 'SecurityError');
    });
    checker.prepare('currencies');
    await expect(checker.check('currencies', envelope([currency]), true)).resolves.toMatchObject({ kind: 'valid' });
  });

  it('replaces a worker whose schemas did not download, so the next check downloads them anew', async () => {
    const checker = workerAnswerChecker(workers('schemas-missing'));
    await expect(checker.check('currencies', envelope([currency]), true)).rejects.toThrow('Failed to fetch');
    expect(FakeAnswerWorker.created[0]?.terminated).toBe(true);
    await expect(checker.check('currencies', envelope([currency]), true)).resolves.toMatchObject({ kind: 'valid' });
    expect(FakeAnswerWorker.created).toHaveLength(2);
  });
});

describe('the API client with its answers checked in a worker', () => {
  const BASE = 'http://api.test/api';
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('a call whose schemas could not be downloaded fails as a network failure, and the next gets the data as its schema reads it', async () => {
    server.use(http.get(`${BASE}/currencies`, () => ok([currency])));
    const api = createApiClient({ baseUrl: BASE, answerChecker: workerAnswerChecker(workers('schemas-missing')) });
    const error = await api.call('currencies').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: 0, endpoint: 'currencies' });
    await expect(api.call('currencies')).resolves.toEqual([{ code: 'EUR' }]);
  });
});
