/**
 * French typography for the default texts, applied once so that the sources stay readable: a non-breaking
 * space before « : ; ! ? % € » and the closing guillemet, and after the opening one. Only the text between
 * tags changes, never an attribute (a link's address keeps its colon).
 */
export function typeset<T extends Record<string, string>>(texts: T): T {
  return Object.fromEntries(Object.entries(texts).map(([id, html]) => [id, typesetHtml(html)])) as T
}

export function typesetHtml(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/ ([:;!?%€»])/g, '\u00a0$1').replace(/« /g, '«\u00a0')))
    .join('')
}
