import { todayInParis } from '../../server/contract/dates'
import type { Clock } from '../../server/services/clock'

export const DAY = 24 * 3600_000

/** The day `days` after today in Paris, as `YYYY-MM-DD` (the database stamps links with its real time: a test clock starts from it). */
export const dayFromToday = (days: number) => todayInParis(new Date(Date.now() + days * DAY))

/** The day `days` after `date` (`YYYY-MM-DD`), before it when negative. */
export const shiftDay = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10)

/** A clock the test moves: the API's due work (mails, reminders, held places) sees the time it is set to. */
export interface TestClock extends Clock {
  set(at: Date | string): void
  advance(ms: number): void
}

export function testClock(start: Date | string = new Date()): TestClock {
  let at = new Date(start).getTime()
  return {
    now: () => new Date(at),
    set(value) {
      at = new Date(value).getTime()
    },
    advance(ms) {
      at += ms
    },
  }
}
