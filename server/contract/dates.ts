/** The school's day, shared by the API and the site: the one time zone the school counts its sessions in. */
const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' })

/** Today in Paris, yyyy-mm-dd: a session of today is still to come until the end of the day. */
export function todayInParis(now = new Date()): string {
  return parisDay.format(now)
}

/**
 * The last day (yyyy-mm-dd) a client may cancel a session of `eventDate` themselves: `cancelDays` days before it,
 * and at the latest the day before (issue 28).
 */
export function lastCancelDay(eventDate: string, cancelDays: number): string {
  const [year, month, day] = eventDate.slice(0, 10).split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day - Math.max(cancelDays, 1))).toISOString().slice(0, 10)
}

const parisClock = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Paris',
})

/** An instant's day, month, hour and minute in Paris, as French writes them (« 3 », « mars », « 9 », « 00 »). */
export function parisClockParts(at: Date): { day: string; month: string; hour: number; minute: string } {
  const of = Object.fromEntries(parisClock.formatToParts(at).map((part) => [part.type, part.value]))
  return { day: of.day, month: of.month, hour: Number(of.hour), minute: of.minute }
}

/** « à 10 h 42 » in Paris time, or « le 25 novembre à 10 h 42 » when that is not the day of `now`. */
export function parisMoment(at: Date, now = new Date()): string {
  const { day, month, hour, minute } = parisClockParts(at)
  const time = `à ${hour}\u00a0h\u00a0${minute}`
  return todayInParis(at) === todayInParis(now) ? time : `le ${day} ${month} ${time}`
}

/** « 3 mars à 9 h », « 1er avril à 9 h 30 »: an instant (ISO) in Paris as a schedule says it. */
export function scheduleMoment(iso: string): string {
  const { day, month, hour, minute } = parisClockParts(new Date(iso))
  return `${day === '1' ? '1er' : day} ${month} à ${hour}\u00a0h${minute === '00' ? '' : `\u00a0${minute}`}`
}
