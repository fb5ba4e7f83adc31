import { site } from '#content/site'
import { scoreLabels, scoreShortNames, type SurveyOfferResults, surveyScores } from '#contract/surveys'
import { frenchCount } from '~/components/admin/list-query'
import { averageOf, formatAverage, SCORE_COLOURS, type Spreads } from '~/components/admin/survey-charts'
import { colours, MARGIN, openPdf, room, tableRows, toWinAnsi, writeFooters } from '~/offers/pdf.server'
import { formatDate } from './registrations'
import { labelled, pageHeader } from './session-documents.server'
import { type SurveyOfKind, surveysByKind } from './survey-results'

/**
 * An offer's survey results as a PDF (issue 31 point 4, decision 0040): per survey (« à chaud », « à froid »), its
 * counts, the spread of each score as horizontal stacked bars with their figures written beside them (read without
 * colour, and by text extraction), and each score's average per session as a table. The staff's download
 * (`/admin/surveys/{id}.pdf`) and, for one session, the audit folder's `4-satisfaction/resultats.pdf`.
 */

export interface SurveyResultsPdfInput {
  results: SurveyOfferResults
  /** One session only (the audit folder): its registration id and its date. */
  session?: { id: number; date: string }
  generatedOn?: Date
}

const LABEL_WIDTH = 130
const BAR_HEIGHT = 16

function heading(doc: PDFKit.PDFDocument, text: string, size: number, width: number) {
  room(doc, 60)
  doc.font('Times-Bold').fontSize(size).fillColor(colours.sageDark).text(toWinAnsi(text), MARGIN, doc.y, { width })
  doc.moveDown(0.3)
}

function paragraph(doc: PDFKit.PDFDocument, text: string, width: number) {
  doc.font('Helvetica').fontSize(10.5).fillColor(colours.ink).text(toWinAnsi(text), MARGIN, doc.y, { width, lineGap: 2 })
  doc.moveDown(0.5)
}

/** The colours of the notes 1 to 5 and what each means, on one line. */
function legend(doc: PDFKit.PDFDocument) {
  room(doc, 20)
  const y = doc.y
  let x = MARGIN
  scoreLabels.forEach((label, index) => {
    doc.rect(x, y, 10, 10).fill(SCORE_COLOURS[index])
    const text = toWinAnsi(`${index + 1} ${label}`)
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(colours.ink)
      .text(text, x + 14, y + 1, { lineBreak: false })
    x += 14 + doc.widthOfString(text) + 16
  })
  doc.x = MARGIN
  doc.y = y + 20
}

/** One bar per score, split into the answers that gave 1, 2… 5; under it, the counts and the average in words. */
function spreadBars(doc: PDFKit.PDFDocument, spreads: Spreads, width: number) {
  const barWidth = width - LABEL_WIDTH
  for (const name of surveyScores) {
    room(doc, BAR_HEIGHT + 22)
    const y = doc.y
    const spread = spreads[name]
    const total = spread.reduce((sum, n) => sum + n, 0)
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .fillColor(colours.ink)
      .text(toWinAnsi(scoreShortNames[name]), MARGIN, y + 4, { width: LABEL_WIDTH - 8, lineBreak: false })
    const left = MARGIN + LABEL_WIDTH
    doc.rect(left, y, barWidth, BAR_HEIGHT).fillAndStroke('#f3f7f4', '#a9c4b3')
    let x = left
    spread.forEach((n, index) => {
      if (!n || !total) return
      const segment = (barWidth * n) / total
      doc.rect(x, y, segment, BAR_HEIGHT).fill(SCORE_COLOURS[index])
      x += segment
    })
    const counts = spread.map((n, index) => `${index + 1}\u00a0: ${n}`).join(' · ')
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(colours.muted)
      .text(toWinAnsi(`${counts} · moyenne\u00a0: ${formatAverage(averageOf(spread))}`), left, y + BAR_HEIGHT + 3, {
        width: barWidth,
        lineBreak: false,
      })
    doc.x = MARGIN
    doc.y = y + BAR_HEIGHT + 20
  }
}

/** Each score's average per session (oldest first), with the number of answers: the trend as a table. */
function trendTable(doc: PDFKit.PDFDocument, survey: SurveyOfKind, width: number) {
  const scoreWidth = (width - 70 - 90) / surveyScores.length
  const columns = [70, 90, ...surveyScores.map(() => scoreWidth)]
  const row = tableRows(doc, columns, { size: { heading: 8.5, row: 9 }, inset: { x: 5, y: 5 }, wrap: true })
  row(['Session', 'Réponses', ...surveyScores.map((name) => scoreShortNames[name])], 30, true)
  for (const one of survey.sessions) {
    row(
      [
        one.label,
        `${one.answers} / ${one.invited || one.answers}${one.demo ? ' (démonstration)' : ''}`,
        ...surveyScores.map((name) => formatAverage(averageOf(one.spreads[name]))),
      ],
      one.demo ? 30 : 20,
      false,
    )
  }
  doc.moveDown(1)
}

export function buildSurveyResultsPdf(input: SurveyResultsPdfInput): Promise<Buffer> {
  const { results, session } = input
  const sessions = results.sessions.filter((one) => !session || one.registrationId === session.id)
  const scope = session ? `Session du ${formatDate(session.date)}` : 'Toutes les sessions'
  const { doc, done } = openPdf({ Title: `Résultats des questionnaires - ${results.title}`, Subject: scope })
  const width = doc.page.width - 2 * MARGIN
  pageHeader(doc, 'Résultats des questionnaires de satisfaction', width)
  doc.moveDown(0.2).font('Times-Bold').fontSize(20).fillColor(colours.sageDark).text(toWinAnsi(results.title), { width })
  doc.moveDown(0.5)
  labelled(doc, 'Périmètre', scope, width)
  doc.moveDown(0.8)
  const surveys = surveysByKind(sessions)
  if (!surveys.length) {
    paragraph(doc, `Aucun questionnaire envoyé pour cette ${session ? 'session' : 'formation'}.`, width)
  }
  if (surveys.some((survey) => survey.demo)) {
    paragraph(doc, 'Les réponses de démonstration (données d’exemple) sont comptées et signalées comme telles.', width)
  }
  for (const survey of surveys) {
    heading(doc, `Questionnaires ${survey.label}`, 16, width)
    const demo = survey.demo
      ? ` (dont ${frenchCount(survey.demo, 'réponse de démonstration', { plural: 'réponses de démonstration' })})`
      : ''
    const invited = frenchCount(survey.invited, 'questionnaire envoyé', {
      plural: 'questionnaires envoyés',
      none: 'aucun questionnaire envoyé',
    })
    paragraph(doc, `${frenchCount(survey.answers, 'réponse', { none: 'aucune réponse' })}${demo}\u00a0; ${invited} par e-mail.`, width)
    if (!survey.answers) continue
    heading(doc, 'Répartition des notes', 12.5, width)
    legend(doc)
    spreadBars(doc, survey.total, width)
    doc.moveDown(0.5)
    heading(doc, 'Moyenne des notes par session', 12.5, width)
    trendTable(doc, survey, width)
  }
  const generatedOn = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(input.generatedOn ?? new Date())
  writeFooters(
    doc,
    (page, count) => `${site.school.name} · Questionnaires de satisfaction · document du ${generatedOn} · page ${page}/${count}`,
  )
  doc.end()
  return done
}
