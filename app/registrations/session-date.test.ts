import { describe, expect, it } from 'vitest'
import { dateTextDisagreement, longDate, shownDateText } from './session-date'

describe('the date of a session and its « Date » text', () => {
  it('writes event_date as a French long date', () => {
    expect(longDate('2027-01-04')).toBe('lundi 4 janvier 2027')
    expect(longDate('2027-03-01')).toBe('lundi 1er mars 2027')
  })

  it.each([
    ['2027-01-04', 'lundi 4 janvier 2027, 10 h – 17 h'],
    ['2027-03-13', 'samedi 13 et dimanche 14 mars 2027, 10 h – 19 h'],
    ['2027-04-30', 'du vendredi 30 avril au dimanche 2 mai 2027'],
    ['2027-03-01', 'lundi 1er mars 2027'],
    ['2027-01-04', 'De 19 h à 20 h 30, le 4 janvier'],
    ['2027-01-04', '04/01/2027, en ligne'],
    ['2027-01-04', 'En soirée, horaires à venir'],
    ['2027-01-04', ''],
  ])('reads %s and « %s » as the same day (or no day)', (eventDate, text) => {
    expect(dateTextDisagreement(eventDate, text)).toBeNull()
    expect(shownDateText(eventDate, text)).toBe(text || null)
  })

  it.each([
    ['2027-01-04', 'dimanche 3 janvier 2027, 10 h – 17 h', 'dimanche 3 janvier 2027'],
    ['2027-01-04', 'dimanche 4 janvier 2027', 'dimanche 4 janvier 2027'],
    ['2027-01-04', 'Le 4 février', '4 février'],
    ['2027-01-04', '03/01/2027', '03/01/2027'],
    ['2027-01-04', 'lundi 4 janvier 2028', 'lundi 4 janvier 2028'],
  ])('tells %s from « %s »: the words that disagree', (eventDate, text, words) => {
    expect(dateTextDisagreement(eventDate, text)).toBe(words)
    expect(shownDateText(eventDate, text)).toBe('lundi 4 janvier 2027')
  })
})
