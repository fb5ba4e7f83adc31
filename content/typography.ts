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

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: NBSP, '#39': "'" }

/**
 * Where a text breaks the French spacing of « ? ! : ; » and of the quotation marks: an ordinary space, or no
 * space, where a non-breaking one (U+00A0 or the narrow U+202F) belongs. Only what people read counts: html
 * tags and their attributes are left out, and so are addresses (`https://…`, `mailto:…?subject=…`), times
 * (`10:30`) and repeated marks (`?!`). Answers an excerpt around each mistake (for the message of a test).
 */
export function punctuationMistakes(text: string): string[] {
  const visible = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => entities[name])
    .replace(/\b(?:https?|mailto|tel):[^\s<>"]*/g, ' ')
    .replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, ' ')
  const mistakes = [
    // A space that may break before the mark.
    / [?!:;»]/g,
    // No space at all before the mark: a word then the mark, then a space or the end (not 10:30, not ?!).
    /[^\s\u00a0\u202f?!]([?!;]|:(?!\d))(?=\s|$)/g,
    /[^\s\u00a0\u202f]»/g,
    // After the opening mark.
    /« |«[^\s\u00a0\u202f]/g,
  ].flatMap((pattern) => [...visible.matchAll(pattern)].map((match) => match.index))
  return mistakes.sort((a, b) => a - b).map((index) => visible.slice(Math.max(0, index - 16), index + 16))
}
