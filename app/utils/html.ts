/** True when an html block says nothing a visitor could read (no text, only empty tags or spaces). */
export function isBlankHtml(html: string | undefined): boolean {
  return !html || !html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '')
}

/** The text of an html block, for places that take no markup (a summary, a description, an excerpt). */
export function plainText(html: string | undefined): string {
  return (
    (html ?? '')
      // A block ends a word; an inline tag (bold, link) does not.
      .replace(/<\/?(?:p|h[1-6]|li|ul|ol|div|br|blockquote)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, '\u00a0')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;/g, '’')
      // Runs of spaces become one; a non-breaking space (French typography) stays what it is.
      .replace(/[^\S\u00a0]+/g, ' ')
      .trim()
  )
}
