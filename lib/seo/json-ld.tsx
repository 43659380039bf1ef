/** One JSON-LD node or a list of them (schema.org objects built with ./schema). */
type JsonLdData = Record<string, unknown> | readonly Record<string, unknown>[];

/**
 * JSON for an inline <script>: `<`, `>` and `&` become \u003c, \u003e and \u0026 so no string
 * in the data ("</script><script>...") can close the element or open a comment; U+2028/2029
 * are escaped too, older parsers treat them as line ends.
 */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Structured data for search engines, rendered in the server HTML. */
export function JsonLd({ data }: { data: JsonLdData }) {
  // The payload is escaped by serializeJsonLd, the only way content reaches this script.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
