import { INLINED_ANSWERS_ELEMENT_ID, type InlinedAnswers } from '@casino/api-contract';

/**
 * JSON that is safe inside a `<script>` element: `<` written as `\u003c` so no `</script>` or `<!--` in a value can
 * end or change the element, and U+2028/U+2029 escaped for parsers that still treat them as line ends.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The document with the answers' data block placed before its first script, so the boot script (the head's first
 * script) already finds it; before `</head>` in a document without scripts. A document with neither is returned as
 * it is: a page that is no HTML document has nothing to gain.
 */
export function inlineAnswers(html: string, answers: InlinedAnswers): string {
  const block = `<script type="application/json" id="${INLINED_ANSWERS_ELEMENT_ID}">${scriptSafeJson(answers)}</script>`;
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd < 0) return html;
  const firstScript = html.slice(0, headEnd).search(/<script[\s>]/i);
  const at = firstScript >= 0 ? firstScript : headEnd;
  return `${html.slice(0, at)}${block}\n    ${html.slice(at)}`;
}
