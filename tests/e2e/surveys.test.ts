import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { surveyQuestions, surveyScores } from '../../content/survey-questions'
import { todayInParis } from '../../server/contract/dates'
import { client, registration, registrationClient, registrationType, surveyAnswer, surveyInvitation } from '../../server/db/schema'
import { hashToken } from '../../server/services/tokens'
import { browserForTests, describeWithAndWithoutJavaScript } from '../support/browser'
import { DAY } from '../support/clock'
import { waitForMails } from '../support/outbox'
import { pdfText } from '../support/pdf-text'
import { siteForTests } from '../support/site'
import { adminCredentials, logInBrowser } from '../support/staff'

/** The links of the two participants' « à chaud » surveys: answered with JavaScript, and without. */
const tokens = { js: 'questionnaire-e2e-avec-javascript', html: 'questionnaire-e2e-sans-javascript' }
const answeredAt = new Date(Date.now() - 10 * DAY)
const period =
  todayInParis(answeredAt).slice(0, 4) === todayInParis().slice(0, 4)
    ? todayInParis().slice(0, 4)
    : `${todayInParis(answeredAt).slice(0, 4)}-${todayInParis().slice(0, 4)}`

/**
 * A site whose past session of « Devenir coach » has nine « à chaud » answers (eight with 4 or 5, one below): one
 * short of the minimum, so no page shows a figure; and two participants with a survey to answer.
 */
const site = siteForTests({
  prepareData: async (db) => {
    const [type] = await db.select().from(registrationType).where(eq(registrationType.subcategory, 'training-become-coach'))
    const eventDate = todayInParis(new Date(Date.now() - 12 * DAY))
    const [session] = await db.insert(registration).values({ idRegistrationType: type.id, eventDate, data: {} }).returning()
    await db.insert(surveyAnswer).values(
      Array.from({ length: 9 }, (_, index) => {
        const value = index < 8 ? 5 : 2
        return {
          registrationId: session.id,
          kind: 'hot' as const,
          satisfaction: value,
          objectives: value,
          teaching: value,
          recommendation: value,
          answeredAt,
        }
      }),
    )
    for (const [name, token] of Object.entries(tokens)) {
      const [person] = await db
        .insert(client)
        .values({ firstName: `Stagiaire ${name}`, email: `${name}@example.fr` })
        .returning()
      const [link] = await db.insert(registrationClient).values({ registrationId: session.id, clientId: person.id }).returning()
      await db
        .insert(surveyInvitation)
        .values({ registrationId: session.id, registrationClientId: link.id, kind: 'hot', tokenHash: hashToken(token), sentAt: answeredAt })
    }
  },
})

const figureOf = (page: Page) => page.getByRole('main').getByText('des stagiaires se disent satisfaits de leur formation')

describe('the published figures below the minimum of answers', () => {
  const browser = browserForTests({ javaScriptEnabled: false })
  it('shows none on the home page nor on the training’s page', async () => {
    const { page } = browser
    await page.goto(`${site.url}/`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await figureOf(page).count()).toBe(0)
    await page.goto(`${site.url}/training-become-coach`)
    await page.getByText('Nos résultats de satisfaction seront publiés dès qu’ils porteront sur au moins 10').waitFor()
    expect(await figureOf(page).count()).toBe(0)
  })
})

describeWithAndWithoutJavaScript('a satisfaction survey', (browser, javaScriptEnabled) => {
  const token = javaScriptEnabled ? tokens.js : tokens.html
  const group = (page: Page, name: (typeof surveyScores)[number]) => page.getByRole('group', { name: surveyQuestions[name] })

  it('says what is missing, keeps what was typed, then takes the answers once and mails the complaint', async () => {
    const { page } = browser
    const response = await page.goto(`${site.url}/survey/${token}`)
    expect(response?.status()).toBe(200)
    await page.getByRole('heading', { name: 'Votre avis sur la formation' }).waitFor()
    await page.getByText('Formation pour devenir coach, session du').waitFor()
    await browser.expectNoA11yViolations()

    const comment = `Très concrète (${javaScriptEnabled ? 'js' : 'html'}).`
    await group(page, 'satisfaction').getByRole('radio', { name: '5 – Tout à fait' }).check()
    await page.getByLabel('Un commentaire, une suggestion').fill(comment)
    await page.getByRole('button', { name: 'Envoyer mes réponses' }).click()
    await group(page, 'objectives').getByText('Choisissez une note de 1 à 5').waitFor()
    expect(await page.getByText('Choisissez une note de 1 à 5').count()).toBe(3)
    expect(await group(page, 'satisfaction').getByRole('radio', { name: '5 – Tout à fait' }).isChecked()).toBe(true)
    expect(await page.getByLabel('Un commentaire, une suggestion').inputValue()).toBe(comment)
    await browser.expectNoA11yViolations()

    for (const name of ['objectives', 'teaching', 'recommendation'] as const)
      await group(page, name).getByRole('radio', { name: '4 – Bien' }).check()
    const complaint = `La salle était froide (${javaScriptEnabled ? 'js' : 'html'}).`
    await page.getByLabel('Une réclamation').fill(complaint)
    await page.getByRole('button', { name: 'Envoyer mes réponses' }).click()
    await page.getByRole('status').filter({ hasText: 'Merci, vos réponses sont enregistrées.' }).waitFor()
    await page.getByRole('heading', { name: 'Merci pour votre réponse' }).waitFor()
    const [mail] = await waitForMails(site.outboxDir, (one) => one.to === 'ecole@example.test' && one.text.includes(complaint))
    expect(mail.subject).toMatch(/^Réclamation\u00a0: Formation pour devenir coach du /)

    // The link serves once: opened again, it says so.
    await page.goto(`${site.url}/survey/${token}`)
    await page.getByText('Vous avez déjà répondu à ce questionnaire. Merci pour votre réponse\u00a0!').waitFor()
    expect(await page.getByRole('button', { name: 'Envoyer mes réponses' }).count()).toBe(0)
  })

  it('says a link that is not one is not valid', async () => {
    const { page } = browser
    const response = await page.goto(`${site.url}/survey/pas-un-lien`)
    expect(response?.status()).toBe(404)
    await page.getByText('Ce lien de questionnaire n’est pas valide.').waitFor()
  })
})

describe('once the answers reach the minimum', () => {
  const browser = browserForTests()
  it('shows the computed figure with its basis on the home page and the training’s own on its page', async () => {
    const { page } = browser
    // Eleven answers, ten with 4 or 5: 91 %.
    await page.goto(`${site.url}/`)
    const figure = page
      .getByRole('main')
      .getByRole('definition')
      .filter({ hasText: 'des stagiaires se disent satisfaits de leur formation' })
    await figure.waitFor()
    expect(await figure.innerText()).toContain(`(sur 11\u00a0stagiaires, ${period})`)
    expect(await page.getByRole('main').getByRole('term').first().innerText()).toBe('91\u00a0%')
    await page.goto(`${site.url}/training-become-coach`)
    await page.getByText('Pour cette formation, à la fin de chaque session').waitFor()
    await browser.expectNoA11yViolations()
  })

  it('shows staff the answers as charts with their tables, and exports them', async () => {
    const { page } = browser
    await logInBrowser(page, site, await adminCredentials(site), '/admin/surveys')
    await page.getByRole('heading', { name: 'Questionnaires de satisfaction' }).waitFor()
    await page.getByRole('link', { name: 'Formation pour devenir coach' }).click()
    await page.getByRole('heading', { name: 'Questionnaires\u00a0: Formation pour devenir coach' }).waitFor()
    await page.getByRole('img', { name: 'Moyenne des notes à chaud, par session' }).waitFor()
    await page.getByRole('img', { name: 'Répartition des notes à chaud, toutes sessions' }).waitFor()
    const spread = page.getByRole('table', { name: 'Répartition des notes à chaud, toutes sessions' })
    expect(await spread.getByRole('row', { name: /Satisfaction globale/ }).innerText()).toMatch(
      /^Satisfaction globale\t0\t1\t0\t0\t10\t4,7$/,
    )
    await page.getByRole('cell', { name: 'La salle était froide (html).' }).waitFor()
    await browser.expectNoA11yViolations()

    const csv = await page.request.get(`${page.url()}.csv`)
    expect(csv.status()).toBe(200)
    const text = await csv.text()
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFSession;Questionnaire;Reçue le;Satisfaction globale;Objectifs atteints;Animation;Recommandation;Commentaire;Réclamation;Démonstration',
    )
    expect(text).toContain(';à chaud;')
    expect(text).toContain('La salle était froide (js).')

    // The same results as a PDF, the spread's figures written beside its bars.
    const href = await page.getByRole('link', { name: 'Télécharger les résultats (PDF)' }).getAttribute('href')
    const pdf = await page.request.get(`${site.url}${href}`)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    const pdfLines = pdfText(await pdf.body())
    expect(pdfLines).toContain('Questionnaires à chaud')
    expect(pdfLines).toContain('Satisfaction globale\n1\u00a0: 0 · 2\u00a0: 1 · 3\u00a0: 0 · 4\u00a0: 0 · 5\u00a0: 10 · moyenne\u00a0: 4,7')
  })
})
