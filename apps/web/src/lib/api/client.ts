import type {
  EndpointBody,
  EndpointName,
  EndpointQuery,
  EndpointResponse,
  Endpoints,
  GameFilter,
} from '@casino/api-contract';
import {
  API_BASE_PATH,
  buildPath,
  encodeGameFilters,
  isFirstPageRoute,
  type PathParams,
  type RouteDefinition,
  routes,
} from '@casino/api-contract/routes';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import type { InlinedAnswerSource } from '../document/inlined-answers';
import { nextTask } from '../next-task';
import type { DroppedItem } from '../parse-list';
import { routeOf } from '../route-of';
import type { AnswerCheck } from './answer-check-result';
import { type AnswerChecker, defaultAnswerChecker } from './answer-checker';
import { API_ERROR_MESSAGES, ApiError } from './api-error';

export type ApiClientOptions = {
  /** Prefix of every endpoint path. @default '/api' (docs/product.md#calls: same origin) */
  baseUrl?: string;
  /** Per HTTP request, the refresh and the retry each get their own. @default REQUEST_TIMEOUT_MS (docs/product.md#request-timing) */
  timeoutMs?: number;
  /** Injected for tests; @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Called once per failed session refresh (docs/product.md#session-and-sign-in: auth state is cleared, protected pages go to login). */
  onAuthLost?: () => void;
  /** Told about list items dropped for not matching the contract (docs/architecture.md#the-answer-check). @default console.warn */
  onDroppedItems?: (endpoint: EndpointName, dropped: DroppedItem[]) => void;
  /**
   * Answers the server wrote into the document (docs/architecture.md#answers-inlined-by-the-server): a GET found there is answered from it once, with
   * the same validation as a fetched answer. @default none
   */
  inlinedAnswers?: InlinedAnswerSource;
  /**
   * Waited for before each request is sent (or answered from the document): the app holds its first requests while
   * a prerendered page hydrates (`lib/document/request-hold.ts`). @default none
   */
  whenRequestsMayStart?: () => Promise<void> | undefined;
  /** Checks answers against the contract. @default a worker where the browser has workers, else this thread */
  answerChecker?: AnswerChecker;
};

type QueryValue = string | number | boolean | null | undefined;

export type CallInput<N extends EndpointName> = {
  params?: PathParams<Endpoints[N]['path']>;
  query?: EndpointQuery<N> | Record<string, QueryValue | readonly QueryValue[]>;
  body?: EndpointBody<N>;
  /** `/games` filters, encoded after `query` as `filters[i][field|value|operator]` (docs/product.md#calls). */
  filters?: readonly GameFilter[];
  signal?: AbortSignal;
};

export type ApiClient = {
  call<N extends EndpointName>(name: N, input?: CallInput<N>): Promise<EndpointResponse<N>>;
  setAuthLostHandler(handler: (() => void) | undefined): void;
};

/**
 * Query string of a call, without the `?`. Empty values are left out so an unset filter never reaches the API
 * as `type=` (docs/product.md#calls); arrays repeat their key.
 */
export function buildQueryString(
  query: Record<string, unknown> | undefined,
  filters: readonly GameFilter[] = [],
): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value === undefined || value === null || value === '') continue;
      search.append(key, String(value));
    }
  }
  for (const [key, value] of encodeGameFilters(filters)) search.append(key, value);
  return search.toString();
}

/** Path and query of a call, relative to the API base: `/games?page=2`. */
function callTarget(route: RouteDefinition, input: CallInput<EndpointName>): string {
  const path = buildPath(route.path, (input.params ?? {}) as PathParams<string>);
  const queryString = buildQueryString(input.query as Record<string, unknown> | undefined, input.filters);
  return `${path}${queryString ? `?${queryString}` : ''}`;
}

/** docs/product.md#session-and-sign-in: a 401 from these is an answer about the credentials themselves, so it never triggers a refresh. */
export const isAuthEndpoint = (name: EndpointName): boolean =>
  // The calls of parts loaded on demand are never under /auth/ (the contract's tests hold it).
  isFirstPageRoute(name) && routes[name].path.startsWith('/auth/');

type Attempt = { response: Response; text: string };

/**
 * What a token refresh came to: `refused` is the server's word that the session is over (any 4xx answer);
 * `unreachable` is no usable answer at all (offline, timeout, a 5xx, an unreadable body), after which the session may
 * well still be alive.
 */
type RefreshOutcome = { kind: 'renewed' } | { kind: 'refused' } | { kind: 'unreachable'; error: unknown };

const isSessionRefused = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The refresh's failure, told as the caller's own, so retry policies and messages treat it as that call failing. */
function unreachableRefreshError(endpoint: EndpointName, cause: unknown): ApiError {
  if (cause instanceof ApiError) {
    return new ApiError({ kind: cause.kind, status: cause.status, message: cause.message, endpoint, cause });
  }
  return new ApiError({ kind: 'network', status: 0, message: API_ERROR_MESSAGES.network, endpoint, cause });
}

/** Validation or route code that could not be downloaded: the network failure it is, told as the call's own. */
const codeDownloadFailed = (endpoint: EndpointName, cause: unknown) =>
  new ApiError({ kind: 'network', status: 0, message: API_ERROR_MESSAGES.network, endpoint, cause });

/** One for every client of the page: the schemas load once, with the first request (docs/architecture.md#the-answer-check). */
let sharedAnswerChecker: AnswerChecker | undefined;
function pageAnswerChecker(): AnswerChecker {
  sharedAnswerChecker ??= defaultAnswerChecker();
  return sharedAnswerChecker;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? API_BASE_PATH).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const answers = options.answerChecker ?? pageAnswerChecker();
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  let onAuthLost = options.onAuthLost;
  const onDroppedItems =
    options.onDroppedItems ??
    ((endpoint: EndpointName, dropped: DroppedItem[]) =>
      console.warn(`Dropped ${dropped.length} malformed item(s) of ${endpoint}`, dropped));

  /*
   * Single-flight refresh (docs/product.md#session-and-sign-in). `settledRefreshes` counts finished
   * refreshes so a 401 that arrives just after a refresh finished, for a request sent before it, reuses that
   * outcome instead of starting a second refresh.
   */
  let refreshInFlight: Promise<RefreshOutcome> | undefined;
  let settledRefreshes = 0;
  let lastRefresh: RefreshOutcome = { kind: 'refused' };

  async function send(name: EndpointName, endpoint: RouteDefinition, input: CallInput<EndpointName>): Promise<Attempt> {
    // Starts the schemas' download alongside the request; interpret waits for it.
    answers.prepare(name);
    const url = `${baseUrl}${callTarget(endpoint, input)}`;

    const callerSignal = input.signal;
    if (callerSignal?.aborted) {
      throw new ApiError({ kind: 'aborted', status: 0, message: API_ERROR_MESSAGES.aborted, endpoint: name });
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });

    const hasBody = input.body !== undefined;
    try {
      const response = await doFetch(url, {
        method: endpoint.method,
        credentials: 'include',
        // The API refuses a state change without a JSON type, body or not (its CSRF guard): a page of another origin
        // cannot send that type without a preflight.
        headers:
          hasBody || endpoint.method !== 'GET'
            ? { Accept: 'application/json', 'Content-Type': 'application/json' }
            : { Accept: 'application/json' },
        body: hasBody ? JSON.stringify(input.body) : undefined,
        signal: controller.signal,
      });
      // The body is read under the same timeout: a server that stalls mid-answer is as dead as a silent one.
      const text = await response.text();
      return { response, text };
    } catch (cause) {
      if (callerSignal?.aborted) {
        throw new ApiError({ kind: 'aborted', status: 0, message: API_ERROR_MESSAGES.aborted, endpoint: name, cause });
      }
      if (timedOut) {
        throw new ApiError({ kind: 'timeout', status: 0, message: API_ERROR_MESSAGES.timeout, endpoint: name, cause });
      }
      throw new ApiError({ kind: 'network', status: 0, message: API_ERROR_MESSAGES.network, endpoint: name, cause });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  /** Turns an answer into data or an ApiError (docs/product.md#calls). */
  async function interpret<N extends EndpointName>(name: N, { response, text }: Attempt): Promise<EndpointResponse<N>> {
    const { status } = response;
    let check: AnswerCheck;
    try {
      check = await answers.check(name, text, response.ok);
    } catch (cause) {
      throw codeDownloadFailed(name, cause);
    }
    if (check.kind === 'error') {
      throw new ApiError({
        kind: 'envelope',
        status,
        message:
          check.message?.trim() || (response.ok ? API_ERROR_MESSAGES.malformed : API_ERROR_MESSAGES.http(status)),
        endpoint: name,
        data: check.data,
      });
    }
    if (!response.ok || check.kind === 'unchecked') {
      throw new ApiError({ kind: 'http', status, message: API_ERROR_MESSAGES.http(status), endpoint: name });
    }
    if (check.kind === 'not-envelope') {
      throw new ApiError({
        kind: 'malformed',
        status,
        message: `${API_ERROR_MESSAGES.malformed} (${name}: the answer is not a JSON envelope)`,
        endpoint: name,
      });
    }
    if (check.kind === 'invalid') {
      throw new ApiError({
        kind: 'malformed',
        status,
        message: `${API_ERROR_MESSAGES.malformed} (${name}: ${check.issues})`,
        endpoint: name,
      });
    }
    if (check.dropped.length > 0) onDroppedItems(name, check.dropped);
    return check.data as EndpointResponse<N>;
  }

  async function runRefresh(): Promise<RefreshOutcome> {
    try {
      await interpret('refreshToken', await send('refreshToken', routes.refreshToken, {}));
      return { kind: 'renewed' };
    } catch (error) {
      return isSessionRefused(error) ? { kind: 'refused' } : { kind: 'unreachable', error };
    }
  }

  function notifyAuthLost() {
    try {
      onAuthLost?.();
    } catch (error) {
      // A broken handler must not turn every waiting request's 401 into its own unrelated error.
      console.error(error);
    }
  }

  /** Settles with what became of the session; `onAuthLost` fires once per refused refresh, never for an unreachable one. */
  function refreshSession(refreshesSettledAtSend: number): Promise<RefreshOutcome> {
    if (refreshInFlight) return refreshInFlight;
    if (settledRefreshes !== refreshesSettledAtSend) return Promise.resolve(lastRefresh);
    refreshInFlight = runRefresh().then((outcome) => {
      settledRefreshes += 1;
      lastRefresh = outcome;
      refreshInFlight = undefined;
      if (outcome.kind === 'refused') notifyAuthLost();
      return outcome;
    });
    return refreshInFlight;
  }

  /** Lets a caller who gives up stop waiting for a refresh that other requests still share. */
  function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined, name: EndpointName): Promise<T> {
    if (!signal) return promise;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () =>
        reject(new ApiError({ kind: 'aborted', status: 0, message: API_ERROR_MESSAGES.aborted, endpoint: name }));
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  async function call<N extends EndpointName>(name: N, input: CallInput<N> = {}): Promise<EndpointResponse<N>> {
    // In a task of its own: react-query starts a query in the effect that subscribes to it, so the page's first
    // queries would otherwise build their requests (or read and check the inlined answers) inside React's commit of
    // the hydrated page, one long task that holds up the phone's first input (total blocking time).
    await nextTask();
    await options.whenRequestsMayStart?.();
    const generic = input as CallInput<EndpointName>;
    let route: RouteDefinition;
    try {
      route = await routeOf(name);
    } catch (cause) {
      throw codeDownloadFailed(name, cause);
    }
    const inlined = route.method === 'GET' ? options.inlinedAnswers?.take(callTarget(route, generic)) : undefined;
    if (inlined !== undefined) {
      return interpret(name, { response: new Response(null, { status: 200 }), text: JSON.stringify(inlined) });
    }
    const refreshesSettledAtSend = settledRefreshes;
    const first = await send(name, route, generic);
    if (first.response.status !== 401 || isAuthEndpoint(name)) return interpret(name, first);

    const refresh = await unlessAborted(refreshSession(refreshesSettledAtSend), input.signal, name);
    // docs/product.md#session-and-sign-in: on a refused refresh the caller sees the original 401, not the refresh's own error.
    if (refresh.kind === 'refused') return interpret(name, first);
    // A refresh that got no usable answer says nothing about the session: the caller sees a failure it may retry,
    // never the 401 that would mean logged out.
    if (refresh.kind === 'unreachable') throw unreachableRefreshError(name, refresh.error);
    // Retried once only: a second 401 is final, whatever the refresh said.
    return interpret(name, await send(name, route, generic));
  }

  return {
    call,
    setAuthLostHandler(handler) {
      onAuthLost = handler;
    },
  };
}
