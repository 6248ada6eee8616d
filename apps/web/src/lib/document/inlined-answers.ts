import { INLINED_ANSWERS_ELEMENT_ID } from '@casino/api-contract/routes';

/**
 * The answers the server wrote into this document (`@casino/api-contract` inlined-answers.ts): call path and query →
 * the envelope that call would have answered. Anything but a JSON object reads as none: a static host's document, or
 * a block someone broke, just means the app asks the API.
 */
export function parseInlinedAnswers(text: string | null | undefined): Map<string, unknown> {
  if (!text) return new Map();
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return new Map();
    return new Map(Object.entries(parsed));
  } catch {
    return new Map();
  }
}

export type InlinedAnswerSource = {
  /** The answer inlined for this call, handed out once: a later call of the same path asks the API. */
  take(pathWithQuery: string): unknown;
};

/** Reads the document's block on the first call, so a test or a page without one costs nothing. */
export function documentInlinedAnswers(read: () => string | null | undefined): InlinedAnswerSource {
  let answers: Map<string, unknown> | undefined;
  return {
    take(pathWithQuery) {
      answers ??= parseInlinedAnswers(read());
      const answer = answers.get(pathWithQuery);
      answers.delete(pathWithQuery);
      return answer;
    },
  };
}

export const readInlinedAnswersBlock = (): string | null =>
  typeof document === 'undefined' ? null : (document.getElementById(INLINED_ANSWERS_ELEMENT_ID)?.textContent ?? null);
