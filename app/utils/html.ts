/** True when an html block says nothing a visitor could read (no text, only empty tags or spaces). */
export function isBlankHtml(html: string | undefined): boolean {
  return !html || !html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '')
}

/** The words of an html block, each block (paragraph, heading, list item) ending with `blockEnd`. */
function wordsOf(html: string | undefined, blockEnd: string): string {
  return (
    (html ?? '')
      // A block ends a word; an inline tag (bold, link) does not.
      .replace(/<\/?(?:p|h[1-6]|li|ul|ol|div|br|blockquote)\b[^>]*>/gi, blockEnd)
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, '\u00a0')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;/g, '’')
  )
}

/** Runs of spaces become one; a non-breaking space (French typography) stays what it is. */
const oneSpace = (text: string) => text.replace(/[^\S\u00a0]+/g, ' ').trim()

/** The text of an html block, for places that take no markup (a summary, a description, an excerpt). */
export function plainText(html: string | undefined): string {
  return oneSpace(wordsOf(html, ' '))
}

/** The text of an html block as it reads, one line per paragraph, heading or list item (a diff of two versions). */
export function readableText(html: string | undefined): string {
  return wordsOf(html, '\n').split('\n').map(oneSpace).filter(Boolean).join('\n')
}
