import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BlogArticle, BlogFilter, News, Page as ApiPage } from '#contract/content'
import { CLIENT_AREA_OFF_ALERT } from '../../app/components/site-footer'
import { site as content } from '../../content/site'
import { browserForTests, describeWithAndWithoutJavaScript } from '../support/browser'
import { readHead } from '../support/page-head'
import { siteForTests } from '../support/site'

// Tests marked « needs the blog/news API » pass once GET blog/all, blog/byId/{id}, blogFilters/all, news/all
// and the seeded demo images are in the School API (the API issue).

const founderPath = `/${content.founder.slug}`
const schoolPath = `/${content.school.slug}`

const site = siteForTests()

async function api<T>(path: string): Promise<T> {
  const answer = await fetch(`${site.apiUrl}/${path}`)
  expect(answer.status, `GET ${path}`).toBe(200)
  return (await answer.json()) as T
}

const main = (page: Page) => page.getByRole('main')
const isBlank = (html: string) => !html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '')
/** The first words of the first paragraph or heading of an html text: what a visitor reads first. */
function firstWords(html: string, count = 5): string {
  const block = html.match(/<(p|h[1-6]|li)\b[^>]*>([\s\S]*?)<\/\1>/)?.[2] ?? html
  return block
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, count)
    .join(' ')
}

describeWithAndWithoutJavaScript('public pages', (browser, javaScriptEnabled) => {
  let page: Page
  beforeAll(() => {
    page = browser.page
  })

  it('home: the free session offer and three cards to life coaching, becoming a coach and business coaching', async () => {
    await page.goto(`${site.url}/`)
    await main(page).getByRole('heading', { level: 1, name: 'Apprendre à se parler, apprendre à s’écouter' }).waitFor()
    await main(page).getByRole('heading', { name: 'Votre première séance découverte est offerte' }).waitFor()
    expect(await main(page).getByRole('link', { name: 'Réserver ma séance offerte' }).getAttribute('href')).toBe('/contact')
    const cards = main(page).getByRole('region', { name: 'Nos accompagnements' }).getByRole('listitem')
    expect(await cards.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Coaching de vie',
      'Devenir coach',
      'Coaching professionnel',
    ])
    const hrefs = await cards
      .getByRole('link', { name: /^Découvrir/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual(['/life-coaching', '/become-coach', '/business-coaching'])
    await main(page).getByText('plus de 18 ans d’expérience en coaching de vie et plus de 15 ans en coaching professionnel').waitFor()
    // The school for search engines: an EducationalOrganization, with absolute addresses from PUBLIC_URL.
    const [organisation] = (await readHead(page)).jsonLd
    expect(organisation).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: content.school.name,
      url: `${site.url}/`,
      foundingDate: '2009',
      founder: { '@type': 'Person', name: 'Hélène Garnier', url: `${site.url}${founderPath}` },
      address: { '@type': 'PostalAddress', addressLocality: 'Lyon' },
    })
    await browser.expectNoA11yViolations()
  })

  it('/podcast shows the home page, which is its canonical address', async () => {
    const response = await page.goto(`${site.url}/podcast`)
    expect(response?.status()).toBe(200)
    await main(page).getByRole('heading', { level: 1, name: 'Apprendre à se parler, apprendre à s’écouter' }).waitFor()
    const head = await readHead(page)
    expect(head.title).toBe('Podcast | École Sens & Parole')
    expect(head.canonical).toBe(`${site.url}/`)
    await browser.expectNoA11yViolations()
  })

  it('/about leads to the founder, the method and the school', async () => {
    for (const [link, heading, path] of [
      ['Rencontrer Hélène Garnier', 'Hélène Garnier, fondatrice de l’école', founderPath],
      ['Découvrir la méthode', 'La méthode Sens & Parole', '/method'],
      ['Découvrir l’école', 'L’école Sens & Parole', schoolPath],
    ] as const) {
      await page.goto(`${site.url}/about`)
      await main(page).getByRole('link', { name: link }).click()
      await page.waitForURL(`${site.url}${path}`)
      await main(page).getByRole('heading', { level: 1, name: heading }).waitFor()
      await browser.expectNoA11yViolations()
    }
  })

  it('/method: the four steps, and each question opens on its answer', async () => {
    await page.goto(`${site.url}/method`)
    const steps = main(page).getByRole('list').filter({ hasText: 'Accueillir' }).getByRole('heading', { level: 3 })
    expect(await steps.allInnerTexts()).toEqual(['Accueillir', 'Écouter', 'Clarifier', 'Agir'])
    const answer = main(page).getByText('la première séance découverte est offerte et sans engagement')
    expect(await answer.isVisible()).toBe(false)
    await main(page).getByText('Comment savoir quel accompagnement me correspond ?').click()
    await answer.waitFor()
    await browser.expectNoA11yViolations()
  })

  it('the school page: its story, its figures (none without survey answers) and its trainers’ experience', async () => {
    await page.goto(`${site.url}${schoolPath}`)
    await main(page)
      .getByText(/^L’école est née en 2009/)
      .waitFor()
    await main(page).getByText('Nos résultats de satisfaction seront publiés dès qu’ils porteront sur au moins 10').waitFor()
    await main(page).getByText('plus de 18 ans d’expérience en coaching de vie et plus de 15 ans en coaching professionnel').waitFor()
    await browser.expectNoA11yViolations()
  })

  it('the founder page tells her story and leads to the contact form', async () => {
    await page.goto(`${site.url}${founderPath}`)
    await main(page).getByRole('heading', { name: 'Son parcours' }).waitFor()
    await main(page).getByText('Bien communiquer, ce n’est pas trouver les bons mots').waitFor()
    expect(await main(page).getByRole('link', { name: 'Nous écrire' }).getAttribute('href')).toBe('/contact')
    await browser.expectNoA11yViolations()
  })

  it('the legal notice: publisher, director, host, personal data rights and the one session cookie', async () => {
    await page.goto(`${site.url}/legal-notice`)
    for (const heading of [
      'Éditeur du site',
      'Directrice de la publication',
      'Hébergement',
      'Propriété intellectuelle',
      'Données personnelles',
      'Vos droits',
      'Cookies',
    ]) {
      await main(page).getByRole('heading', { level: 2, name: heading }).waitFor()
    }
    await main(page).getByText('Vous disposez d’un droit d’accès, de rectification et d’effacement de vos données').waitFor()
    expect(await main(page).getByRole('link', { name: content.school.email }).first().getAttribute('href')).toBe(
      `mailto:${content.school.email}`,
    )
    await main(page).getByText('Ce site n’utilise qu’un seul cookie').waitFor()
    await browser.expectNoA11yViolations()
  })

  it('the header: the five links of section 2; on a phone the menu folds behind « Menu », with or without JavaScript', async () => {
    await page.goto(`${site.url}/method`)
    const nav = page.getByRole('navigation', { name: 'Menu principal' })
    const links = await nav.getByRole('link').evaluateAll((items) => items.map((item) => [item.textContent, item.getAttribute('href')]))
    expect(links).toEqual([
      ['Accueil', '/'],
      ['À propos', '/about'],
      ['Coaching', '/coaching'],
      ['Contact', '/contact'],
      ['Inscriptions', '/registration'],
    ])
    await page.setViewportSize({ width: 390, height: 844 })
    try {
      // A <details>: its summary is the toggle, which the browser announces with its state (open or not).
      const fold = page.locator('header details')
      const toggle = fold.locator('summary', { hasText: 'Menu' })
      const about = nav.getByRole('link', { name: 'À propos' })
      // /method ships no script: folded, then opened from the keyboard, the page's own way.
      expect(await toggle.isVisible()).toBe(true)
      expect(await about.isVisible()).toBe(false)
      await toggle.focus()
      await page.keyboard.press('Enter')
      expect(await about.isVisible()).toBe(true)
      expect(await fold.getAttribute('open')).not.toBeNull()
      await browser.expectNoA11yViolations()
      await about.click()
      await page.waitForURL(`${site.url}/about`)
      await main(page).getByRole('heading', { level: 1, name: 'À propos de l’école' }).waitFor()
      expect(await about.isVisible()).toBe(false)

      // From a page that runs Remix (when the browser does): Escape folds it, and so does a link followed.
      await page.goto(`${site.url}/contact`)
      await toggle.click()
      expect(await about.isVisible()).toBe(true)
      if (javaScriptEnabled) {
        await about.focus()
        await page.keyboard.press('Escape')
        await expect.poll(() => about.isVisible()).toBe(false)
        expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true)
        await toggle.click()
      }
      await about.click()
      await page.waitForURL(`${site.url}/about`)
      await main(page).getByRole('heading', { level: 1, name: 'À propos de l’école' }).waitFor()
      await expect.poll(() => about.isVisible()).toBe(false)
      await browser.expectNoA11yViolations()

      // From tablet width the menu is always shown, and « Menu » is not.
      await page.setViewportSize({ width: 1024, height: 800 })
      expect(await about.isVisible()).toBe(true)
      expect(await toggle.isVisible()).toBe(false)
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 })
    }
  })

  it('the footer with the client area on: its links, the copyright 2025 and the update of May 2025', async () => {
    await page.goto(`${site.url}/`)
    const footer = page.getByRole('contentinfo')
    const links = await footer.getByRole('link').evaluateAll((items) => items.map((item) => [item.textContent, item.getAttribute('href')]))
    expect(links).toEqual([
      ['Contact', '/contact'],
      ['Hélène Garnier, fondatrice', founderPath],
      ['Se connecter en tant que client', '/client-account'],
      ['Mentions légales', '/legal-notice'],
      ['Plan d’accès (nouvel onglet)', content.links.map],
      ['Groupe Facebook (nouvel onglet)', content.links.facebookGroup],
      ['Page Facebook (nouvel onglet)', content.links.facebookPage],
      ['LinkedIn (nouvel onglet)', content.links.linkedin],
    ])
    await footer.getByText('© 2025 École Sens & Parole · Mise à jour : mai 2025').waitFor()
    expect(await footer.getByText(CLIENT_AREA_OFF_ALERT).count()).toBe(0)
  })

  it('every page has its own title and description, its canonical address and its Open Graph tags', async () => {
    const paths = ['/', '/about', '/method', founderPath, schoolPath, '/legal-notice', '/contact']
    const heads = []
    for (const path of paths) {
      await page.goto(`${site.url}${path}`)
      const head = await readHead(page)
      const url = `${site.url}${path}`
      expect(head.canonical).toBe(url)
      expect(head.og).toMatchObject({
        'og:url': url,
        'og:title': head.title,
        'og:description': head.description,
        'og:type': 'website',
        'og:locale': 'fr_FR',
        'og:site_name': content.school.name,
      })
      expect(head.description?.length).toBeGreaterThan(50)
      expect(head.description?.length).toBeLessThanOrEqual(170)
      heads.push(head)
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(paths.length)
    const socialCard = await fetch(heads[0].og['og:image'])
    expect([heads[0].og['og:image'], socialCard.status, socialCard.headers.get('content-type')]).toEqual([
      `${site.url}/social-card.png`,
      200,
      'image/png',
    ])
    expect(new Set(heads.map((head) => head.description)).size).toBe(paths.length)
  })

  it('a new navigation starts at the top of the page', async () => {
    await page.goto(`${site.url}/method`)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click()
    await page.waitForURL(`${site.url}/legal-notice`)
    await main(page).getByRole('heading', { level: 1, name: 'Mentions légales' }).waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  it('the blog: every article, and a filter row whose links list the articles of one filter (needs the blog API)', async () => {
    const [articles, filters] = await Promise.all([api<BlogArticle[]>('blog/all'), api<BlogFilter[]>('blogFilters/all')])
    const titlesOf = (filterId: number | null) =>
      articles
        .filter((article) => filterId === null || article.blog_filter_id === filterId)
        .map((article) => article.title)
        .sort()
    // A filter that holds some articles but not all: choosing it visibly narrows the list.
    const filter = filters.find((candidate) => titlesOf(candidate.id).length > 0 && titlesOf(candidate.id).length < articles.length)
    expect(filter, 'the seed has a filter holding some of the articles').toBeDefined()

    const response = await page.goto(`${site.url}/blog`)
    expect(response?.status()).toBe(200)
    const row = page.getByRole('navigation', { name: 'Rubriques du blog' })
    expect(await row.getByRole('link').allInnerTexts()).toEqual([
      'Tous les articles',
      ...filters.filter((f) => f.type.toLowerCase() === 'article').map((f) => f.name),
    ])
    const listed = () => main(page).getByRole('heading', { level: 3 }).allInnerTexts()
    expect((await listed()).sort()).toEqual(titlesOf(null))
    await browser.expectNoA11yViolations()

    await row.getByRole('link', { name: filter!.name, exact: true }).click()
    await page.waitForURL(`${site.url}/blog?filtre=${filter!.id}`)
    await expect.poll(async () => (await listed()).sort()).toEqual(titlesOf(filter!.id))
    expect(await row.getByRole('link', { name: filter!.name, exact: true }).getAttribute('aria-current')).toBe('page')
    expect((await readHead(page)).canonical).toBe(`${site.url}/blog`)
    await browser.expectNoA11yViolations()

    await row.getByRole('link', { name: 'Tous les articles' }).click()
    await page.waitForURL(`${site.url}/blog`)
    await expect.poll(async () => (await listed()).sort()).toEqual(titlesOf(null))

    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
    for (const article of articles) expect(sitemap).toContain(`<loc>${site.url}/blog/${article.id}</loc>`)
  })

  it('article 1 is complete; an article without text says « En cours de construction » (needs the blog API)', async () => {
    const [first, articles] = await Promise.all([api<BlogArticle>('blog/byId/1'), api<BlogArticle[]>('blog/all')])
    await page.goto(`${site.url}/blog`)
    await main(page).getByRole('link', { name: first.title }).click()
    await page.waitForURL(`${site.url}/blog/1`)
    await main(page).getByRole('heading', { level: 1, name: first.title }).waitFor()
    const firstBlock = Object.values(first.texts).find((html) => !isBlank(html))!
    await main(page).getByText(firstWords(firstBlock)).first().waitFor()
    expect(await main(page).getByText('En cours de construction').count()).toBe(0)
    const head = await readHead(page)
    expect(head.title).toBe(`${first.title} | École Sens & Parole`)
    expect(head.og['og:type']).toBe('article')
    expect(head.jsonLd).toContainEqual(
      expect.objectContaining({ '@type': 'BlogPosting', headline: first.title, url: `${site.url}/blog/1` }),
    )
    await browser.expectNoA11yViolations()

    // An article is its blocks other than the `summary` of the list: the seed writes only article 1.
    const unwritten = articles.find(
      (article) => article.id !== 1 && Object.entries(article.texts).every(([id, html]) => id === 'summary' || isBlank(html)),
    )
    expect(unwritten, 'the seed has an article other than 1 without its text').toBeDefined()
    const response = await page.goto(`${site.url}/blog/${unwritten!.id}`)
    expect(response?.status()).toBe(200)
    await main(page).getByRole('heading', { level: 1, name: unwritten!.title }).waitFor()
    await main(page).getByText('En cours de construction').waitFor()
    await browser.expectNoA11yViolations()

    for (const id of ['999999', 'abc', '0']) {
      const missing = await page.goto(`${site.url}/blog/${id}`)
      expect(missing?.status()).toBe(404)
      await main(page).getByRole('heading', { name: 'Oups! La page que vous demandez n’existe pas.' }).waitFor()
    }
  })

  it('the news: every item, the latest one open (needs the news API)', async () => {
    const news = (await api<News[]>('news/all')).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    expect(news.length).toBeGreaterThan(1)
    const response = await page.goto(`${site.url}/news`)
    expect(response?.status()).toBe(200)
    for (const item of news) await main(page).getByText(item.title, { exact: true }).waitFor()
    await main(page).getByText(firstWords(news[0].texts.text)).first().waitFor()
    await browser.expectNoA11yViolations()
  })

  it('the home page’s pictures: responsive WebP renditions, their size, and their credit (needs the seeded images)', async () => {
    const home = await api<ApiPage>('page/2')
    const image = home.imagesById[String(home.images['1'])]
    expect(image, 'the seed gives the home page its picture').toBeDefined()
    await page.goto(`${site.url}/`)
    // Named by its text alternative (the seed describes its pictures).
    expect(image.alt).not.toBe('')
    const picture = main(page).getByRole('img', { name: image.alt }).first()
    expect(await picture.getAttribute('width')).toBe(String(image.width))
    expect(await picture.getAttribute('height')).toBe(String(image.height))
    const srcset = (await picture.getAttribute('srcset')) ?? ''
    expect(srcset.split(', ')).toHaveLength(image.variants.length)
    const first = await fetch(new URL(srcset.split(' ')[0], site.url))
    expect([first.status, first.headers.get('content-type')]).toEqual([200, 'image/webp'])
    if (image.author) await main(page).locator('figcaption').filter({ hasText: image.author }).first().waitFor()
  })
})

describe('the footer with the client area off, and the pages when the API does not answer', () => {
  // No content cache: every page below asks the API, which stops half-way through.
  const offSite = siteForTests({ clientArea: 'off', env: { CONTENT_CACHE_MS: '0' } })
  const browser = browserForTests({ javaScriptEnabled: false })

  it('shows the alert « Page en cours d’actualisation septembre 2024 » and no client account link', async () => {
    const { page } = browser
    await page.goto(`${offSite.url}/about`)
    const footer = page.getByRole('contentinfo')
    await footer.getByText(CLIENT_AREA_OFF_ALERT).waitFor()
    expect(await footer.getByRole('link', { name: 'Se connecter en tant que client' }).count()).toBe(0)
    expect(await footer.locator('a[href="/client-account"]').count()).toBe(0)
    await footer.getByText('© 2025 École Sens & Parole · Mise à jour : mai 2025').waitFor()
    await browser.expectNoA11yViolations()
  })

  it('still shows the content pages with their texts, and says in French what could not be loaded', async () => {
    const { page } = browser
    await offSite.stopApi()
    const legal = await page.goto(`${offSite.url}/legal-notice`)
    expect(legal?.status()).toBe(200)
    await main(page).getByRole('heading', { name: 'Directrice de la publication' }).waitFor()

    const news = await page.goto(`${offSite.url}/news`)
    expect(news?.status()).toBe(503)
    await main(page).getByRole('alert').filter({ hasText: 'Erreur des actualités\u00a0: Le serveur ne répond pas' }).waitFor()
    await browser.expectNoA11yViolations()

    const blog = await page.goto(`${offSite.url}/blog/1`)
    expect(blog?.status()).toBe(503)
    await main(page)
      .getByRole('alert')
      .filter({ hasText: 'Erreur serveur pour charger l’article\u00a0: Le serveur ne répond pas' })
      .waitFor()
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages at their absolute addresses, without the duplicate /podcast nor private areas', async () => {
    const answer = await fetch(`${site.url}/sitemap.xml`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/xml/)
    const xml = await answer.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
    for (const path of [
      '/',
      '/about',
      '/method',
      founderPath,
      schoolPath,
      '/contact',
      '/legal-notice',
      '/news',
      '/blog',
      '/coaching',
      '/registration',
    ]) {
      expect(locs).toContain(`${site.url}${path}`)
    }
    expect(locs.every((loc) => loc.startsWith(`${site.url}/`))).toBe(true)
    expect(locs.filter((loc) => /\/(podcast|client-account|admin|bench-baseline)/.test(loc))).toEqual([])
  })

  it('lets robots index the site but the back-office and the client area, and points them to the sitemap', async () => {
    const answer = await fetch(`${site.url}/robots.txt`)
    expect(answer.status).toBe(200)
    const lines = (await answer.text()).split('\n')
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /client-account', `Sitemap: ${site.url}/sitemap.xml`]),
    )
  })
})
