import { describe, expect, it } from 'vitest'
import { type OfferPage, requireOffer, textIdsOf } from '#content/catalogue'
import { defaultTexts } from '#content/texts'
import { pdfSentences } from '../../tests/support/pdf-text'
import { figuresView } from './figures.server'
import { htmlToBlocks } from './html-blocks'
import { buildOfferPdf, documentFileNames, toWinAnsi } from './pdf.server'

const NBSP = '\u00a0'

function defaultBlocks(offer: OfferPage) {
  return Object.fromEntries(Object.entries(textIdsOf(offer)).map(([role, textId]) => [role, defaultTexts[offer.pageId][textId!]]))
}

describe('the PDF documents of a training', () => {
  it('prints the programme in French: school, title, programme, formats and prices, accents, « », € and non-breaking spaces', async () => {
    const offer = requireOffer('/training-life-coaching')
    const pdf = await buildOfferPdf(
      {
        offer,
        kind: 'programme',
        blocks: defaultBlocks(offer),
        origin: 'https://sens-et-parole.fr',
        generatedOn: new Date('2025-05-20T10:00:00Z'),
      },
      { compress: false },
    )
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdfSentences(pdf)
    expect(text).toContain('École Sens & Parole')
    expect(text).toContain('PROGRAMME DE FORMATION')
    expect(text).toContain('Formation au coaching de vie')
    expect(text).toContain(`En groupe${NBSP}: 18${NBSP}jours non consécutifs, 185${NBSP}€ par jour et par personne`)
    expect(text).toContain(`En individuel${NBSP}: 18${NBSP}demi-journées, 235${NBSP}€ la demi-journée`)
    expect(text).toContain(`Les fondements${NBSP}: écoute active`)
    expect(text).toContain('plus de 18\u00a0ans d’expérience en coaching de vie')
    expect(text).toContain('document du 20/05/2025')
  })

  it('prints the brochure with the page’s own texts, the testimonial and the figures', async () => {
    const offer = requireOffer('/training-business-coaching')
    const blocks = { ...defaultBlocks(offer), lead: '<p>Un texte « modifié » par l’équipe à l’instant.</p>' }
    const figures = figuresView(
      { minimum: 10, school: [{ score: 'satisfaction', percent: 96, answers: 58, period: '2026' }], offers: {} },
      offer.path,
    )
    const text = pdfSentences(await buildOfferPdf({ offer, kind: 'brochure', blocks, origin: 'https://sens-et-parole.fr', figures }))
    expect(text).toContain('BROCHURE')
    expect(text).toContain('Un texte « modifié » par l’équipe à l’instant.')
    expect(text).toContain(`En groupe${NBSP}: 3${NBSP}jours non consécutifs, Sur devis`)
    expect(text).toContain(`30${NBSP}% de théorie, 70${NBSP}% de pratique`)
    expect(text).toContain(`Offre promotionnelle${NBSP}: -50${NBSP}%`)
    expect(text).toContain('Témoignage')
    expect(text).toContain(`96${NBSP}% des stagiaires se disent satisfaits de leur formation (sur 58${NBSP}stagiaires, 2026).`)
    expect(text).toContain(
      'Pour l’ensemble de nos formations, à la fin de chaque session, d’après les réponses à nos questionnaires de satisfaction.',
    )
  })

  it('prints no figure below the minimum of answers, and says why', async () => {
    const offer = requireOffer('/training-business-coaching')
    const figures = figuresView({ minimum: 10, school: [], offers: {} }, offer.path)
    const text = pdfSentences(
      await buildOfferPdf({ offer, kind: 'brochure', blocks: defaultBlocks(offer), origin: 'https://sens-et-parole.fr', figures }),
    )
    expect(text).toContain(
      `Nos résultats de satisfaction seront publiés dès qu’ils porteront sur au moins 10${NBSP}réponses à nos questionnaires.`,
    )
    expect(text).not.toMatch(/\d+\s?% des stagiaires/)
  })

  it('prints the price to pay under a promotion, and the price before it', async () => {
    // No training in the catalogue has both a price and a promotion today: one that would.
    const offer = { ...requireOffer('/training-become-coach'), promo: { percent: 50 } }
    const text = pdfSentences(
      await buildOfferPdf({ offer, kind: 'brochure', blocks: defaultBlocks(offer), origin: 'https://sens-et-parole.fr' }),
    )
    expect(text).toContain(
      `En groupe${NBSP}: 12${NBSP}jours non consécutifs, 92,50${NBSP}€ au lieu de 185${NBSP}€ par jour et par personne`,
    )
    expect(text).toContain(`En individuel${NBSP}: 12${NBSP}demi-journées, 117,50${NBSP}€ au lieu de 235${NBSP}€ la demi-journée`)
    expect(text).toContain(`Offre promotionnelle${NBSP}: -50${NBSP}%, déjà déduite des tarifs ci-dessus.`)
  })

  it('prints the trainer trainings’ prices', async () => {
    const offer = requireOffer('/trainer-trainings/supervisor')
    const text = pdfSentences(
      await buildOfferPdf({ offer, kind: 'programme', blocks: defaultBlocks(offer), origin: 'https://sens-et-parole.fr' }),
    )
    expect(text).toContain(`555${NBSP}€ par personne pour les 3${NBSP}jours`)
    expect(text).toContain(`705${NBSP}€ pour les 3${NBSP}demi-journées`)
  })

  it('replaces what the standard fonts cannot print by its nearest sign', () => {
    expect(toWinAnsi(`1\u202f850${NBSP}€ − 2 → ok`)).toBe(`1${NBSP}850${NBSP}€ - 2 > ok`)
    expect(toWinAnsi('Ça coûte « 20 € » œuvre… ’')).toBe('Ça coûte « 20 € » œuvre… ’')
    expect(toWinAnsi('ĉ ŭ')).toBe('c u')
  })

  it('names the files in French, with an ASCII form for old browsers', () => {
    expect(documentFileNames(requireOffer('/training-life-coaching-first-module'), 'programme')).toEqual({
      utf8: 'Programme - Formation au coaching de vie premier module.pdf',
      ascii: 'programme-formation-au-coaching-de-vie-premier-module.pdf',
    })
    expect(documentFileNames(requireOffer('/trainer-trainings/supervisor'), 'brochure').utf8).toBe(
      'Brochure - Formation de superviseur de coachs.pdf',
    )
  })
})

describe('html texts as blocks', () => {
  it('reads headings, paragraphs, numbered and bulleted items with their bold runs and entities', () => {
    expect(
      htmlToBlocks('<h2>Pour qui&nbsp;?</h2><p>Tout &amp; tous</p><ol><li><strong>Un</strong> : deux</li></ol><ul><li>trois</li></ul>'),
    ).toEqual([
      { kind: 'heading', runs: [{ text: `Pour qui${NBSP}?`, bold: false }] },
      { kind: 'paragraph', runs: [{ text: 'Tout & tous', bold: false }] },
      {
        kind: 'item',
        marker: '1.',
        runs: [
          { text: 'Un', bold: true },
          { text: ' : deux', bold: false },
        ],
      },
      { kind: 'item', marker: '•', runs: [{ text: 'trois', bold: false }] },
    ])
    expect(htmlToBlocks('<p></p>')).toEqual([])
  })
})
