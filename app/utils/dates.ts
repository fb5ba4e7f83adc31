const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** `yyyy-mm-dd` as French readers write it: « 12 mai 2025 ». An unreadable date is shown as it came. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? isoDate : longDate.format(date)
}

/** The html blocks of a news item or an article in reading order: the main one first, then by name (1, 2, 10…). */
export function orderedBlocks(texts: Record<string, string>, main: string): string[] {
  return Object.entries(texts)
    .sort(([a], [b]) => (a === main ? -1 : b === main ? 1 : a.localeCompare(b, 'fr', { numeric: true })))
    .map(([, html]) => html)
}

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' })

/** An instant as French readers say it, in the school's time zone: « samedi 4 octobre 2031 à 10:00 ». */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso))
}

const momentParts = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Paris',
})

/** An instant's day, month, hour and minute in Paris, as French writes them (« 3 », « mars », « 9 », « 00 »). */
export function parisMomentParts(iso: string): { day: string; month: string; hour: number; minute: string } {
  const of = Object.fromEntries(momentParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]))
  return { day: of.day, month: of.month, hour: Number(of.hour), minute: of.minute }
}

/** « 3 mars à 9 h », « 1er avril à 9 h 30 »: an instant in Paris as a schedule says it. */
export function parisMoment(iso: string): string {
  const { day, month, hour, minute } = parisMomentParts(iso)
  return `${day === '1' ? '1er' : day} ${month} à ${hour}\u00a0h${minute === '00' ? '' : `\u00a0${minute}`}`
}
