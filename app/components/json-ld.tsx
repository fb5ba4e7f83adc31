/**
 * Structured data (schema.org) for search engines. `<` is escaped so that no text of the data can close the
 * script element.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
