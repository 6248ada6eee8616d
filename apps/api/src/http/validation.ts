import { FIELD_LABELS, loadEnglishIssueMessages } from '@casino/api-contract';
import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest } from './http-error';

// The contract's schemas are zod/mini, which loads no locale: a 400 names what is wrong in zod's English words
// ("Unrecognized key", "expected number") only once they are loaded, and every request is read through this module.
loadEnglishIssueMessages();

/** Any zod schema: the contract's (zod/mini) and the API's own (classic zod) alike. */
export type AnySchema = z.core.$ZodType;

/** `first_name`, `currentPassword` → "first name", "current password": how a message writes a key in words. */
const inWords = (key: string) =>
  key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** True when the message names its field by key, in words (`First name is required`) or by its label. */
function namesField(message: string, key: string): boolean {
  const text = message.toLowerCase();
  const label = FIELD_LABELS[key];
  return text.includes(key.toLowerCase()) || text.includes(inWords(key)) || (!!label && message.startsWith(label));
}

/** The first issue, prefixed with its field unless the message already names it (`page must be 1 or more`). */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.map(String).join('.');
  const key = issue.path.map(String).at(-1);
  if (!field || !key || namesField(issue.message, key)) return issue.message;
  return `${field}: ${issue.message}`;
}

export async function readBody<S extends AnySchema>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) throw badRequest(describeIssue(parsed.error));
  return parsed.data;
}

/** Repeated keys keep their first value; `/games` filters are read separately with `decodeGameFilters`. */
export function readQuery<S extends AnySchema>(c: Context, schema: S): z.output<S> {
  const parsed = z.safeParse(schema, c.req.query());
  if (!parsed.success) throw badRequest(describeIssue(parsed.error));
  return parsed.data;
}

/** The path parameters of an endpoint, by its contract schema: bounded, so a 60,000-character alias is a 400. */
export function readParams<S extends AnySchema>(c: Context, schema: S): z.output<S> {
  const parsed = z.safeParse(schema, c.req.param());
  if (!parsed.success) throw badRequest(describeIssue(parsed.error));
  return parsed.data;
}
