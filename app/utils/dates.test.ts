import { describe, expect, it } from 'vitest'
import { parisMoment } from './dates'

describe('parisMoment', () => {
  it('says an instant as a schedule does, in Paris time, summer and winter, minutes only when there are some', () => {
    expect(parisMoment('2031-03-03T08:00:00.000Z')).toBe('3 mars à 9\u00a0h')
    expect(parisMoment('2031-07-14T07:30:00.000Z')).toBe('14 juillet à 9\u00a0h\u00a030')
    expect(parisMoment('2031-12-31T23:05:00.000Z')).toBe('1er janvier à 0\u00a0h\u00a005')
  })
})
