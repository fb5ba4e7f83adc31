import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { browserForTests, describeWithAndWithoutJavaScript, scriptsRequested } from '../support/browser'
import { pdfSentences } from '../support/pdf-text'
import { siteForTests } from '../support/site'

const SCHOOL = 'École Sens & Parole'
const NOT_FOUND = 'Oups! La page que vous demandez n’existe pas.'
const PLACEHOLDER = 'Prochaine date bientôt annoncée'

/** What a visitor reads, with ordinary spaces (the non-breaking ones are checked on their own). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ')

interface OfferRoute {
  path: string
  title: string
  /** A sentence of the page's own text. */
  text: string
  /** Durations and prices of sections 1 and 9, as the page words them. */
  facts?: string[]
  /** Links of section 2 that the page must hold. */
  links?: string[]
  /** Events: the specification gives no price. */
  noPrice?: boolean
}

const sessions = ['/session-life-coaching', '/session-become-coach', '/session-business-coaching']
const trainings = [
  '/training-life-coaching-first-module',
  '/training-life-coaching',
  '/training-become-coach',
  '/training-business-coaching',
]
const events = ['webinars', 'tradeshows', 'conferences', 'workshops'].map((slug) => `/events/${slug}`)
const stages = ['consciousness-initiation', 'sagacity', 'meditation', 'eat-well', 'foreign-trip'].map((slug) => `/stages/${slug}`)
const trainerTrainings = ['supervisor', 'conscious-communication', 'mindfulness-coaching', 'business-coaching'].map(
  (slug) => `/trainer-trainings/${slug}`,
)
const trainerFacts = [
  'En groupe',
  'Durée : 3 jours',
  '555 € par personne pour les 3 jours',
  'En individuel',
  'Durée : 3 demi-journées',
  '705 € pour les 3 demi-journées',
  '30 % de théorie, 70 % de pratique',
]

type PageText = Pick<OfferRoute, 'title' | 'text'>

/** A stage's page: it links back to the stages and on to its registration form. */
const stagePage = (slug: string, page: PageText & { facts: string[] }): OfferRoute => ({
  path: `/stages/${slug}`,
  ...page,
  links: ['/stages', `/registration/stage/${slug}`],
})

/** An event's page: it links back to the events and to the contact form; the specification gives events no price. */
const eventPage = (slug: string, title: string, text: string): OfferRoute => ({
  path: `/events/${slug}`,
  title,
  text,
  links: ['/events', '/contact'],
  noPrice: true,
})

/** A trainer training's page: the same durations and prices for each; it links back to the list and to the contact form. */
const trainerTrainingPage = (slug: string, { links = [], ...page }: PageText & { links?: string[] }): OfferRoute => ({
  path: `/trainer-trainings/${slug}`,
  ...page,
  facts: trainerFacts,
  links: ['/trainer-trainings', '/contact', ...links],
})

const routes: OfferRoute[] = [
  {
    path: '/coaching',
    title: 'Coaching : séances et formations',
    text: 'Que vous cherchiez un accompagnement pour vous-même',
    links: [...sessions, ...trainings, '/stages'],
    facts: ['65 € la séance', '90 € la séance', '185 € par jour et par personne'],
  },
  {
    path: '/life-coaching',
    title: 'Coaching de vie',
    text: 'Le coaching de vie vous aide à retrouver de la clarté',
    links: ['/stages', '/session-life-coaching', '/training-life-coaching-first-module', '/training-life-coaching'],
  },
  {
    path: '/become-coach',
    title: 'Devenir coach',
    text: 'Devenir coach, c’est apprendre à écouter vraiment',
    links: ['/session-become-coach', '/training-become-coach', '/trainer-trainings'],
  },
  {
    path: '/business-coaching',
    title: 'Coaching professionnel',
    text: 'Le coaching professionnel accompagne les personnes et les équipes',
    links: ['/session-business-coaching', '/training-business-coaching'],
  },
  {
    path: '/session-life-coaching',
    title: 'Séance de coaching de vie',
    text: 'Un moment pour vous, à distance',
    facts: ['Durée : 3/4 h', '65 € la séance', 'Par téléphone ou en visio'],
    links: ['/contact'],
  },
  {
    path: '/session-become-coach',
    title: 'Séance pour les professionnels de la relation d’aide',
    text: 'Vous accompagnez les autres toute la journée',
    facts: ['Durée : 3/4 h', '90 € la séance'],
    links: ['/contact'],
  },
  {
    path: '/session-business-coaching',
    title: 'Séance de coaching professionnel',
    text: 'Une heure centrée sur votre réalité professionnelle',
    facts: ['Durée : 1 h', 'Tarif sur mesure selon votre statut professionnel et votre objectif'],
    links: ['/contact'],
  },
  {
    path: '/training-life-coaching-first-module',
    title: 'Formation au coaching de vie : premier module',
    text: 'Le premier module est une porte d’entrée',
    facts: ['En groupe', 'Durée : 3 jours non consécutifs', 'En individuel', 'Durée : 3 demi-journées', 'Tarif : nous consulter'],
    links: ['/contact', '/training-life-coaching-first-module/programme.pdf'],
  },
  {
    path: '/training-life-coaching',
    title: 'Formation au coaching de vie',
    text: 'La formation complète au coaching de vie',
    facts: ['Durée : 18 jours non consécutifs', '185 € par jour et par personne', 'Durée : 18 demi-journées', '235 € la demi-journée'],
    links: ['/contact', '/training-life-coaching/programme.pdf', '/training-life-coaching/brochure.pdf'],
  },
  {
    path: '/training-become-coach',
    title: 'Formation pour devenir coach',
    text: 'Douze temps de formation pour acquérir les outils essentiels',
    facts: ['Durée : 12 jours non consécutifs', '185 € par jour et par personne', 'Durée : 12 demi-journées', '235 € la demi-journée'],
    links: ['/contact', '/training-become-coach/programme.pdf'],
  },
  {
    path: '/training-business-coaching',
    title: 'Formation à la communication non blessante pour les organisations',
    text: 'la communication non blessante, appliquée au travail',
    facts: [
      'Durée : 3 jours non consécutifs',
      'Durée : 3 demi-journées',
      'Sur devis',
      '30 % de théorie, 70 % de pratique',
      'Offre promotionnelle : -50 %',
    ],
    links: ['/contact', '/training-business-coaching/programme.pdf'],
  },
  { path: '/events', title: 'Événements', text: 'Avant de vous engager dans une séance', links: events, noPrice: true },
  eventPage('webinars', 'Webinaires', 'nos webinaires vous font découvrir un thème'),
  eventPage('tradeshows', 'Salons', 'nous tenons un stand sur des salons'),
  eventPage('conferences', 'Conférences', 'Nos conférences font le point'),
  eventPage('workshops', 'Ateliers', 'Nos ateliers sont des moments de pratique'),
  {
    path: '/stages',
    title: 'Stages',
    text: 'Nos stages sont des parenthèses',
    links: stages,
    facts: ['20 € par personne', '185 € la journée', '185 € par jour et par personne'],
  },
  stagePage('consciousness-initiation', {
    title: 'Stage d’initiation à la conscience de soi',
    text: 'Une demi-journée pour faire connaissance avec votre propre attention',
    facts: ['Durée : une demi-journée', '20 € par personne'],
  }),
  stagePage('sagacity', {
    title: 'Stage sagacité : affiner son discernement',
    text: 'La sagacité, c’est l’art de voir juste',
    facts: ['Durée : une journée', 'Prix : 92,50 € au lieu de 185 €', '92,50 € par personne', 'Offre promotionnelle : -50 %'],
  }),
  stagePage('meditation', {
    title: 'Stage de méditation de pleine conscience',
    text: 'Une journée de pratique guidée',
    facts: ['Durée : une journée', '185 € la journée'],
  }),
  stagePage('eat-well', {
    title: 'Stage bien manger en conscience',
    text: 'Deux jours pour retrouver le plaisir de manger',
    facts: ['Durée : 2 jours', '185 € par jour et par personne'],
  }),
  stagePage('foreign-trip', {
    title: 'Stage voyage : se ressourcer à l’étranger',
    text: 'Trois jours loin de chez vous',
    facts: ['Durée : 3 jours', 'Prix : 92,50 € au lieu de 185 €', '92,50 € par jour et par personne', 'Offre promotionnelle : -50 %'],
  }),
  {
    path: '/trainer-trainings',
    title: 'Formations de formateurs',
    text: 'Nos formations de formateurs vous préparent',
    links: trainerTrainings,
    facts: ['555 € par personne pour les 3 jours', '705 € pour les 3 demi-journées'],
  },
  trainerTrainingPage('supervisor', {
    title: 'Formation de superviseur de coachs',
    text: 'Superviser, c’est offrir aux coachs un espace',
    links: ['/trainer-trainings/supervisor/programme.pdf'],
  }),
  trainerTrainingPage('conscious-communication', {
    title: 'Formation de formateur en communication consciente',
    text: 'Cette formation vous apprend à concevoir et à animer des ateliers',
  }),
  trainerTrainingPage('mindfulness-coaching', {
    title: 'Formation de formateur en coaching de pleine conscience',
    text: 'Le coaching de pleine conscience relie la parole',
  }),
  trainerTrainingPage('business-coaching', {
    title: 'Formation de formateur en coaching professionnel',
    text: 'Former des managers, des responsables des ressources humaines',
  }),
]

/** The prices each document of a training must print. */
const documentFacts: Record<string, string[]> = {
  '/training-life-coaching-first-module': [
    'En groupe : 3 jours non consécutifs, Tarif : nous consulter',
    'En individuel : 3 demi-journées, Tarif : nous consulter',
  ],
  '/training-life-coaching': [
    'En groupe : 18 jours non consécutifs, 185 € par jour et par personne',
    'En individuel : 18 demi-journées, 235 € la demi-journée',
  ],
  '/training-become-coach': [
    'En groupe : 12 jours non consécutifs, 185 € par jour et par personne',
    'En individuel : 12 demi-journées, 235 € la demi-journée',
  ],
  '/training-business-coaching': [
    'En groupe : 3 jours non consécutifs, Sur devis',
    'En individuel : 3 demi-journées, Sur devis',
    '30 % de théorie, 70 % de pratique',
  ],
  ...Object.fromEntries(
    trainerTrainings.map((path) => [
      path,
      ['En groupe : 3 jours, 555 € par personne pour les 3 jours', 'En individuel : 3 demi-journées, 705 € pour les 3 demi-journées'],
    ]),
  ),
}

const site = siteForTests({ own: true })

describeWithAndWithoutJavaScript('offer pages', (browser) => {
  it.each(routes)(
    '$path answers with its title, its text, its prices and its links',
    async ({ path, title, text, facts = [], links = [], noPrice }) => {
      const { page } = browser
      const response = await page.goto(`${site.url}${path}`)
      expect(response?.status()).toBe(200)
      expect(plain(await page.title())).toBe(`${title} | ${SCHOOL}`)
      expect(plain(await page.getByRole('heading', { level: 1 }).innerText())).toBe(title)
      const main = plain(await page.locator('main').innerText())
      expect(main).toContain(text)
      for (const fact of facts) expect(main, fact).toContain(fact)
      // Events have no catalogue price (the spec gives none); a dated session may state its own fee in its data.
      if (noPrice) expect(await page.locator('main .price-block').count()).toBe(0)
      for (const link of links) expect(await page.locator(`main a[href="${link}"]`).count(), link).toBeGreaterThan(0)
      await browser.expectNoA11yViolations()
    },
  )

  it('writes prices and titles with French non-breaking spaces, and shows stars and badges with text alternatives', async () => {
    const { page } = browser
    await page.goto(`${site.url}/stages/sagacity`)
    expect(await page.title()).toBe(`Stage sagacité\u00a0: affiner son discernement | ${SCHOOL}`)
    // Under its promotion: the price before it struck, the price to pay, and one sentence for screen readers.
    const price = page.locator('.price-line')
    expect(await price.locator('del').innerText()).toBe('185\u00a0€')
    expect(await price.locator('.price-amount').innerText()).toBe('92,50\u00a0€')
    expect(await price.locator('[aria-hidden="true"]').count()).toBe(1)
    expect(await price.locator('.visually-hidden').innerText()).toBe('Prix\u00a0: 92,50\u00a0€ au lieu de 185\u00a0€')
    expect(await page.getByRole('img', { name: 'Niveau d’approfondissement\u00a0: 2 sur 5' }).count()).toBeGreaterThan(0)
    expect(await page.getByText('Offre promotionnelle\u00a0: -50\u00a0%').count()).toBeGreaterThan(0)
    await page.goto(`${site.url}/stages`)
    const card = page.locator('.offer-card').filter({ hasText: 'Sagacité' })
    expect(await card.locator('del').innerText()).toBe('185\u00a0€')
    expect(await card.getByText('Prix\u00a0: 92,50\u00a0€ au lieu de 185\u00a0€').count()).toBe(1)
    await page.goto(`${site.url}/stages/consciousness-initiation`)
    await page.getByRole('img', { name: 'Niveau d’approfondissement\u00a0: 1 sur 5' }).first().waitFor()
  })

  it('leads from /coaching to the stages, to a stage, back to the stages, and to its registration', async () => {
    const { page } = browser
    await page.goto(`${site.url}/coaching`)
    await page.getByRole('link', { name: 'Découvrir nos stages' }).click()
    await page.getByRole('heading', { level: 1, name: 'Stages' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/stages')
    await page.getByRole('link', { name: 'Sagacité' }).click()
    await page.getByRole('heading', { level: 1, name: /Stage sagacité/ }).waitFor()
    expect(await page.getByRole('link', { name: 'Contact et inscription' }).getAttribute('href')).toBe('/registration/stage/sagacity')
    await page.getByRole('link', { name: 'Retour aux stages' }).click()
    await page.getByRole('heading', { level: 1, name: 'Stages' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/stages')
  })

  it('leads from /events to an event page listing its open sessions, placeholders in the free slots, and back', async () => {
    const { page } = browser
    // What the API holds: the open conference sessions, soonest first.
    const types: { id: number; subcategory: string }[] = await (await fetch(`${site.apiUrl}/registration_type/all`)).json()
    const conference = types.find((type) => type.subcategory === 'conferences')!
    const today = new Date().toISOString().slice(0, 10)
    const open = (
      (await (await fetch(`${site.apiUrl}/registration/all`)).json()) as { id: number; id_registration_type: number; event_date: string }[]
    )
      .filter((registration) => registration.id_registration_type === conference.id && registration.event_date >= today)
      .sort((a, b) => a.event_date.localeCompare(b.event_date))
    expect(open.length).toBeGreaterThan(0)

    await page.goto(`${site.url}/events`)
    await page.getByRole('link', { name: 'Conférences' }).click()
    await page.getByRole('heading', { level: 1, name: 'Conférences' }).waitFor()
    const dates = page.getByRole('region', { name: 'Prochaines dates' })
    const buttons = dates.locator('a[href^="/registration/event/conferences/"]')
    expect(await buttons.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      open.slice(0, 3).map((registration) => `/registration/event/conferences/${registration.id}`),
    )
    const [year, month, day] = open[0].event_date.split('-')
    expect(await dates.innerText()).toContain(`${day}/${month}/${year}`)
    expect(await dates.getByRole('heading', { name: PLACEHOLDER }).count()).toBe(Math.max(0, 3 - open.length))
    expect(await page.getByRole('figure').filter({ hasText: 'Patricia' }).count()).toBe(1)
    expect(await page.getByRole('complementary', { name: 'À savoir' }).innerText()).toContain('Un événement pour votre structure')
    await browser.expectNoA11yViolations()
    await page.getByRole('link', { name: 'Retour aux événements' }).click()
    await page.getByRole('heading', { level: 1, name: 'Événements' }).waitFor()
  })

  it('leads from /become-coach to a trainer training, back to the list, and to the contact form', async () => {
    const { page } = browser
    await page.goto(`${site.url}/become-coach`)
    await page.getByRole('link', { name: 'Formations de formateurs' }).click()
    await page.getByRole('link', { name: 'Superviseur de coachs' }).click()
    await page.getByRole('heading', { level: 1, name: 'Formation de superviseur de coachs' }).waitFor()
    await page.getByRole('link', { name: 'Retour aux formations de formateurs' }).click()
    await page.getByRole('heading', { level: 1, name: 'Formations de formateurs' }).waitFor()
    await page.getByRole('link', { name: 'Superviseur de coachs' }).click()
    await page.getByRole('link', { name: 'Nous contacter' }).click()
    await page.getByRole('heading', { level: 1, name: 'Nous contacter' }).waitFor()
  })

  it('downloads the programme of a training, in French, with its prices', async () => {
    const { page } = browser
    await page.goto(`${site.url}/training-life-coaching`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Télécharger le programme (PDF)' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('Programme - Formation au coaching de vie.pdf')
    const pdf = await readFile((await download.path())!)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = plain(pdfSentences(pdf))
    expect(text).toContain(SCHOOL)
    expect(text).toContain('En groupe : 18 jours non consécutifs, 185 € par jour et par personne')
    expect(text).toContain('En individuel : 18 demi-journées, 235 € la demi-journée')
  })

  it.each(['/stages/unknown', '/events/unknown', '/trainer-trainings/unknown', '/stages/sagacity/more'])(
    'shows the 404 page for %s',
    async (path) => {
      const { page } = browser
      const response = await page.goto(`${site.url}${path}`)
      expect(response?.status()).toBe(404)
      await page.getByRole('heading', { level: 1, name: NOT_FOUND }).waitFor()
      await browser.expectNoA11yViolations()
    },
  )

  it('describes the trainings and stages as schema.org Courses with their prices in euros', async () => {
    const { page } = browser
    const courseOf = async (path: string) => {
      await page.goto(`${site.url}${path}`)
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
      return scripts.map((script) => JSON.parse(script)).find((data) => data['@type'] === 'Course')
    }
    const lifeCoaching = await courseOf('/training-life-coaching')
    expect(lifeCoaching).toMatchObject({
      name: 'Formation au coaching de vie',
      provider: { name: SCHOOL },
      url: `${site.url}/training-life-coaching`,
    })
    expect(lifeCoaching.offers.map((offer: { price: number; priceCurrency: string }) => [offer.price, offer.priceCurrency])).toEqual([
      [185, 'EUR'],
      [235, 'EUR'],
    ])
    const supervisor = await courseOf('/trainer-trainings/supervisor')
    expect(supervisor.offers.map((offer: { price: number }) => offer.price)).toEqual([555, 705])
    // A stage under its promotion: the price to pay, the price before it as a strikethrough price.
    const sagacity = await courseOf('/stages/sagacity')
    expect(sagacity.offers).toEqual([
      expect.objectContaining({
        price: 92.5,
        priceCurrency: 'EUR',
        priceSpecification: [
          { '@type': 'UnitPriceSpecification', price: 92.5, priceCurrency: 'EUR' },
          { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: 185, priceCurrency: 'EUR' },
        ],
      }),
    ])
    expect(plain(sagacity.offers[0].description)).toBe('Stage en groupe : une journée, 92,50 € au lieu de 185 € par personne')
    const business = await courseOf('/training-business-coaching')
    expect(business.offers.map((offer: { price?: number; description: string }) => [offer.price, plain(offer.description)])).toEqual([
      [undefined, 'En groupe : 3 jours non consécutifs, Sur devis'],
      [undefined, 'En individuel : 3 demi-journées, Sur devis'],
    ])
  })
})

describe('documents of the trainings', () => {
  it.each(Object.entries(documentFacts))('%s offers its programme and its brochure in PDF, with its prices', async (path, facts) => {
    for (const kind of ['programme', 'brochure']) {
      const response = await fetch(`${site.url}${path}/${kind}.pdf`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toMatch(
        new RegExp(
          `^attachment; filename="${kind}-[a-z0-9-]+\\.pdf"; filename\\*=UTF-8''${kind === 'programme' ? 'Programme' : 'Brochure'}%20-%20`,
        ),
      )
      const pdf = Buffer.from(await response.arrayBuffer())
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      const text = plain(pdfSentences(pdf))
      expect(text).toContain(SCHOOL)
      expect(text).toContain(kind === 'programme' ? 'PROGRAMME DE FORMATION' : 'BROCHURE')
      for (const fact of facts) expect(text, `${kind}: ${fact}`).toContain(fact)
    }
  })

  it('answers 404 for a document that does not exist', async () => {
    for (const path of [
      '/training-life-coaching/planning.pdf',
      '/trainer-trainings/unknown/programme.pdf',
      '/session-life-coaching/programme.pdf',
    ]) {
      const response = await fetch(`${site.url}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain('La page que vous demandez n’existe pas')
    }
  })
})

describe('offer pages and blog articles opened directly, in a browser that runs JavaScript', () => {
  const browser = browserForTests()

  it('load no script, fold the phone menu, and lead to pages that run Remix again', async () => {
    const { page } = browser
    const scripts = scriptsRequested(page).paths
    await page.setViewportSize({ width: 375, height: 740 })
    try {
      const nav = page.getByRole('navigation', { name: 'Menu principal' })
      const toggle = page.locator('header summary', { hasText: 'Menu' })
      for (const path of ['/coaching', '/training-life-coaching', '/events/webinars', '/stages/meditation', '/blog/1']) {
        expect((await page.goto(`${site.url}${path}`))?.status(), path).toBe(200)
        expect(await page.locator('script:not([type="application/ld+json"])').count(), path).toBe(0)
        expect(await toggle.isVisible(), path).toBe(true)
        expect(await nav.getByRole('link', { name: 'Contact' }).isVisible(), path).toBe(false)
      }
      expect(scripts).toEqual([])
      await toggle.click()
      expect(await nav.getByRole('link', { name: 'Contact' }).isVisible()).toBe(true)
      await browser.expectNoA11yViolations()

      await nav.getByRole('link', { name: 'Contact' }).click()
      await page.waitForURL(`${site.url}/contact`)
      await page.getByRole('heading', { name: 'Nous contacter' }).waitFor()
      expect(await nav.getByRole('link', { name: 'Contact' }).isVisible()).toBe(false)
      expect(scripts.length).toBeGreaterThan(0)
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 })
    }
  })
})

describe('offer pages when the API does not answer', () => {
  const browser = browserForTests()
  /** /events/conferences as a visitor read it while the API answered (its open sessions included). */
  let conferencesBefore = ''
  /** The sessions /events/workshops linked to while the API answered. */
  let workshopsBefore: (string | null)[] = []
  beforeAll(async () => {
    await browser.page.goto(`${site.url}/events/conferences`)
    conferencesBefore = await browser.page.locator('main').innerText()
    await browser.page.goto(`${site.url}/events/workshops`)
    workshopsBefore = await sessionLinks(browser.page)
    await site.stopApi()
  })

  it('serve the copy a visitor read before, and a page never rendered with its default texts, prices and placeholders', async () => {
    const { page } = browser
    // Read before: the page cache serves it as it was, dates included (decision 0020).
    expect((await page.goto(`${site.url}/events/conferences`))?.status()).toBe(200)
    expect(await page.locator('main').innerText()).toBe(conferencesBefore)
    // Never rendered (an address with a query string is a page of its own): the built-in texts, with the sessions
    // the site last heard of (decision 0020), placeholders for the rest.
    expect((await page.goto(`${site.url}/events/workshops?source=lettre`))?.status()).toBe(200)
    expect(plain(await page.locator('main').innerText())).toContain('Nos ateliers sont des moments de pratique')
    expect(await sessionLinks(page)).toEqual(workshopsBefore)
    expect(await page.getByRole('heading', { name: PLACEHOLDER }).count()).toBe(3 - workshopsBefore.length)
    await browser.expectNoA11yViolations()
    expect((await page.goto(`${site.url}/training-become-coach?source=lettre`))?.status()).toBe(200)
    expect(plain(await page.locator('main').innerText())).toContain('185 € par jour et par personne')
    const pdf = await fetch(`${site.url}/training-become-coach/brochure.pdf`)
    expect(pdf.status).toBe(200)
    expect(plain(pdfSentences(Buffer.from(await pdf.arrayBuffer())))).toContain('Douze temps de formation')
  })
})

/** The registration pages an offer page's « Prochaines dates » link to. */
function sessionLinks(page: Page) {
  return page
    .getByRole('region', { name: 'Prochaines dates' })
    .locator('a[href^="/registration/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
}
