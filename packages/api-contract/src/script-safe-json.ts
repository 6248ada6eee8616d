/**
 * JSON that is safe inside a `<script>` element (the data blocks servers write into documents): `<`, `>` and `&`
 * written as `\u` escapes, so no `</script>` or `<!--` in a value can end or change the element, and U+2028/U+2029
 * escaped for parsers that still treat them as line ends. `JSON.parse` reads it back as it was.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
