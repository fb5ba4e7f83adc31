/**
 * iCalendar files (RFC 5545) for the registrations a client confirmed: written here rather than with a library
 * because one VEVENT is all we need. Times are given in UTC, so that no VTIMEZONE block is needed and every
 * calendar shows the right local hour.
 */

export interface ClockTime {
  hour: number
  minute: number
}

export interface CalendarEvent {
  /** Stable across downloads, so that a calendar updates the event instead of adding it twice. */
  uid: string
  summary: string
  description?: string
  location?: string
  url?: string
  /** First day, yyyy-mm-dd. */
  date: string
  /** Wall-clock times in `timeZone`; without them the event is all-day. */
  start?: ClockTime
  end?: ClockTime
  /** Number of consecutive days (default 1). */
  days?: number
  timeZone?: string
  lastModified?: Date
}

const PRODUCT_ID = '-//Ecole Sens et Parole//Inscriptions//FR'

/** One VCALENDAR holding the events, lines folded and ended by CRLF. */
export function icsCalendar(events: CalendarEvent[], now = new Date()): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']
  for (const event of events) lines.push(...eventLines(event, now))
  lines.push('END:VCALENDAR')
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  const days = Math.max(1, Math.floor(event.days ?? 1))
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${utcStamp(now)}`]
  if (event.start) {
    const timeZone = event.timeZone ?? 'Europe/Paris'
    const start = zonedToUtc(event.date, event.start, timeZone)
    // Without an end, an hour; an end before the start (past midnight) belongs to the next day.
    let end = event.end ? zonedToUtc(event.date, event.end, timeZone) : new Date(start.getTime() + 3600_000)
    if (end <= start) end = new Date(end.getTime() + 24 * 3600_000)
    lines.push(`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end)}`)
    if (days > 1) lines.push(`RRULE:FREQ=DAILY;COUNT=${days}`)
  } else {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(event.date)}`, `DTEND;VALUE=DATE:${compactDate(addDays(event.date, days))}`)
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`)
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  if (event.url) lines.push(`URL:${event.url}`)
  if (event.lastModified) lines.push(`LAST-MODIFIED:${utcStamp(event.lastModified)}`)
  lines.push('STATUS:CONFIRMED', 'TRANSP:OPAQUE', 'END:VEVENT')
  return lines
}

/** TEXT values (RFC 5545, 3.3.11): backslash, semicolon, comma and line breaks are escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** Lines longer than 75 octets continue on lines starting with a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    const limit = parts.length ? 74 : 75
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/**
 * The first time range written in French in a text, e.g. « 9 h 30 – 17 h », « 9h30-17h », « de 19 h à 20 h 30 ».
 */
export function parseTimeRange(text: string | undefined): { start: ClockTime; end: ClockTime } | null {
  const match = text?.match(/(\d{1,2})\s*h\s*(\d{2})?\s*(?:–|—|-|à)\s*(\d{1,2})\s*h\s*(\d{2})?/i)
  if (!match) return null
  const start = { hour: Number(match[1]), minute: Number(match[2] ?? 0) }
  const end = { hour: Number(match[3]), minute: Number(match[4] ?? 0) }
  const valid = (time: ClockTime) => time.hour < 24 && time.minute < 60
  return valid(start) && valid(end) ? { start, end } : null
}

/** Consecutive days from a French duration: « 2 jours » is 2, « 18 jours non consécutifs » is 1 (one date). */
export function consecutiveDays(text: string | undefined): number {
  const match = text?.match(/(\d+)\s*jours?\b(?!\s+non\b)/i)
  return match ? Math.max(1, Number(match[1])) : 1
}

/** The UTC instant of a wall-clock time in a time zone (daylight saving time included). */
export function zonedToUtc(date: string, time: ClockTime, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number)
  const wall = Date.UTC(year, month - 1, day, time.hour, time.minute)
  // The offset at the guessed instant, then checked again at the corrected one (around a DST change).
  let utc = wall - offsetOf(new Date(wall), timeZone)
  utc = wall - offsetOf(new Date(utc), timeZone)
  return new Date(utc)
}

function offsetOf(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000
}

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

const compactDate = (date: string) => date.replace(/-/g, '')

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}
