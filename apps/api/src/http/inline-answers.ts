import { INLINED_ANSWERS_ELEMENT_ID, type InlinedAnswers, scriptSafeJson } from '@casino/api-contract';

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
