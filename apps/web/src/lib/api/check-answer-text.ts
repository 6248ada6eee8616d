import { anyEnvelopeSchema, type EndpointName, loadEndpoint } from '@casino/api-contract';
import type { $ZodError, $ZodType } from 'zod/v4/core';
import { parseListAnswer } from '../parse-list';
import type { AnswerCheck } from './answer-check-result';

/*
 * zod and the contract's schemas, loaded with the first answer instead of before the first render (docs/architecture.md#the-answer-check), in the
 * answer worker where the browser has workers (answer-checker.ts), so building and running them never holds the
 * page's thread. Each endpoint's own schemas load with the first answer of its area (the contract's `loadEndpoint`).
 */

/** Starts downloading the schemas of the area `name` belongs to, so they are in when its answer arrives. */
export function prepareSchemasOf(name: EndpointName): void {
  loadEndpoint(name).catch(() => undefined);
}

/** The first few problems of a rejected answer, as `data.path: message`, for the error text. */
function describeIssues(error: $ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${['data', ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
}

const readJson = (text: string): { readable: boolean; json?: unknown } => {
  if (text.trim() === '') return { readable: false };
  try {
    return { readable: true, json: JSON.parse(text) };
  } catch {
    return { readable: false };
  }
};

/**
 * What the body of an answer to `name` says (see AnswerCheck). `data` is checked against the endpoint's schema only
 * for a success status (`ok`) with a success envelope: list items one by one (parse-list). Rejects only when the
 * schema's code cannot be downloaded.
 */
export async function checkAnswerText(name: EndpointName, text: string, ok: boolean): Promise<AnswerCheck> {
  const { readable, json } = readJson(text);
  const envelope = readable ? anyEnvelopeSchema.safeParse(json) : undefined;
  if (envelope?.success && envelope.data.status === 'error') {
    return { kind: 'error', message: envelope.data.message, data: envelope.data.data };
  }
  if (!ok) return { kind: 'unchecked' };
  if (!envelope?.success) return { kind: 'not-envelope' };
  const { response } = await loadEndpoint(name);
  // Endpoints answering nothing may leave `data` out; their schema expects null.
  const data = envelope.data.data === undefined ? null : envelope.data.data;
  const parsed = parseListAnswer(response as $ZodType, data);
  return parsed.success
    ? { kind: 'valid', data: parsed.data, dropped: parsed.dropped }
    : { kind: 'invalid', issues: describeIssues(parsed.error) };
}
