/**
 * The API's time. Everything that happens later (mails, reminders, held places, scheduled publishing) reads it from
 * here, never from `Date.now()` or SQL `now()`, so that tests move it instead of sleeping.
 */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }
