import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './http-error';

/** The first issue, prefixed with its field unless the message already names it (`page must be 1 or more`). */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.map(String).join('.');
  if (!field || issue.message.toLowerCase().includes(field.split('.').at(-1)?.toLowerCase() ?? '')) {
    return issue.message;
  }
  return `${field}: ${issue.message}`;
}

export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest(describeIssue(parsed.error));
  return parsed.data;
}

/** Repeated keys keep their first value; `/games` filters are read separately with `decodeGameFilters`. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw badRequest(describeIssue(parsed.error));
  return parsed.data;
}

/** A positive integer path parameter such as a favourite's game id. */
export function readIdParam(c: Context, name: string): number {
  const value = Number(c.req.param(name));
  if (!Number.isSafeInteger(value) || value < 1) throw badRequest(`${name} must be a positive whole number`);
  return value;
}
