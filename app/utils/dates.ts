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
