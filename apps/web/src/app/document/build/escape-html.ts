/**
 * Text as HTML that reads back as that text, in an element's content or a double-quoted attribute: `&`, `<`, `>` and
 * `"` as character references, so no value can end the attribute or the element, or open a tag.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
