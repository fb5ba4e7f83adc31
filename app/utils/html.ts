/** Tags, non-breaking spaces and spaces only: read from the start, it stops at the first word. */
const BLANK_HTML = /^(?:<[^>]*>|&nbsp;|\s)*$/

/** True when an html block says nothing a visitor could read (no text, only empty tags or spaces). */
export function isBlankHtml(html: string | undefined): boolean {
  return !html || BLANK_HTML.test(html)
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

/**
 * Runs of spaces become one; a non-breaking space (French typography) stays what it is. A single space between two
 * words is left as it is rather than replaced by itself: four times quicker over an article.
 */
const oneSpace = (text: string) => text.replace(/[^\S \u00a0][^\S\u00a0]*| [^\S\u00a0]+/g, ' ').trim()

/** The text of an html block, for places that take no markup (a summary, a description, an excerpt). */
export function plainText(html: string | undefined): string {
  return oneSpace(wordsOf(html, ' '))
}

/**
 * The plain text of the first html blocks, taken one by one until it is longer than `length`: what an excerpt of that
 * length reads, without reading a long article whole at each render (its description, its card in the list).
 */
export function leadText(blocks: string[], length: number): string {
  let text = ''
  for (const block of blocks) {
    if (text.length > length) break
    const words = plainText(block)
    if (words) text = text ? `${text} ${words}` : words
  }
  return text
}

/** The text of an html block as it reads, one line per paragraph, heading or list item (a diff of two versions). */
export function readableText(html: string | undefined): string {
  return wordsOf(html, '\n').split('\n').map(oneSpace).filter(Boolean).join('\n')
}
