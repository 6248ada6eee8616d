import { type EndpointName, type Endpoints, endpoints } from '@casino/api-contract';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import type { StoredAnswer } from '../services/cashier/idempotency';
import { ok, successBody } from './envelope';

/** What an endpoint may answer in `data`: whatever its response schema accepts, so the client's parse passes. */
export type AnswerData<N extends EndpointName> = z.input<Endpoints[N]['response']>;

/** An answer that breaks the contract: a bug of this server, found before a player's browser finds it (docs/architecture.md#the-path-of-a-request-through-the-api). */
export class ContractBreach extends Error {
  override name = 'ContractBreach';
}

/** Keys the schema would strip: fields the contract does not know, such as a column that leaked into an answer. */
function unknownKeys(sent: unknown, parsed: unknown, path: string[] = []): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, i) => unknownKeys(item, parsed[i], [...path, String(i)]));
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in parsed
      ? unknownKeys(value, parsed[key], [...path, key])
      : [`${[...path, key].join('.')}: not in the contract`],
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Throws a ContractBreach naming the endpoint and each issue's path unless `data` is what the endpoint promises. */
export function checkAnswer(name: EndpointName, data: unknown): void {
  const result = z.safeParse(endpoints[name].response, data);
  const problems = result.success
    ? unknownKeys(data, result.data)
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`);
  if (problems.length === 0) return;
  const { method, path } = endpoints[name];
  throw new ContractBreach(`The answer of ${name} (${method} ${path}) breaks the contract: ${problems.join('; ')}`);
}

/** Outside production (set by createApp from NODE_ENV): checking costs a parse per answer, a player needs none. */
const checking = (c: Context<AppEnv>) => c.get('checkAnswers') !== false;

/**
 * The success envelope of a contract endpoint: `data` typed by the endpoint's response schema, and checked against
 * it at run time in development and tests, where a wrong shape answers 500 instead of reaching a player.
 */
export function okFor<N extends EndpointName>(
  c: Context<AppEnv>,
  name: N,
  data: AnswerData<N>,
  status: ContentfulStatusCode = 200,
) {
  if (checking(c)) checkAnswer(name, data);
  return ok(c, data, status);
}

/**
 * The success envelope `okFor` would send, as a value, checked the same way: for answers a server writes into the
 * documents it serves (routes/document-answers.ts).
 */
export function bodyFor<N extends EndpointName>(c: Context<AppEnv>, name: N, data: AnswerData<N>) {
  if (checking(c)) checkAnswer(name, data);
  return successBody(data);
}

/** A money action's stored answer (services/cashier/idempotency.ts), its success checked like any other. */
export function okForStored<N extends EndpointName>(c: Context<AppEnv>, name: N, answer: StoredAnswer<AnswerData<N>>) {
  if (answer.body.status === 'success' && checking(c)) checkAnswer(name, answer.body.data);
  return c.json(answer.body, answer.status);
}
