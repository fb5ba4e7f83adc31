const NBSP = '\u00a0'

/**
 * The one French typography of the project, for texts typed with ordinary spaces (default texts, the catalogue,
 * the seed): a non-breaking space before « : ; ! ? » € % », after « «, inside times (20 h 40) and between a number
 * and « euros », so that a line never starts with a colon or a unit. Only the text between html tags changes,
 * never an attribute (a link's `mailto:…?subject=Bonjour !` keeps its spaces).
 */
export function frenchSpacing(text: string): string {
  return text
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<')
        ? part
        : part
            .replace(/ +(?=[:;!?»€%])/g, NBSP)
            .replace(/« +/g, `«${NBSP}`)
            .replace(/(\d) h (\d\d)/g, `$1${NBSP}h${NBSP}$2`)
            .replace(/(\d) h(?=[\s.,;:!?)]|$)/g, `$1${NBSP}h`)
            .replace(/(\d) (?=euros\b)/g, `$1${NBSP}`),
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
