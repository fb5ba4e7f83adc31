import { describe, expect, it } from 'vitest'
import { consecutiveDays, escapeText, foldLine, icsCalendar, parseTimeRange } from './ics'

const now = new Date('2026-01-05T10:20:30.456Z')
const unfold = (ics: string) => ics.replace(/\r\n /g, '')
const linesOf = (ics: string) => unfold(ics).split('\r\n')

describe('icsCalendar', () => {
  it('writes a timed event in UTC from Paris wall-clock times, winter and summer', () => {
    const ics = icsCalendar(
      [
        {
          uid: 'registration-1@site.test',
          summary: 'Stage',
          date: '2027-03-13',
          start: { hour: 9, minute: 30 },
          end: { hour: 17, minute: 0 },
        },
        {
          uid: 'registration-2@site.test',
          summary: 'Stage',
          date: '2027-06-12',
          start: { hour: 9, minute: 30 },
          end: { hour: 17, minute: 0 },
        },
      ],
      now,
    )
    const lines = linesOf(ics)
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Ecole Sens et Parole//Inscriptions//FR',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ])
    expect(lines.filter((line) => line.startsWith('DTSTART'))).toEqual(['DTSTART:20270313T083000Z', 'DTSTART:20270612T073000Z'])
    expect(lines.filter((line) => line.startsWith('DTEND'))).toEqual(['DTEND:20270313T160000Z', 'DTEND:20270612T150000Z'])
    expect(lines).toContain('DTSTAMP:20260105T102030Z')
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2)
    expect(lines.at(-2)).toBe('END:VCALENDAR')
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('writes an all-day event over consecutive days, and a daily rule for a timed one', () => {
    const allDay = linesOf(icsCalendar([{ uid: 'a', summary: 'Voyage', date: '2027-12-30', days: 3 }], now))
    expect(allDay).toContain('DTSTART;VALUE=DATE:20271230')
    expect(allDay).toContain('DTEND;VALUE=DATE:20280102')
    const timed = linesOf(
      icsCalendar(
        [{ uid: 'b', summary: 'Bien manger', date: '2027-05-08', start: { hour: 9, minute: 0 }, end: { hour: 17, minute: 0 }, days: 2 }],
        now,
      ),
    )
    expect(timed).toContain('RRULE:FREQ=DAILY;COUNT=2')
  })

  it('escapes texts and folds long lines without cutting a character', () => {
    const description = `Lieu : salle « Tilleul », 12 rue des Tilleuls; étage 1\\2\n${'é'.repeat(80)}`
    const ics = icsCalendar([{ uid: 'c', summary: 'Méditation, pleine conscience', description, date: '2027-01-09' }], now)
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(Buffer.from(ics, 'utf8').toString('utf8')).toBe(ics)
    const lines = linesOf(ics)
    expect(lines).toContain('SUMMARY:Méditation\\, pleine conscience')
    expect(lines).toContain(`DESCRIPTION:Lieu : salle « Tilleul »\\, 12 rue des Tilleuls\\; étage 1\\\\2\\n${'é'.repeat(80)}`)
  })
})

describe('pieces', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('folds at 75 octets with continuation lines starting with a space', () => {
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(200)}`)
    const lines = folded.split('\r\n')
    expect(lines[0]).toHaveLength(75)
    expect(lines.slice(1).every((line) => line.startsWith(' ') && line.length <= 75)).toBe(true)
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'x'.repeat(200)}`)
  })

  it.each([
    ['9 h 30 – 17 h', [9, 30, 17, 0]],
    ['samedi 14 mars 2027, 9h30-17h', [9, 30, 17, 0]],
    ['de 19 h à 20 h 30', [19, 0, 20, 30]],
  ])('reads the time range of « %s »', (text, [h1, m1, h2, m2]) => {
    expect(parseTimeRange(text)).toEqual({ start: { hour: h1, minute: m1 }, end: { hour: h2, minute: m2 } })
  })

  it('finds no time range where there is none', () => {
    expect(parseTimeRange('samedi 14 mars 2027')).toBeNull()
    expect(parseTimeRange(undefined)).toBeNull()
  })

  it('reads consecutive days from a French duration', () => {
    expect(consecutiveDays('2 jours')).toBe(2)
    expect(consecutiveDays('3 jours consécutifs')).toBe(3)
    expect(consecutiveDays('18 jours non consécutifs')).toBe(1)
    expect(consecutiveDays('Une demi-journée')).toBe(1)
  })
})
