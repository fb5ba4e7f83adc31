import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { DECLARATION_WORDING_DEFAULT } from '../../content/legal'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { ApiCaller } from '../support/http'
import { informationItemLabels } from '../support/offer-information'
import { pdfSentences } from '../support/pdf-text'
import { siteForTests } from '../support/site'
import { SiteVisitor, textOf } from '../support/site-visitor'
import { adminCredentials, apiLoginBody, createStaffThroughApi, logInBrowser, staffVisitor } from '../support/staff'

// This file changes an offer's information and the footer of every page: a site of its own.
const site = siteForTests({ own: true })
const NBSP = '\u00a0'
const visitor = () => new SiteVisitor(site)
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date(iso))
const plain = (text: string) => text.replace(/[ \t\n\r]+/g, ' ')
const pdfText = async (path: string) => plain(pdfSentences(Buffer.from(await (await fetch(`${site.url}${path}`)).arrayBuffer())))
const SENTENCE = `Enregistré sous le numéro 84 69 15243 69 auprès du préfet de région Auvergne-Rhône-Alpes. Cet enregistrement ne vaut pas agrément de l’État.`

async function admin() {
  const caller = new ApiCaller(site.apiUrl)
  expect((await caller.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })).status).toBe(200)
  return caller
}

afterAll(async () => {
  const caller = await admin()
  await caller.put('school-settings', { json: { declarationNumber: '', declarationWording: DECLARATION_WORDING_DEFAULT } })
})

describe('a training offer’s information (indicator 1) as a visitor sees it', () => {
  it('shows every field on the page, the duration in hours and the price from the catalogue, and its date', async () => {
    const page = await visitor().get('/training-life-coaching')
    expect(page.status).toBe(200)
    const section = textOf(/<section class="offer-information"[\s\S]*?<\/section>/.exec(page.html)?.[0] ?? '')
    for (const label of ['Objectifs, public et modalités', ...informationItemLabels]) expect(section).toContain(label)
    expect(section).toContain('À l’issue de la formation «\u00a0Formation au coaching de vie\u00a0»')
    expect(section).toContain(`En groupe${NBSP}: 126${NBSP}heures (18${NBSP}jours non consécutifs)`)
    expect(section).toContain(`En individuel${NBSP}: 63${NBSP}heures (18${NBSP}demi-journées)`)
    expect(section).toContain(`En groupe${NBSP}: 185${NBSP}€ par jour et par personne`)
    expect(section).toContain('référente handicap')
    expect(section).toContain('Mis à jour le 26 novembre 2026')
    expect(section).not.toContain('Modifier ces informations')
  })

  it('shows a stage’s price to pay under its promotion, and no section on a coaching session', async () => {
    const stage = textOf((await visitor().get('/stages/sagacity')).html)
    expect(stage).toMatch(new RegExp(`Durée 7${NBSP}heures \\(une journée\\)`))
    expect(stage).toContain(`Tarif 92,50${NBSP}€ au lieu de 185${NBSP}€ par personne`)
    expect(textOf((await visitor().get('/session-life-coaching')).html)).not.toContain('Objectifs, public et modalités')
  })

  it('prints the same information in the programme PDF, without a declaration sentence while no number is set', async () => {
    const text = await pdfText('/training-life-coaching/programme.pdf')
    expect(text).toContain('Objectifs, public et modalités')
    for (const label of [
      'Prérequis',
      'Public',
      'Méthodes mobilisées',
      'Modalités d’évaluation',
      'Délai d’accès',
      'Contact handicap',
      'Tarif',
    ])
      expect(text).toContain(label)
    expect(text).toContain(`En groupe${NBSP}: 126${NBSP}heures (18${NBSP}jours non consécutifs)`)
    expect(text).toContain('Mis à jour le 26 novembre 2026')
    expect(text).not.toContain('ne vaut pas agrément')
  })
})

describe('the activity-declaration number', () => {
  it('shows nowhere while unset; set by right 1 (wrong, then right), it shows in the footer, the legal notice and the PDFs', async () => {
    for (const path of ['/', '/legal-notice', '/stages/sagacity'])
      expect(textOf((await visitor().get(path)).html)).not.toContain('ne vaut pas agrément')

    const staff = await staffVisitor(site, await createStaffThroughApi(site, '1'))
    const wrong = await staff.post('/admin/school-settings', {
      intent: 'update',
      declarationNumber: '84 69',
      declarationWording: 'Enregistré sous le numéro {numéro}.',
    })
    expect(wrong.status).toBe(400)
    const refused = textOf(wrong.html)
    expect(refused).toContain('Le numéro de déclaration d’activité compte 11 chiffres (par exemple 84 69 15243 69)')
    expect(refused).toContain(
      'La phrase doit garder la mention «\u00a0Cet enregistrement ne vaut pas agrément de l’État\u00a0» (article L6352-12)',
    )
    // What was typed stays in the form.
    expect(wrong.html).toContain('value="84 69"')

    const right = await staff.post('/admin/school-settings', {
      intent: 'update',
      declarationNumber: '84 69 15243 69',
      declarationWording: DECLARATION_WORDING_DEFAULT,
    })
    expect(right.status).toBe(200)
    expect(right.path).toBe('/admin/school-settings')
    expect(textOf(right.html)).toContain('Les réglages de l’école ont été enregistrés.')

    const footer = textOf(/<footer class="site-footer"[\s\S]*?<\/footer>/.exec((await visitor().get('/')).html)?.[0] ?? '')
    expect(footer).toContain(SENTENCE)
    const legal = textOf((await visitor().get('/legal-notice')).html)
    expect(legal).toContain(`Déclaration d’activité ${SENTENCE}`)
    for (const kind of ['programme', 'brochure']) expect(await pdfText(`/trainer-trainings/supervisor/${kind}.pdf`)).toContain(SENTENCE)
  })
})

/** Logs `page` in as staff holding `rights`. */
async function logIn(page: Page, rights = '10') {
  const staff = await createStaffThroughApi(site, rights)
  await logInBrowser(page, site, staff, '/admin/home')
}

describeWithAndWithoutJavaScript('staff edit an offer’s information', (browser, javaScriptEnabled) => {
  const path = javaScriptEnabled ? '/trainer-trainings/mindfulness-coaching' : '/trainer-trainings/business-coaching'
  const objectives = `Transmettre la présence, appris ${javaScriptEnabled ? 'avec' : 'sans'} script.`

  it('from the offer’s page: refused in French under the fields, then saved, dated by the save on the page and in the PDF', async () => {
    const { page, context } = browser
    await context.clearCookies()
    await logIn(page)
    await page.goto(`${site.url}${path}`)
    await page.getByRole('link', { name: 'Modifier ces informations' }).click()
    await page.getByRole('heading', { name: 'Informations de l’offre', level: 1 }).waitFor()
    await browser.expectNoA11yViolations()

    await page.getByRole('textbox', { name: 'Objectifs' }).fill('   ')
    await page.getByRole('textbox', { name: /^En groupe/ }).fill('vingt et une')
    await page.getByRole('textbox', { name: /^En individuel/ }).fill('10,25')
    await page.getByRole('button', { name: 'Enregistrer les informations' }).click()
    await page.getByText('Ce champ est obligatoire').waitFor()
    expect(await page.getByText('Nombre d’heures attendu (par exemple 21 ou 10,5)').count()).toBe(1)
    expect(await page.getByText('Un nombre d’heures par demi-heure (par exemple 21 ou 10,5)').count()).toBe(1)
    expect(await page.getByRole('textbox', { name: /^En individuel/ }).inputValue()).toBe('10,25')
    await browser.expectNoA11yViolations()

    await page.getByRole('textbox', { name: 'Objectifs' }).fill(objectives)
    await page.getByRole('textbox', { name: /^En groupe/ }).fill('21')
    await page.getByRole('textbox', { name: /^En individuel/ }).fill('10,5')
    await page.getByRole('button', { name: 'Enregistrer les informations' }).click()
    await page.waitForURL(`${site.url}${path}`)
    // The record is now the saved one, dated by the API when it saved it: the date the page and the PDF say.
    const record = (await new ApiCaller(site.apiUrl).get(`offer-information/${path.split('/').pop()}`)).body
    expect(record).toMatchObject({ saved: true, objectives, hours: [21, 10.5] })
    const updatedOn = `Mis à jour le ${dayOf(record.updatedAt)}`
    const shown = plain((await page.locator('.offer-information').textContent()) ?? '')
    expect(shown).toContain(objectives)
    expect(shown).toContain(`En individuel${NBSP}: 10,5${NBSP}heures (3${NBSP}demi-journées)`)
    expect(shown).toContain(updatedOn)

    await context.clearCookies()
    const seen = textOf((await visitor().get(path)).html)
    expect(seen).toContain(objectives)
    expect(seen).not.toContain('Modifier ces informations')
    const pdf = await pdfText(`${path}/programme.pdf`)
    expect(pdf).toContain(objectives)
    expect(pdf).toContain(updatedOn)
  })

  it('the school settings: refused in French under the fields, then saved empty (no mention anywhere)', async () => {
    const { page, context } = browser
    await context.clearCookies()
    await logIn(page, '1')
    await page.goto(`${site.url}/admin/school-settings`)
    await page.getByRole('heading', { name: 'Réglages de l’école', level: 1 }).waitFor()
    await browser.expectNoA11yViolations()
    await page.getByRole('textbox', { name: 'Numéro de déclaration d’activité' }).fill('8469')
    await page.getByRole('textbox', { name: 'Mention de la déclaration d’activité' }).fill('Déclaré.')
    await page.getByRole('button', { name: 'Enregistrer les réglages' }).click()
    await page.getByText('Le numéro de déclaration d’activité compte 11 chiffres (par exemple 84 69 15243 69)').waitFor()
    await page.getByText('La phrase doit contenir {numéro}, remplacé par le numéro').waitFor()
    await browser.expectNoA11yViolations()
    await page.getByRole('textbox', { name: 'Numéro de déclaration d’activité' }).fill('')
    await page.getByRole('textbox', { name: 'Mention de la déclaration d’activité' }).fill(DECLARATION_WORDING_DEFAULT)
    await page.getByRole('button', { name: 'Enregistrer les réglages' }).click()
    await page.getByText('Les réglages de l’école ont été enregistrés.').waitFor()
    expect(await page.locator('.admin-page-header p').textContent()).toBe(
      'Aucun numéro de déclaration d’activité\u00a0: la mention n’est affichée nulle part.',
    )
  })
})
