import { anyEnvelopeSchema, type EndpointName, endpoints } from '@casino/api-contract';
import { type ListParse, parseListAnswer } from './parse-list';
import type { z } from './zod';

/*
 * The contract's schemas and zod, loaded with the first answer instead of before the first render (issue 19): the API
 * client imports this module when it sends its first request, so the download runs alongside the request.
 */

/** Loose first pass on any answer: tells success from error before `data` is parsed with its endpoint's schema. */
export const parseEnvelope = (json: unknown) => anyEnvelopeSchema.safeParse(json);

/** `data` of a success answer, parsed with its endpoint's schema (list items one by one, see parse-list). */
export const parseAnswerData = (name: EndpointName, data: unknown): ListParse<unknown> =>
  parseListAnswer(endpoints[name].response as z.ZodType, data);

/** The first few problems of a rejected answer, as `data.path: message`, for the error text. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${['data', ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
}
