import { describe, expect, it } from 'vitest'
import { scheduleMoment, todayInParis } from './dates'

describe('the school’s day', () => {
  it('is the day in Paris, not in UTC, in winter and in summer', () => {
    expect(todayInParis(new Date('2027-03-14T23:30:00Z'))).toBe('2027-03-15')
    expect(todayInParis(new Date('2027-07-01T21:59:00Z'))).toBe('2027-07-01')
    expect(todayInParis(new Date('2027-07-01T22:00:00Z'))).toBe('2027-07-02')
  })
})

describe('scheduleMoment', () => {
  it('says an instant as a schedule does, in Paris time, summer and winter, minutes only when there are some', () => {
    expect(scheduleMoment('2031-03-03T08:00:00.000Z')).toBe('3 mars à 9\u00a0h')
    expect(scheduleMoment('2031-07-14T07:30:00.000Z')).toBe('14 juillet à 9\u00a0h\u00a030')
    expect(scheduleMoment('2031-12-31T23:05:00.000Z')).toBe('1er janvier à 0\u00a0h\u00a005')
  })
})
