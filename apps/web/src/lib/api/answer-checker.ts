import type { EndpointName } from '@casino/api-contract';
import type { AnswerCheck } from './answer-check-result';

/** Checks API answers against the contract, wherever that code runs. */
export type AnswerChecker = {
  /** Starts loading what checking an answer to `name` needs, alongside the request. */
  prepare(name: EndpointName): void;
  /** What the body says (AnswerCheck). Rejects only when the checking code cannot be downloaded. */
  check(name: EndpointName, text: string, ok: boolean): Promise<AnswerCheck>;
};

/** A message to the answer worker: with `text`, a body to check; without, the schemas to prepare. */
export type AnswerWorkerRequest = { id: number; name: EndpointName; text?: string; ok?: boolean };
/** The worker's reply to a check: the result, or why it could not check (its code did not download). */
export type AnswerWorkerReply = { id: number; check: AnswerCheck } | { id: number; failed: string };

type Waiting = {
  request: { name: EndpointName; text: string; ok: boolean };
  resolve: (check: AnswerCheck) => void;
  reject: (cause: unknown) => void;
};
type Session = { worker: Worker; waiting: Map<number, Waiting>; retired: boolean };

/**
 * Checks in a worker (docs/architecture.md#the-answer-check): building the contract's schemas and parsing the lobby's answers with them took the
 * longest tasks of a phone's first page, and a worker does both on another core. The worker starts with the first
 * request.
 * - A worker whose schemas failed to download is replaced for the next call, so a fresh module map downloads them
 *   again; the call it was checking fails as the network failure it is.
 * - A worker that cannot run at all (a browser without module workers, its script not loaded) hands its checks to
 *   `fallback`, which checks every answer from then on.
 */
export function workerAnswerChecker(
  createWorker: () => Worker,
  fallback: AnswerChecker = inThreadAnswerChecker(),
): AnswerChecker {
  let current: Session | undefined;
  let workerless = false;
  let nextId = 1;

  /** A retired worker takes no new call; it ends once the calls it still holds are answered. */
  const closeIfDone = (session: Session) => {
    if (session.retired && session.waiting.size === 0) session.worker.terminate();
  };
  const retire = (session: Session) => {
    session.retired = true;
    if (current === session) current = undefined;
  };

  const onReply = (session: Session, reply: AnswerWorkerReply) => {
    const waiting = session.waiting.get(reply.id);
    if (!waiting) return;
    session.waiting.delete(reply.id);
    if ('check' in reply) waiting.resolve(reply.check);
    else {
      waiting.reject(new Error(reply.failed));
      retire(session);
    }
    closeIfDone(session);
  };

  const onBroken = (session: Session) => {
    workerless = true;
    for (const { request, resolve, reject } of session.waiting.values()) {
      fallback.check(request.name, request.text, request.ok).then(resolve, reject);
    }
    session.waiting.clear();
    retire(session);
    closeIfDone(session);
  };

  const session = (): Session | undefined => {
    if (workerless) return undefined;
    if (current) return current;
    let worker: Worker;
    try {
      worker = createWorker();
    } catch {
      workerless = true;
      return undefined;
    }
    const started: Session = { worker, waiting: new Map(), retired: false };
    worker.addEventListener('message', (event: MessageEvent<AnswerWorkerReply>) => onReply(started, event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      onBroken(started);
    });
    // A reply that could not be read names no call: every call it holds is checked here instead of waiting forever.
    worker.addEventListener('messageerror', () => onBroken(started));
    current = started;
    return started;
  };

  return {
    prepare(name) {
      const target = session();
      if (target) target.worker.postMessage({ id: 0, name } satisfies AnswerWorkerRequest);
      else fallback.prepare(name);
    },
    check(name, text, ok) {
      const target = session();
      if (!target) return fallback.check(name, text, ok);
      return new Promise((resolve, reject) => {
        const id = nextId++;
        target.waiting.set(id, { request: { name, text, ok }, resolve, reject });
        target.worker.postMessage({ id, name, text, ok } satisfies AnswerWorkerRequest);
      });
    },
  };
}

/** Checks in this thread, where there are no workers (a test's DOM): the code loads with the first request. */
export function inThreadAnswerChecker(): AnswerChecker {
  let validation: Promise<typeof import('./check-answer-text')> | undefined;
  // A failed download is forgotten, so the next answer tries again.
  const load = () => {
    validation ??= import('./check-answer-text').catch((cause: unknown) => {
      validation = undefined;
      throw cause;
    });
    return validation;
  };
  return {
    prepare(name) {
      load().then(
        (loaded) => loaded.prepareSchemasOf(name),
        () => undefined,
      );
    },
    check: async (name, text, ok) => (await load()).checkAnswerText(name, text, ok),
  };
}

/** The worker where the browser has workers, else this thread. */
export const defaultAnswerChecker = (): AnswerChecker =>
  typeof Worker === 'function'
    ? workerAnswerChecker(
        () => new Worker(new URL('./answer-worker.ts', import.meta.url), { type: 'module', name: 'answer-check' }),
      )
    : inThreadAnswerChecker();
