const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON text safe inside an HTML `<script>` element (JSON-LD): `<`, `>` and `&` written as JSON
 * escapes, so no value can close the element (`</script>`) or open a comment, and U+2028/U+2029 too,
 * which older JavaScript parsers take for line ends. The text parses back to the same value.
 */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => unsafe[c] ?? c);
}
