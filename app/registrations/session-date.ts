/**
 * A session has two dates: `event_date`, which orders and dates it everywhere, and the free text of its « Date »
 * field (« dimanche 3 janvier 2027, 10 h – 17 h », « du vendredi 30 avril au dimanche 2 mai 2027 »), which adds
 * hours and ranges. When an edit moves one and not the other, the text's first day is read back and compared: the
 * back-office refuses the save and flags older sessions, the public pages show the date of `event_date` instead.
 */

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']

const MONTH = /(?<![\p{L}])(janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre)(?![\p{L}])/iu
/** A day of the month, with the weekday before it; not an hour (« 10 h », « 19 h 30 »). */
const DAY = /(?:(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+)?(?<![\d/])(?<!\bh\s?)(1er|[0-3]?\d)(?!\s*h\b)(?![\d/])/iu
const NUMERIC = /(?<!\d)(\d{1,2})\/(\d{1,2})\/(\d{4})(?!\d)/
const YEAR = /(?<!\d)(\d{4})(?!\d)/

const monthIndex = (name: string) =>
  MONTHS.findIndex((month) => month.normalize('NFD').replace(/\p{M}/gu, '') === name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''))

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.toISOString().slice(0, 10) : null
}

/** « lundi 4 janvier 2027 » (« 1er » for the first day of a month). */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number)
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
  return `${weekday} ${day === 1 ? '1er' : day} ${MONTHS[month - 1]} ${year}`
}

/** The first day a free text names, as written, with its weekday when one precedes it; null when it names none. */
function firstDateIn(text: string, fallbackYear: number): { iso: string | null; weekday: string | null; words: string } | null {
  const numeric = NUMERIC.exec(text)
  const month = MONTH.exec(text)
  if (numeric && (!month || numeric.index < month.index)) {
    return { iso: isoOf(Number(numeric[3]), Number(numeric[2]), Number(numeric[1])), weekday: null, words: numeric[0] }
  }
  if (!month) return null
  const day = DAY.exec(text.slice(0, month.index))
  if (!day) return null
  const rest = text.slice(month.index + month[0].length)
  const year = /^[\s,]*(\d{4})/.exec(rest) ?? YEAR.exec(rest)
  const end = year ? month.index + month[0].length + year.index + year[0].length : month.index + month[0].length
  const dayNumber = day[2].toLowerCase() === '1er' ? 1 : Number(day[2])
  return {
    iso: isoOf(year ? Number(year[1]) : fallbackYear, monthIndex(month[1]) + 1, dayNumber),
    weekday: day[1]?.toLowerCase() ?? null,
    words: text.slice(day.index, end).trim(),
  }
}

/**
 * The words of the « Date » text that name another day than `eventDate` (« dimanche 3 janvier 2027 »), or a
 * weekday that is not that day's; null when they agree or when the text names no day.
 */
export function dateTextDisagreement(eventDate: string, text: string | null | undefined): string | null {
  if (!text?.trim()) return null
  const iso = eventDate.slice(0, 10)
  const named = firstDateIn(text, Number(iso.slice(0, 4)))
  if (!named) return null
  const weekday = longDate(iso).split(' ')[0]
  return named.iso !== iso || (named.weekday !== null && named.weekday !== weekday) ? named.words : null
}

/** The « Date » text of a session as public pages show it: the text, or the date of `event_date` when they disagree. */
export function shownDateText(eventDate: string, text: string | null | undefined): string | null {
  const trimmed = text?.trim()
  if (!trimmed) return null
  return dateTextDisagreement(eventDate, trimmed) ? longDate(eventDate) : trimmed
}

/** What staff read when the two disagree. */
export const disagreementMessage = (eventDate: string, words: string) =>
  `Le champ «\u00a0Date\u00a0» indique «\u00a0${words}\u00a0», mais la session est datée du ${longDate(eventDate)}\u00a0: corrigez l’un ou l’autre.`

/** « 09:30 » as French readers write it: « 9 h 30 », « 17 h ». */
export const clockTime = (time: string) =>
  time
    .replace(/^0/, '')
    .replace(':', '\u00a0h\u00a0')
    .replace(/\u00a0h\u00a000$/, '\u00a0h')

/** Hours as French readers write them: « 3,5 h ». */
export const hoursText = (hours: number) => `${String(hours).replace('.', ',')}\u00a0h`
