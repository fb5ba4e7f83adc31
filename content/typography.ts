const NBSP = '\u00a0'

/**
 * French typography for texts typed with ordinary spaces: a non-breaking space before « : ; ! ? » € % » and
 * after « (so that a line never starts with a colon or a euro sign). Only spaces outside html tags change.
 */
export function frenchSpacing(text: string): string {
  return text
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<') ? part : part.replace(/ +(?=[:;!?»€%])/g, NBSP).replace(/« +/g, `«${NBSP}`),
    )
    .join('')
}

/** `frenchSpacing` over every text of a block map. */
export function frenchTexts<T extends Record<string, string>>(texts: T): T {
  return Object.fromEntries(Object.entries(texts).map(([id, html]) => [id, frenchSpacing(html)])) as T
}

/** Where an ordinary space stands where French typography wants a non-breaking one (for tests of the texts). */
export function spacingMistakes(text: string): string[] {
  const visible = text.replace(/<[^>]*>/g, ' ')
  return [...visible.matchAll(/ (?=[:;!?»€%])|« /g)].map((match) => visible.slice(Math.max(0, match.index - 12), match.index + 14))
}
