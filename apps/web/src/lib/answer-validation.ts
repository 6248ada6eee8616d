import { anyEnvelopeSchema, type EndpointName, loadEndpoint } from '@casino/api-contract';
import { type ListParse, parseListAnswer } from './parse-list';
import type { z } from './zod';

/*
 * zod and the envelope's schema, loaded with the first answer instead of before the first render (issue 19): the API
 * client imports this module when it sends its first request, so the download runs alongside the request. Each
 * endpoint's own schemas load with the first answer of its area (the contract's `loadEndpoint`).
 */

/** Loose first pass on any answer: tells success from error before `data` is parsed with its endpoint's schema. */
export const parseEnvelope = (json: unknown) => anyEnvelopeSchema.safeParse(json);

/** Starts downloading the schemas of the area `name` belongs to, so they are in when its answer arrives. */
export function prepareSchemasOf(name: EndpointName): void {
  loadEndpoint(name).catch(() => undefined);
}

/**
 * `data` of a success answer, parsed with its endpoint's schema (list items one by one, see parse-list). Rejects only
 * when the schema's code cannot be downloaded.
 */
export async function parseAnswerData(name: EndpointName, data: unknown): Promise<ListParse<unknown>> {
  const { response } = await loadEndpoint(name);
  return parseListAnswer(response as z.ZodType, data);
}

/** The first few problems of a rejected answer, as `data.path: message`, for the error text. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${['data', ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
}
