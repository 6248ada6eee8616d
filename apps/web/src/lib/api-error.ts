import type { EndpointName } from '@casino/api-contract';

/**
 * Why a call failed, so callers and the retry policy can tell them apart (spec §7 "Handling of answers"):
 * - `http`: a non-2xx answer without a readable error envelope (a proxy page, an empty 502).
 * - `envelope`: the API answered `status: "error"`; `message` is the server's, verbatim.
 * - `network`: no answer at all (offline, DNS, connection reset).
 * - `timeout`: no answer within the request timeout (spec §9).
 * - `malformed`: a success answer this app cannot read (not JSON, not an envelope, data of the wrong shape).
 * - `aborted`: the caller cancelled the request (a closed page, a newer search).
 */
export type ApiErrorKind = 'http' | 'envelope' | 'network' | 'timeout' | 'malformed' | 'aborted';

export type ApiErrorInit = {
  kind: ApiErrorKind;
  /** HTTP status; 0 when no answer arrived (network, timeout, aborted). */
  status: number;
  message: string;
  endpoint?: EndpointName;
  cause?: unknown;
  /** The error envelope's `data`: machine-readable details such as a refusal code; undefined when absent. */
  data?: unknown;
};

/** Plain-English messages for failures where the server gave none. */
export const API_ERROR_MESSAGES = {
  network: 'The server could not be reached. Check your connection and try again.',
  timeout: 'The request timed out.',
  aborted: 'The request was cancelled.',
  malformed: 'The server sent an answer this app cannot read.',
  http: (status: number) => `The server answered with an error (HTTP ${status}).`,
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly endpoint: EndpointName | undefined;
  readonly data: unknown;

  constructor({ kind, status, message, endpoint, cause, data }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.kind = kind;
    this.status = status;
    this.endpoint = endpoint;
    this.data = data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A text fit to show a player for anything a `catch` receives; `fallback` when the value carries none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error) return error.message.trim() || fallback;
  if (typeof error === 'string') return error.trim() || fallback;
  return fallback;
}
