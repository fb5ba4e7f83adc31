import PDFDocument from 'pdfkit'
import type { DocumentKind, OfferPage, TextRole } from '#content/catalogue'
import { schoolClaims } from '#content/claims'
import { site } from '#content/site'
import { formatFormat, formatShares, promoDescription } from './format'
import { htmlToBlocks, type TextRun } from './html-blocks'
import type { InformationItem } from './information.server'
import type { FiguresView } from './view'

export interface OfferPdfInput {
  offer: OfferPage
  kind: DocumentKind
  /** The page's texts by role, as the page shows them (the API's, or the defaults). */
  blocks: Partial<Record<TextRole, string>>
  /** The site's address, printed in the footer. */
  origin: string
  generatedOn?: Date
  /** Indicator 1's items of the offer and « Mis à jour le … », as its page shows them. */
  information?: { items: InformationItem[]; updatedOn: string }
  /** The activity-declaration mention with its number (L6352-12), when the school has set one. */
  declaration?: string
  /** The published figures of the offer or the school (decision 0040), as its page shows them. */
  figures?: FiguresView
}

export const colours = { ink: '#1f2a24', muted: '#4a5750', sage: '#3f6b57', sageDark: '#24412f', accent: '#a4442a', sand: '#f5ede1' }
export const MARGIN = 56
const FOOTER_HEIGHT = 40

/**
 * The standard PDF fonts speak WinAnsi: é, è, à, ç, « », €, ’, – and the non-breaking space are in it, the narrow
 * non-breaking space of `Intl.NumberFormat('fr-FR')` (U+202F) and a few other signs are not, and would print as
 * garbage. They are replaced by their nearest WinAnsi sign.
 */
export function toWinAnsi(text: string): string {
  return text
    .replace(/[\u202f\u2009\u2007]/g, '\u00a0')
    .replace(/[\u2010\u2011\u2212]/g, '-')
    .replace(/[\u2192]/g, '>')
    .replace(
      /[^\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ\n]/g,
      (char) => char.normalize('NFKD').replace(/[^\u0020-\u007e]/g, '') || '?',
    )
}

/** An A4 document of the school, its pages kept until the end (for the footers), and its bytes once ended. */
export function openPdf(info: { Title: string; Subject?: string }, compress = true, layout: 'portrait' | 'landscape' = 'portrait') {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    compress,
    bufferPages: true,
    lang: 'fr-FR',
    info: { Author: site.school.name, Creator: site.school.name, ...info },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return { doc, done }
}

/** The top of a page: the school's band and name, and a line under it. */
export function schoolHeader(doc: PDFKit.PDFDocument, line: string) {
  const width = doc.page.width - 2 * MARGIN
  doc.rect(0, 0, doc.page.width, 8).fill(colours.sage)
  doc
    .font('Times-Bold')
    .fontSize(13)
    .fillColor(colours.sageDark)
    .text(toWinAnsi(site.school.name), MARGIN, MARGIN - 16, { width })
  doc.font('Helvetica').fontSize(9.5).fillColor(colours.muted).text(toWinAnsi(line), { width })
}

/** A new page when `height` points do not fit under the cursor. */
export function room(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage()
}

/** How a table draws its cells: font sizes (heading row, other rows), the text's inset in its cell, and whether a long text wraps. */
export interface TableStyle {
  size: { heading: number; row: number }
  inset: { x: number; y: number }
  wrap: boolean
}

/**
 * A table of bordered cells `columns` points wide, from the left margin: each call draws a row `height` points high
 * under the cursor (on a new page when it does not fit) and moves the cursor under it.
 */
export function tableRows(doc: PDFKit.PDFDocument, columns: number[], style: TableStyle) {
  return (cells: string[], height: number, heading: boolean) => {
    room(doc, height)
    const y = doc.y
    let x = MARGIN
    cells.forEach((cell, column) => {
      const width = columns[column] - 2 * style.inset.x
      doc.rect(x, y, columns[column], height).lineWidth(0.6).strokeColor(colours.muted).stroke()
      doc
        .font(heading ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(heading ? style.size.heading : style.size.row)
        .fillColor(colours.ink)
        .text(
          toWinAnsi(cell),
          x + style.inset.x,
          y + style.inset.y,
          style.wrap ? { width, height: height - 6 } : { width, lineBreak: false },
        )
      x += columns[column]
    })
    doc.x = MARGIN
    doc.y = y + height
  }
}

/** The footer of every page, written once the pages are known: `text(page, count)`, centred. */
export function writeFooters(doc: PDFKit.PDFDocument, text: (page: number, count: number) => string) {
  const range = doc.bufferedPageRange()
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(colours.muted)
      .text(toWinAnsi(text(index + 1, range.count)), MARGIN, doc.page.height - MARGIN, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      })
    doc.page.margins.bottom = bottom
  }
}

const titles: Record<DocumentKind, string> = { programme: 'Programme de formation', brochure: 'Brochure' }

/** The file name people see: « Programme - Formation au coaching de vie.pdf », and its ASCII form. */
export function documentFileNames(offer: OfferPage, kind: DocumentKind): { utf8: string; ascii: string } {
  const base = `${kind === 'programme' ? 'Programme' : 'Brochure'} - ${offer.title}`
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
  const ascii = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return { utf8: `${base}.pdf`, ascii: `${ascii}.pdf` }
}

/** A programme or a brochure of a training, made from the catalogue and the page's texts. */
export function buildOfferPdf(input: OfferPdfInput, { compress = true }: { compress?: boolean } = {}): Promise<Buffer> {
  const { offer, kind, blocks, origin } = input
  const { doc, done } = openPdf({ Title: `${titles[kind]} - ${offer.title}`, Subject: offer.description }, compress)
  const width = doc.page.width - 2 * MARGIN

  const heading = (text: string) => {
    doc.moveDown(0.9).font('Times-Bold').fontSize(15).fillColor(colours.sageDark).text(toWinAnsi(text), MARGIN, doc.y, { width })
    doc.moveDown(0.25)
  }
  const runs = (list: TextRun[], x: number, y: number, runWidth: number) => {
    list.forEach((run, index) => {
      doc
        .font(run.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(10.5)
        .fillColor(colours.ink)
      const options = { width: runWidth, continued: index < list.length - 1, lineGap: 2 }
      if (index === 0) doc.text(toWinAnsi(run.text), x, y, options)
      else doc.text(toWinAnsi(run.text), options)
    })
  }
  const paragraph = (text: string) => {
    runs([{ text, bold: false }], MARGIN, doc.y, width)
    doc.moveDown(0.4)
  }
  /** A paragraph kept on one page (the legal mention reads as one sentence): a new page when it would not fit. */
  const keptParagraph = (text: string) => {
    if (doc.y + doc.heightOfString(toWinAnsi(text), { width }) + 12 > doc.page.height - doc.page.margins.bottom) doc.addPage()
    paragraph(text)
  }
  /** The html of a block: its own headings become headings, or `title` heads it when it has none. */
  const html = (role: TextRole, title?: string) => {
    const list = htmlToBlocks(blocks[role])
    if (!list.length) return
    if (title && list[0].kind !== 'heading') heading(title)
    for (const block of list) {
      if (block.kind === 'heading') heading(block.runs.map((run) => run.text).join(''))
      else if (block.kind === 'paragraph') {
        runs(block.runs, MARGIN, doc.y, width)
        doc.moveDown(0.4)
      } else {
        const y = doc.y
        doc
          .font('Helvetica-Bold')
          .fontSize(10.5)
          .fillColor(colours.accent)
          .text(block.marker, MARGIN + 4, y, { width: 18 })
        runs(block.runs, MARGIN + 22, y, width - 22)
        doc.moveDown(0.3)
      }
    }
  }

  // Header: the school, then the document and the offer.
  schoolHeader(doc, `Communication consciente et coaching, à Lyon depuis ${schoolClaims.founded}`)
  doc.moveDown(1.6)
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(colours.accent)
    .text(toWinAnsi(titles[kind].toUpperCase()), { width, characterSpacing: 1 })
  doc.moveDown(0.2).font('Times-Bold').fontSize(24).fillColor(colours.sageDark).text(toWinAnsi(offer.title), { width })
  doc.moveDown(0.5)
  html('lead')

  if (kind === 'brochure') {
    html('block-1')
    html('block-2')
    html('gains', 'Ce que vous y gagnez')
  } else {
    html('programme', 'Programme')
  }

  if (input.information) {
    heading('Objectifs, public et modalités')
    for (const item of input.information.items) {
      doc.moveDown(0.2)
      runs([{ text: item.label, bold: true }], MARGIN, doc.y, width)
      for (const line of item.lines) paragraph(line)
    }
    doc
      .font('Helvetica-Oblique')
      .fontSize(9.5)
      .fillColor(colours.muted)
      .text(toWinAnsi(input.information.updatedOn), MARGIN, doc.y, { width })
  }

  heading('Formats, durées et tarifs')
  for (const format of offer.formats ?? []) {
    const line = formatFormat(format, offer.promo)
    const label = `${format.label}\u00a0:`
    runs(
      [
        { text: label, bold: true },
        { text: line.slice(label.length), bold: false },
      ],
      MARGIN,
      doc.y,
      width,
    )
    doc.moveDown(0.3)
  }
  if (offer.shares) paragraph(`Répartition\u00a0: ${formatShares(offer.shares)}.`)
  // Under a promotion, the lines above give the price to pay and the price before it; a quote is made with it.
  if (offer.promo) {
    const priced = offer.formats?.some((format) => format.price.kind === 'amount')
    paragraph(`${promoDescription(offer.promo)}, ${priced ? 'déjà déduite des tarifs ci-dessus' : 'conditions sur demande'}.`)
  }
  html('practical')

  if (kind === 'brochure') {
    html('programme', 'Programme')
    if (blocks.testimonial) {
      heading('Témoignage')
      doc.font('Times-Italic').fontSize(12).fillColor(colours.ink)
      doc.text(
        toWinAnsi(
          htmlToBlocks(blocks.testimonial)
            .map((block) => block.runs.map((run) => run.text).join(''))
            .join(' '),
        ),
        MARGIN,
        doc.y,
        { width },
      )
      const author = htmlToBlocks(blocks['testimonial-author'])
        .map((block) => block.runs.map((run) => run.text).join(''))
        .join(' ')
      if (author)
        doc
          .moveDown(0.2)
          .font('Helvetica')
          .fontSize(10)
          .fillColor(colours.muted)
          .text(toWinAnsi(`— ${author}`), { width })
    }
    heading('L’école en chiffres')
    const { figures } = input
    if (figures?.figures.length) {
      for (const figure of figures.figures) paragraph(`${figure.value} ${figure.label} (${figure.basis}).`)
      paragraph(`${figures.scope}, d’après les réponses à nos questionnaires de satisfaction.`)
    } else if (figures?.empty) paragraph(figures.empty)
  } else {
    heading('Vos formateurs')
    paragraph(
      `Nos formateurs ont plus de ${schoolClaims.trainerExperience.lifeCoaching}\u00a0ans d’expérience en coaching de vie et plus de ${schoolClaims.trainerExperience.businessCoaching}\u00a0ans en coaching professionnel.`,
    )
  }

  heading('Nous contacter')
  const { address } = site.school
  paragraph(`${site.school.name}, ${address.street}, ${address.zip} ${address.city}`)
  paragraph(`${site.school.email} · ${site.school.phone} · ${origin}/contact`)
  if (input.declaration) keptParagraph(input.declaration)

  // Footer of every page, written once the pages are known.
  const generatedOn = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(input.generatedOn ?? new Date())
  writeFooters(doc, (page, count) => `${site.school.name} · ${origin}${offer.path} · document du ${generatedOn} · page ${page}/${count}`)
  doc.end()
  return done
}
