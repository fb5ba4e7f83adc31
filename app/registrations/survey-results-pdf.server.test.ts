import { describe, expect, it } from 'vitest'
import type { SurveyOfferResults } from '#contract/surveys'
import { pdfSentences, pdfText } from '../../tests/support/pdf-text'
import { buildSurveyResultsPdf } from './survey-results-pdf.server'

const spreads = (satisfaction: number[], objectives: number[], teaching: number[], recommendation: number[]) => ({
  satisfaction,
  objectives,
  teaching,
  recommendation,
})

const results: SurveyOfferResults = {
  typeId: 4,
  title: 'Formation au coaching de vie',
  sessions: [
    {
      registrationId: 7,
      eventDate: '2026-03-02',
      kind: 'hot',
      invited: 12,
      answers: 12,
      demo: 12,
      spreads: spreads([0, 0, 1, 5, 6], [0, 1, 2, 4, 5], [0, 0, 0, 6, 6], [1, 0, 1, 4, 6]),
    },
    {
      registrationId: 9,
      eventDate: '2026-05-11',
      kind: 'hot',
      invited: 5,
      answers: 2,
      demo: 0,
      spreads: spreads([0, 0, 0, 1, 1], [0, 0, 1, 1, 0], [0, 0, 0, 0, 2], [0, 0, 0, 2, 0]),
    },
    {
      registrationId: 7,
      eventDate: '2026-03-02',
      kind: 'cold',
      invited: 12,
      answers: 0,
      demo: 0,
      spreads: spreads([0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]),
    },
  ],
  answers: [],
}

describe('the survey results PDF', () => {
  it('prints per survey the counts, the spread of each score in figures and the averages per session', async () => {
    const pdf = await buildSurveyResultsPdf({ results })
    const text = pdfSentences(pdf)
    expect(text).toContain('RÉSULTATS DES QUESTIONNAIRES DE SATISFACTION')
    expect(text).toContain('Formation au coaching de vie')
    expect(text).toContain('Périmètre\u00a0: Toutes les sessions')
    expect(text).toContain('Questionnaires à chaud')
    expect(text).toContain('14\u00a0réponses (dont 12\u00a0réponses de démonstration)\u00a0; 17\u00a0questionnaires envoyés par e-mail.')
    expect(text).toContain('Les réponses de démonstration (données d’exemple) sont comptées et signalées comme telles.')
    expect(text).toContain('1 Pas du tout')
    // Satisfaction over both sessions: 1 three, 6 fours, 7 fives.
    expect(pdfText(pdf)).toMatch(
      /Satisfaction globale\n1\u00a0: 0 · 2\u00a0: 0 · 3\u00a0: 1 · 4\u00a0: 6 · 5\u00a0: 7 · moyenne\u00a0: 4,4/,
    )
    // The trend: each session's date, its answers and its averages.
    expect(text).toMatch(/02\/03\/2026\s*12 \/ 12 \(démonstration\)\s*4,4\s*4,1\s*4,5\s*4,2/)
    expect(text).toMatch(/11\/05\/2026\s*2 \/ 5\s*4,5\s*3,5\s*5,0\s*4,0/)
    // « À froid » sent, not answered yet: its counts and no chart.
    expect(text).toContain('Questionnaires à froid aucune réponse\u00a0; 12\u00a0questionnaires envoyés par e-mail.')
    expect(text.match(/Répartition des notes/g)).toHaveLength(1)
  })

  it('keeps to one session for the audit folder, and says when no survey was sent', async () => {
    const one = pdfSentences(await buildSurveyResultsPdf({ results, session: { id: 9, date: '2026-05-11' } }))
    expect(one).toContain('Périmètre\u00a0: Session du 11/05/2026')
    expect(one).toContain('2\u00a0réponses\u00a0; 5\u00a0questionnaires envoyés par e-mail.')
    expect(one).not.toContain('02/03/2026')
    expect(one).not.toContain('démonstration')
    expect(one).not.toContain('à froid')
    const none = pdfSentences(
      await buildSurveyResultsPdf({ results: { ...results, sessions: [] }, session: { id: 3, date: '2026-06-01' } }),
    )
    expect(none).toContain('Aucun questionnaire envoyé pour cette session.')
  })
})
