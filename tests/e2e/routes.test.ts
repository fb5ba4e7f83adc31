import { expect, it } from 'vitest'
import { offerEntries } from '../../content/catalogue'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { siteForTests } from '../support/site'

/**
 * Every public route of section 2, as a visitor reaches it: its status, its French title and a text that
 * proves the page is the right one, finished. One row per route: add a row for a new route (the offer pages
 * come from the catalogue; tests/e2e/offers.test.ts checks their prices and links).
 */
interface RouteRow {
  path: string
  status?: number
  title: string
  text: string
}

const school = 'École Sens & Parole'
const notFound = { status: 404, title: `Page introuvable | ${school}`, text: 'Oups! La page que vous demandez n’existe pas.' }

const routes: RouteRow[] = [
  { path: '/', title: `Coaching et communication consciente à Lyon | ${school}`, text: 'Votre première séance découverte est offerte' },
  { path: '/podcast', title: `Podcast | ${school}`, text: 'Votre première séance découverte est offerte' },
  { path: '/about', title: `À propos | ${school}`, text: 'Rencontrer Hélène Garnier' },
  { path: '/method', title: `La méthode | ${school}`, text: 'Quatre temps pour avancer' },
  { path: '/helene-garnier', title: `Hélène Garnier, fondatrice | ${school}`, text: 'Hélène Garnier, fondatrice de l’école' },
  { path: '/sens-et-parole', title: `L’école Sens & Parole | ${school}`, text: 'L’école en chiffres' },
  { path: '/legal-notice', title: `Mentions légales | ${school}`, text: 'Directrice de la publication' },
  { path: '/contact', title: `Contact | ${school}`, text: 'Merci de remplir ces champs pour envoyer votre message' },
  { path: '/news', title: `Actualités | ${school}`, text: 'Les nouvelles de l’école' },
  { path: '/blog', title: `Blog | ${school}`, text: 'Tous les articles' },
  { path: '/blog/1', title: '', text: 'Publié le' },
  { path: '/registration', title: `Inscriptions | ${school}`, text: 'Stages' },
  { path: '/registration/stage/meditation', title: `Méditation\u00a0: inscriptions | ${school}`, text: 'Prochaines dates' },
  { path: '/registration/event/webinars', title: `Webinaires\u00a0: inscriptions | ${school}`, text: 'Prochaines dates' },
  { path: '/client-account', title: `Espace client | ${school}`, text: 'Créer un compte' },
  ...offerEntries.map((offer) => ({ path: offer.path, title: `${offer.title} | ${school}`, text: offer.title })),
  { path: '/cette-page-n-existe-pas', ...notFound },
  { path: '/registration/workshop/meditation', ...notFound },
  { path: '/registration/stage/yoga', ...notFound },
  { path: '/registration/event/webinars/999999', ...notFound },
  { path: '/stages/yoga', ...notFound },
  { path: '/blog/999999', ...notFound },
  { path: '/blog/abc', ...notFound },
  { path: '/bench-baseline', ...notFound },
]

const site = siteForTests()

describeWithAndWithoutJavaScript('public routes', (browser) => {
  it.each(routes)('$path answers with its title and its content', async ({ path, status = 200, title, text }) => {
    const { page } = browser
    const response = await page.goto(`${site.url}${path}`)
    expect(response?.status(), site.logs()).toBe(status)
    // An article's title is its own; the school's name follows every title.
    // Titles follow French typography (a non-breaking space before « : »), as do the catalogue's titles.
    const typographic = (text: string) => text.replace(/ ([:;!?])/g, '\u00a0$1')
    if (title) expect(typographic(await page.title())).toBe(typographic(title))
    else expect(await page.title()).toMatch(/\S \| École Sens & Parole$/)
    await page.getByRole('main').getByText(text).first().waitFor()
    await browser.expectNoA11yViolations()
  })
})
