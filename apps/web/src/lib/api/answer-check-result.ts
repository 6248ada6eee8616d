import type { DroppedItem } from '../parse-list';

/**
 * What the body of an API answer says, as plain data that can cross to and from a worker:
 * - `error`: an error envelope, whatever the HTTP status (docs/product.md#calls), with its message and data;
 * - `unchecked`: an HTTP failure without an error envelope (its body is not read further);
 * - `not-envelope`: a success status whose body is no JSON envelope;
 * - `valid`: `data` as its schema parsed it, with the list items dropped for not matching it (docs/architecture.md#the-answer-check);
 * - `invalid`: `data` does not match its schema; `issues` says where, for the error text.
 */
export type AnswerCheck =
  | { kind: 'error'; message: string | undefined; data: unknown }
  | { kind: 'unchecked' }
  | { kind: 'not-envelope' }
  | { kind: 'valid'; data: unknown; dropped: DroppedItem[] }
  | { kind: 'invalid'; issues: string };
