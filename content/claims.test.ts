import { describe, expect, it } from 'vitest'
import { contentTexts, visibleText } from '../tests/support/content-texts'
import { requireOffer } from './catalogue'
import { capitalise, schoolClaims, sessionPlaces, specialistSession, surveyFigureLabels } from './claims'

const texts = contentTexts.map(({ where, text }) => ({ where, words: visibleText(text) }))

/**
 * One source per fact of the school: whatever text of the content or of the seed states a figure, where sessions
 * take place or the name of the 90 € session, states it as `content/claims.ts` does.
 */
describe('the school’s facts, said the same way everywhere', () => {
  it('types no survey figure in any text: the percentages are computed from the answers (decision 0040)', () => {
    for (const { where, words } of texts)
      for (const label of Object.values(surveyFigureLabels)) expect(words, where).not.toMatch(new RegExp(`\\d+ ?% ${label}`))
  })

  it('says where sessions take place in the words of content/claims.ts', () => {
    const places = Object.values(sessionPlaces)
    const statements = texts.flatMap(({ where, words }) =>
      words
        .split(/(?<=[.!?])\s/)
        .filter((sentence) => /séance/i.test(sentence) && /\bvisio\b|téléphone|à l’école|locaux/i.test(sentence))
        .map((sentence) => ({ where, sentence })),
    )
    expect(statements.length).toBeGreaterThan(3)
    for (const { where, sentence } of statements)
      expect(
        places.some((place) => sentence.toLowerCase().includes(place.toLowerCase())),
        `${where}: ${sentence}`,
      ).toBe(true)
    for (const path of ['/session-life-coaching', '/session-become-coach', '/session-business-coaching'])
      for (const format of requireOffer(path).formats ?? []) expect(places.map(capitalise)).toContain(format.channel)
  })

  it('names the 90 € session one way', () => {
    const session = requireOffer('/session-become-coach')
    expect([session.title, session.cardTitle]).toEqual([specialistSession.name, specialistSession.name])
    for (const { where, words } of texts) {
      expect(words, where).not.toMatch(/séance d’orientation/i)
      for (const match of words.matchAll(/séance pour les /gi))
        expect(words.slice(match.index), where).toMatch(/^séance pour les professionnels de la relation d’aide/i)
    }
  })

  it('gives the trainers’ experience of section 9 only', () => {
    const { lifeCoaching, businessCoaching } = schoolClaims.trainerExperience
    for (const { where, words } of texts)
      for (const match of words.matchAll(/plus de (\d+) ans/g)) expect([lifeCoaching, businessCoaching], where).toContain(Number(match[1]))
  })
})
