import { site } from '#content/site'
import { type Certificate, halfLabels, type SessionAttendance } from '#contract/attendance'
import { colours, MARGIN, openPdf, schoolHeader, tableRows, toWinAnsi, writeFooters } from '~/offers/pdf.server'
import { clockTime, hoursText, longDate } from './session-date'

/**
 * The documents of a session (decision 0039): its attendance sheets (« feuilles d’émargement », R6332-26), one page
 * per half-day, blank for signatures or filled from the grid; and a participant's certificate of completion
 * (L6353-1) as it was issued.
 */

const address = `${site.school.address.street}, ${site.school.address.zip} ${site.school.address.city}`

export interface AttendanceSheetInput {
  attendance: SessionAttendance
  /** The training's title, as its registration type names it. */
  title: string
  /** Whether each participant's presence is printed (the grid), or left to sign. */
  filled: boolean
  /** The activity-declaration mention (L6352-12), when the school set its number. */
  declaration?: string
  generatedOn?: Date
}

/** The school's name and address, then the document's kind, at the top of a page. */
export function pageHeader(doc: PDFKit.PDFDocument, kind: string, width: number) {
  schoolHeader(doc, `Organisme de formation · ${address}`)
  doc
    .moveDown(1.2)
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(colours.accent)
    .text(toWinAnsi(kind.toUpperCase()), { width, characterSpacing: 1 })
}

/** « Libellé : valeur » on one line. */
export function labelled(doc: PDFKit.PDFDocument, label: string, value: string, width: number) {
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .fillColor(colours.ink)
    .text(toWinAnsi(`${label}\u00a0: `), MARGIN, doc.y, { width, continued: true })
  doc.font('Helvetica').text(toWinAnsi(value))
}

const sessionDates = (attendance: SessionAttendance) => {
  const first = attendance.halfDays[0].date
  const last = attendance.halfDays[attendance.halfDays.length - 1].date
  return first === last ? `le ${longDate(first)}` : `du ${longDate(first)} au ${longDate(last)}`
}

export function buildAttendancePdf(input: AttendanceSheetInput): Promise<Buffer> {
  const { attendance, title, filled } = input
  const { doc, done } = openPdf({ Title: `Feuilles d'émargement - ${title}`, Subject: sessionDates(attendance) })
  const width = doc.page.width - 2 * MARGIN
  attendance.halfDays.forEach((halfDay, index) => {
    if (index > 0) doc.addPage()
    pageHeader(doc, filled ? 'Feuille d’émargement (présences enregistrées)' : 'Feuille d’émargement', width)
    doc.moveDown(0.2).font('Times-Bold').fontSize(20).fillColor(colours.sageDark).text(toWinAnsi(title), { width })
    doc.moveDown(0.5)
    labelled(doc, 'Session', sessionDates(attendance), width)
    labelled(doc, 'Formateur', attendance.schedule.trainer || '………………………………', width)
    labelled(doc, 'Date', `${longDate(halfDay.date)}, ${halfLabels[halfDay.half]}`, width)
    labelled(doc, 'Horaires', `${clockTime(halfDay.start)} – ${clockTime(halfDay.end)} (${hoursText(halfDay.hours)})`, width)
    doc.moveDown(0.8)

    // The table: the participant, then their presence (filled) and the signature.
    const columns = filled ? [width * 0.45, width * 0.2, width * 0.35] : [width * 0.5, width * 0.5]
    const headings = filled ? ['Participant', 'Présence', 'Signature'] : ['Participant', 'Signature']
    const row = tableRows(doc, columns, { size: { heading: 10, row: 10 }, inset: { x: 6, y: 7 }, wrap: false })
    row(headings, 24, true)
    for (const person of attendance.participants) {
      const present = person.present.includes(`${person.clientId}:${halfDay.date}:${halfDay.half}`)
      row(filled ? [person.name, present ? 'présent' : 'absent', ''] : [person.name, ''], 34, false)
    }
    doc.moveDown(1.2)
    labelled(doc, 'Signature du formateur', '', width)
    if (input.declaration) {
      doc
        .moveDown(2.5)
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor(colours.muted)
        .text(toWinAnsi(input.declaration), MARGIN, doc.y, { width })
    }
  })
  const generatedOn = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(input.generatedOn ?? new Date())
  writeFooters(doc, (page, count) => `${site.school.name} · Feuilles d’émargement · document du ${generatedOn} · page ${page}/${count}`)
  doc.end()
  return done
}

/** A certificate of completion as issued: its number, what it attests, and the issue it replaces. */
export function buildCertificatePdf(certificate: Certificate): Promise<Buffer> {
  const { content } = certificate
  const { doc, done } = openPdf({ Title: `Certificat de réalisation ${certificate.number}`, Subject: content.title })
  const width = doc.page.width - 2 * MARGIN
  const issuedOn = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(certificate.issuedAt))
  pageHeader(doc, 'Certificat de réalisation', width)
  doc
    .moveDown(0.2)
    .font('Times-Bold')
    .fontSize(22)
    .fillColor(colours.sageDark)
    .text(toWinAnsi(`N°\u00a0${certificate.number}`), { width })
  doc.moveDown(1)
  const paragraph = (text: string) => {
    doc.font('Helvetica').fontSize(11).fillColor(colours.ink).text(toWinAnsi(text), MARGIN, doc.y, { width, lineGap: 3 })
    doc.moveDown(0.7)
  }
  const dates =
    content.firstDay === content.lastDay
      ? `le ${longDate(content.firstDay)}`
      : `du ${longDate(content.firstDay)} au ${longDate(content.lastDay)}`
  paragraph(`Je soussigné(e), représentant(e) légal(e) de l’${site.school.name}, organisme de formation, ${address}, atteste que\u00a0:`)
  doc.font('Times-Bold').fontSize(16).fillColor(colours.sageDark).text(toWinAnsi(content.participant), { width })
  doc.moveDown(0.7)
  paragraph(`a suivi l’action de formation «\u00a0${content.title}\u00a0», ${dates}.`)
  labelled(doc, 'Nature de l’action', 'action de formation (article L6313-1 du Code du travail)', width)
  labelled(
    doc,
    'Durée réalisée',
    `${hoursText(content.hours)} sur ${hoursText(content.plannedHours)} prévues (${content.halfDays} demi-journée${content.halfDays > 1 ? 's' : ''} sur ${content.plannedHalfDays})`,
    width,
  )
  if (content.trainer) labelled(doc, 'Formateur', content.trainer, width)
  doc.moveDown(0.7)
  paragraph('Durée établie d’après les feuilles d’émargement signées par demi-journée (article R6332-26 du Code du travail).')
  if (certificate.replaces) {
    paragraph(
      `Ce certificat remplace le certificat n°\u00a0${certificate.replaces}${certificate.kind === 'correction' && certificate.note ? `\u00a0; correction\u00a0: ${certificate.note}` : ''}.`,
    )
  }
  paragraph(`Fait à ${site.school.address.city}, le ${issuedOn}, pour servir et valoir ce que de droit.`)
  labelled(doc, 'Pour l’organisme de formation', site.school.name, width)
  if (content.declaration) {
    doc.moveDown(2).font('Helvetica').fontSize(8.5).fillColor(colours.muted).text(toWinAnsi(content.declaration), MARGIN, doc.y, { width })
  }
  writeFooters(doc, (page, count) => `${site.school.name} · Certificat de réalisation n° ${certificate.number} · page ${page}/${count}`)
  doc.end()
  return done
}
