import { describe, expect, it } from 'vitest'
import { todayInParis } from './dates'

describe('the school’s day', () => {
  it('is the day in Paris, not in UTC, in winter and in summer', () => {
    expect(todayInParis(new Date('2027-03-14T23:30:00Z'))).toBe('2027-03-15')
    expect(todayInParis(new Date('2027-07-01T21:59:00Z'))).toBe('2027-07-01')
    expect(todayInParis(new Date('2027-07-01T22:00:00Z'))).toBe('2027-07-02')
  })
})
