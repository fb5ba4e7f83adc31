import type { Clock } from '../../server/services/clock'

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
