import type { EndpointName } from '@casino/api-contract';
import type { TOptions } from 'i18next';
import { i18n } from '../i18n';
import { enErrors } from '../i18n/en-errors';
import { matchServerMessage } from '../i18n/server-messages';

/**
 * Why a call failed, so callers and the retry policy can tell them apart (docs/product.md#calls):
 * - `http`: a non-2xx answer without a readable error envelope (a proxy page, an empty 502).
 * - `envelope`: the API answered `status: "error"`; `message` is the server's, verbatim.
 * - `network`: no answer at all (offline, DNS, connection reset).
 * - `timeout`: no answer within the request timeout (docs/product.md#request-timing).
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

/**
 * English messages for failures where the server gave none, kept on the error for logs; a player reads them in their
 * language through `errorMessage`.
 */
export const API_ERROR_MESSAGES = {
  network: enErrors.transport.network,
  timeout: enErrors.transport.timeout,
  aborted: enErrors.transport.aborted,
  malformed: enErrors.transport.malformed,
  http: (status: number) => enErrors.transport.http.replace('{{status}}', String(status)),
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

/** The key is chosen at run time, which the typed `t` cannot check against its values. */
const translate = (key: string, options: TOptions): string =>
  (i18n.t as unknown as (key: string, options: TOptions) => string).call(i18n, key, options);

/**
 * A message of the reference API in the active language when the catalogue knows it (the API writes English), else
 * as the server wrote it.
 */
export function serverMessageText(message: string): string {
  const match = matchServerMessage(message);
  if (!match) return message.trim();
  const { reason, ...values } = match.values;
  // A card decline carries the issuer's reason, itself one of the known texts.
  const options: TOptions = reason === undefined ? values : { ...values, reason: serverMessageText(reason) };
  return translate(`errors.server.${match.key}`, options);
}

/** What a player reads for a failed call: the server's reason, or what went wrong on the way, in their language. */
function apiErrorText(error: ApiError): string {
  if (error.kind !== 'envelope') return i18n.t(`errors.transport.${error.kind}`, { status: error.status });
  // An error envelope without a message carries the client's own fallback text (client.ts).
  if (error.message === API_ERROR_MESSAGES.http(error.status)) {
    return i18n.t('errors.transport.http', { status: error.status });
  }
  if (error.message === API_ERROR_MESSAGES.malformed) return i18n.t('errors.transport.malformed');
  return serverMessageText(error.message);
}

/** A text fit to show a player for anything a `catch` receives; `fallback` when the value carries none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return apiErrorText(error).trim() || fallback;
  if (error instanceof Error) return error.message.trim() || fallback;
  if (typeof error === 'string') return error.trim() || fallback;
  return fallback;
}
