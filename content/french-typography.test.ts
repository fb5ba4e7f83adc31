import { describe, expect, it } from 'vitest'
import { contentTexts } from '../tests/support/content-texts'
import { punctuationMistakes } from './typography'

describe('French typography of every text of the content and of the seed', () => {
  it('has a non-breaking space before ? ! : ; and inside « »', () => {
    const mistakes = contentTexts.flatMap(({ where, text }) =>
      punctuationMistakes(text).map((excerpt) => `${where}: ${JSON.stringify(excerpt)}`),
    )
    expect(mistakes).toEqual([])
  })

  it('reads every kind of text (a scan of nothing would pass)', () => {
    for (const kind of ['defaultTexts', 'offerEntries', 'claims', 'seed blog', 'seed news', 'seed registrations'])
      expect(
        contentTexts.some((text) => text.where.startsWith(kind)),
        kind,
      ).toBe(true)
  })
})
