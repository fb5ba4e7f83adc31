import { and, eq, inArray } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { image, pageImage } from '../../server/db/schema'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { ApiCaller } from '../support/http'
import { png } from '../support/images'
import { siteForTests } from '../support/site'
import { textOf } from '../support/site-visitor'
import { createStaffThroughApi, logInBrowser, staffVisitor } from '../support/staff'

// This file replaces and deletes pictures of public pages: a site of its own, so that no other file sees it. Its
// API logs each request (LOG_LEVEL=info) and the site caches no content list, so that the reads a view makes can
// be counted. The pictures of blog articles 1 and 2 are left without text alternative, as migration 0013 leaves
// the images of before it (issue 30).
const site = siteForTests({
  own: true,
  env: { LOG_LEVEL: 'info', CONTENT_CACHE_MS: '0' },
  prepareData: async (db) => {
    const shown = db
      .select({ id: pageImage.imageId })
      .from(pageImage)
      .where(and(eq(pageImage.pageId, 38), inArray(pageImage.entityId, [1, 2])))
    await db.update(image).set({ alt: '', decorative: false }).where(inArray(image.id, shown))
  },
})

const altRequired = 'Décrivez l’image pour qui ne la voit pas, ou cochez «\u00a0Image décorative\u00a0»'

/** The text alternatives of the pictures a public page draws. */
async function altsOf(page: Page, path: string): Promise<(string | null)[]> {
  await page.goto(`${site.url}${path}`)
  return page.locator('main img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))
}

/** The stored file's name without extension (its renditions share it), from the form's « Ouvrir le fichier d’origine ». */
async function storedName(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: 'Ouvrir le fichier d’origine' }).getAttribute('href')
  const match = /\/media\/([a-f0-9]{32})\./.exec(href ?? '')
  expect(match, href ?? '').not.toBeNull()
  return match![1]
}

/** The picture files a public page draws (its `src` and `srcset` addresses). */
async function picturesOf(page: Page, path: string): Promise<string> {
  await page.goto(`${site.url}${path}`)
  return (
    await page
      .locator('main img')
      .evaluateAll((images) => images.map((image) => `${image.getAttribute('src')} ${image.getAttribute('srcset')}`))
  ).join(' ')
}

const noErrorsLeft = async (page: Page) => expect(await page.locator('.error-list').count()).toBe(0)

it('reads the blog articles only for the views whose forms offer their slots (an image’s, the upload)', async () => {
  const staff = await staffVisitor(site, await createStaffThroughApi(site, '4;5'))
  const blogReads = () =>
    site
      .logs()
      .split('\n')
      .filter((line) => line.includes('"url":"/api/blog/all"')).length
  const before = blogReads()
  for (const path of ['/admin/image-handler', '/admin/image-handler?folder=0', '/admin/image-handler?folder=3']) {
    expect((await staff.get(path)).status, path).toBe(200)
  }
  expect(blogReads()).toBe(before)

  const upload = await staff.get('/admin/image-handler?folder=3&add=1')
  expect(upload.status).toBe(200)
  expect(blogReads()).toBe(before + 1)
  const image = /\?folder=3&amp;image=(\d+)/.exec((await staff.get('/admin/image-handler?folder=3')).html)
  expect(image).not.toBeNull()
  const edited = await staff.get(`/admin/image-handler?folder=3&image=${image![1]}`)
  expect(edited.status).toBe(200)
  expect(blogReads()).toBe(before + 2)

  // Both forms still offer a slot per article, by its title.
  const [article] = (await new ApiCaller(site.apiUrl).get('blog/all')).body as { title: string }[]
  expect(textOf(upload.html)).toContain(article.title)
  expect(textOf(edited.html)).toContain(article.title)
})

describeWithAndWithoutJavaScript('the image library', (browser, javaScriptEnabled) => {
  // Each mode works on a page of its own: the method page's hero with JavaScript, the school page's without.
  const [pageId, pageLabel, folderTitle] = javaScriptEnabled ? ['3', '3 La méthode', '3 La méthode'] : ['4', '4 L’école', '4 L’école']
  const role = `Portrait d’atelier ${javaScriptEnabled ? 'avec' : 'sans'} script`
  const alt = `Une coach et deux stagiaires autour d’une table, ${javaScriptEnabled ? 'avec' : 'sans'} script`

  it('browses the folders, uploads (refused, then stored and shown), edits, replaces, attaches, detaches and deletes', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    await logInBrowser(page, site, await createStaffThroughApi(site, '4;5'), '/admin/image-handler')
    await page.getByRole('heading', { name: 'Images', level: 1 }).waitFor()
    const folders = page.getByRole('navigation', { name: 'Dossiers d’images' }).getByRole('link')
    expect(await folders.first().textContent()).toMatch(/^0 Non utilisées/)
    await browser.expectNoA11yViolations()

    // A folder: its thumbnails, lazy WebP; the back arrow returns to the folders.
    await folders.filter({ hasText: folderTitle }).click()
    await page.getByRole('heading', { name: folderTitle, level: 1 }).waitFor()
    const thumbnail = page.locator('.image-grid img').first()
    expect(await thumbnail.getAttribute('loading')).toBe('lazy')
    expect(await thumbnail.getAttribute('src')).toMatch(/-240\.webp$/)
    await browser.expectNoA11yViolations()
    await page.getByRole('link', { name: 'Dossiers' }).click()
    await page.getByRole('heading', { name: 'Images', level: 1 }).waitFor()

    // The upload form offers the pages' real slots by name. No description: refused under its field, the texts
    // kept, nothing stored.
    await folders.filter({ hasText: folderTitle }).click()
    await page.getByRole('heading', { name: folderTitle, level: 1 }).waitFor()
    await page.getByRole('link', { name: 'Ajouter une image' }).click()
    const upload = page.getByRole('form', { name: 'Nouvelle image' })
    const slots = upload.getByLabel('Emplacement', { exact: true })
    expect(await slots.inputValue()).toBe('')
    expect(await slots.locator(`optgroup[label="${pageLabel}"] option`).allTextContents()).toContain(
      'En-tête de la page (et sa carte sur «\u00a0À propos\u00a0»)',
    )
    const notAnImage = { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('ceci n’est pas une image') }
    await upload.getByLabel('Fichier de l’image (obligatoire)').setInputFiles(notAnImage)
    await upload.getByLabel(/^Rôle/).fill(role)
    await upload.getByLabel('Auteur', { exact: true }).fill('Camille Roux')
    await slots.selectOption(`${pageId}-1`)
    await upload.getByRole('button', { name: 'Ajouter l’image' }).click()
    await page.locator('#add-image-alt-error').waitFor()
    const altField = page.getByRole('form', { name: 'Nouvelle image' }).getByLabel('Texte alternatif', { exact: true })
    expect(await altField.getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator('#add-image-alt-error').textContent()).toBe(altRequired)
    expect(await page.getByRole('form', { name: 'Nouvelle image' }).getByLabel(/^Rôle/).inputValue()).toBe(role)
    await browser.expectNoA11yViolations()

    // Described, but a file that is not an image: the API's error under the file, the description kept.
    await altField.fill(alt)
    await page.getByRole('form', { name: 'Nouvelle image' }).getByLabel('Fichier de l’image (obligatoire)').setInputFiles(notAnImage)
    await page.getByRole('form', { name: 'Nouvelle image' }).getByRole('button', { name: 'Ajouter l’image' }).click()
    await page.getByText('Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP, GIF ou AVIF).').waitFor()
    expect(await page.locator('#add-image-alt-error').count()).toBe(0)
    expect(await page.getByRole('form', { name: 'Nouvelle image' }).getByLabel('Texte alternatif', { exact: true }).inputValue()).toBe(alt)

    // A real picture, described: stored, shown on that page entity, and the form of the new image opens.
    const retry = page.getByRole('form', { name: 'Nouvelle image' })
    await retry.getByLabel('Fichier de l’image (obligatoire)').setInputFiles({
      name: 'atelier.png',
      mimeType: 'image/png',
      buffer: await png({ width: 900, height: 600 }),
    })
    await retry.getByRole('button', { name: 'Ajouter l’image' }).click()
    await page.getByText('L’image a été ajoutée.').waitFor()
    await page.getByRole('heading', { name: /^Image n°/, level: 1 }).waitFor()
    await noErrorsLeft(page)
    const uses = page.getByRole('region', { name: 'Où l’image est affichée' })
    const publicPath = await uses.getByRole('link', { name: /^voir la page / }).getAttribute('href')
    expect(await uses.textContent()).toContain(`${pageLabel}, En-tête de la page (et sa carte sur «\u00a0À propos\u00a0»)`)
    expect(await page.locator('.image-facts').textContent()).toContain('900\u00a0×\u00a0600\u00a0px')
    await browser.expectNoA11yViolations()
    const imagePage = page.url()
    const first = await storedName(page)
    const visitor = await browser.context.newPage()
    expect(await picturesOf(visitor, publicPath!)).toContain(first)
    // The public page reads the description typed, not the role.
    expect(await altsOf(visitor, publicPath!)).toContain(alt)
    expect(
      await page
        .getByRole('form', { name: 'Description, crédits et fichier' })
        .getByLabel('Texte alternatif', { exact: true })
        .inputValue(),
    ).toBe(alt)

    // Credits: a link that is not http(s) is refused under its field, then corrected; no error stays.
    const credits = page.getByRole('form', { name: 'Description, crédits et fichier' })
    await credits.getByLabel('Lien vers l’auteur').fill('ftp://camille.example')
    await credits.getByRole('button', { name: 'Enregistrer' }).click()
    await page.getByText('Adresse http:// ou https:// attendue').waitFor()
    await page
      .getByRole('form', { name: 'Description, crédits et fichier' })
      .getByLabel('Lien vers l’auteur')
      .fill('https://camille.example')
    await page.getByRole('form', { name: 'Description, crédits et fichier' }).getByRole('button', { name: 'Enregistrer' }).click()
    await page.getByText('L’image a été mise à jour.').waitFor()
    await noErrorsLeft(page)
    expect(await page.getByRole('form', { name: 'Description, crédits et fichier' }).getByLabel('Lien vers l’auteur').inputValue()).toBe(
      'https://camille.example',
    )

    // Replacing the file: the public page shows the new picture at once, the old files are gone.
    await page
      .getByRole('form', { name: 'Description, crédits et fichier' })
      .getByLabel('Remplacer le fichier (facultatif)')
      .setInputFiles({ name: 'nouvelle.png', mimeType: 'image/png', buffer: await png({ width: 640, height: 800 }) })
    await page.getByRole('form', { name: 'Description, crédits et fichier' }).getByRole('button', { name: 'Enregistrer' }).click()
    await page.getByText('L’image a été remplacée partout où elle est affichée.').waitFor()
    const second = await storedName(page)
    expect(second).not.toBe(first)
    expect(await page.locator('.image-facts').textContent()).toContain('portrait')
    const shown = await picturesOf(visitor, publicPath!)
    expect(shown).toContain(second)
    expect(shown).not.toContain(first)
    expect((await visitor.request.get(`${site.url}/media/${first}.png`)).status()).toBe(404)

    // Attached to another entity, then detached from it.
    const attach = page.getByRole('form', { name: 'L’afficher à un autre emplacement' })
    await attach.getByLabel('Emplacement', { exact: true }).selectOption({ label: 'Bloc 2 de «\u00a0Coaching de vie\u00a0»' })
    await attach.getByRole('button', { name: 'Afficher l’image à cet emplacement' }).click()
    const where = 'la page «\u00a0Coaching de vie\u00a0», bloc 2 de «\u00a0Coaching de vie\u00a0»'
    await page.getByText(`L’image est affichée sur ${where}.`).waitFor()
    await page.getByRole('button', { name: 'Dissocier de Coaching de vie, Bloc 2 de «\u00a0Coaching de vie\u00a0»' }).click()
    await page.getByText(`L’image n’est plus affichée sur ${where}.`).waitFor()
    expect(await page.locator('.image-uses-list').textContent()).not.toContain('Bloc 2')

    // A slot the page does not draw, posted by hand as the form contract allows: refused in French, nothing shown.
    const imageId = new URL(page.url()).searchParams.get('image')!
    const forged = await page.request.post(`${site.url}/admin/image-handler`, {
      headers: { Origin: site.url },
      form: { intent: 'attach', id: imageId, pageId: '3', entityId: '999' },
    })
    expect(forged.status()).toBe(400)
    expect(await forged.text()).toContain('La page «\u00a0La méthode\u00a0» n’a pas d’emplacement d’image n°\u00a0999.')
    expect(await forged.text()).not.toContain('L’image est affichée')

    // Leaving the form returns to the folder's list.
    await page.getByRole('link', { name: /^Retour au dossier/ }).click()
    await page.getByRole('heading', { name: folderTitle, level: 1 }).waitFor()
    await page.goto(imagePage)

    // Deleting asks first (a dialog with JavaScript, a page without), saying where the image is shown.
    await page.getByRole('button', { name: 'Supprimer l’image' }).click()
    const question = page.getByRole('heading', { name: 'Êtes-vous sûr de vouloir supprimer l’image\u00a0?' })
    await question.waitFor()
    if (javaScriptEnabled) await page.getByRole('dialog').waitFor()
    expect(await page.getByText(`${pageLabel}, En-tête de la page (et sa carte sur «\u00a0À propos\u00a0»)`).count()).toBeGreaterThan(0)
    await browser.expectNoA11yViolations()
    await page.getByRole('button', { name: 'Supprimer définitivement' }).click()
    await page.getByText('L’image a été supprimée.').waitFor()
    await page.getByRole('heading', { name: folderTitle, level: 1 }).waitFor()
    expect(await picturesOf(visitor, publicPath!)).not.toContain(second)
    expect((await visitor.request.get(`${site.url}/media/${second}.png`)).status()).toBe(404)
    await visitor.close()
  })

  it('lists the images without text alternative on the home; one described there reaches the public pages', async () => {
    // Each mode describes the picture of one article: 1 with JavaScript, 2 without.
    const article = javaScriptEnabled ? 1 : 2
    const description = `Des collines au bord d’un lac, article ${article}`
    const { page } = browser
    await browser.context.clearCookies()
    const visitor = await browser.context.newPage()
    // Until it is described, the picture is drawn with an empty text alternative, never its role.
    expect(await altsOf(visitor, `/blog/${article}`)).toEqual([''])

    await logInBrowser(page, site, await createStaffThroughApi(site, '4'), '/admin/image-handler')
    const list = page.getByRole('region', { name: 'Images sans texte alternatif' })
    await list.waitFor()
    const counted = async () => Number(/À décrire\u00a0: (\d+)/.exec((await list.textContent()) ?? '')?.[1] ?? 0)
    const before = await counted()
    expect(before).toBeGreaterThan(0)
    expect(await list.getByRole('row').count()).toBe(before + 1)
    await browser.expectNoA11yViolations()
    const row = list.getByRole('row').filter({ hasText: `38 Articles du blog, Article n°\u00a0${article}` })
    await row.getByRole('link', { name: /^Décrire l’image n°/ }).click()
    await page.getByText('Cette image n’a pas encore de texte alternatif').waitFor()

    // Saved without a description: refused under the field; with one, saved, and gone from the list.
    const form = () => page.getByRole('form', { name: 'Description, crédits et fichier' })
    await form().getByRole('button', { name: 'Enregistrer' }).click()
    await page.getByText(altRequired).waitFor()
    await form().getByLabel('Texte alternatif', { exact: true }).fill(description)
    await form().getByRole('button', { name: 'Enregistrer' }).click()
    await page.getByText('L’image a été mise à jour.').waitFor()
    await noErrorsLeft(page)
    expect(await page.getByText('Cette image n’a pas encore de texte alternatif').count()).toBe(0)
    await page.goto(`${site.url}/admin/image-handler`)
    await list.waitFor()
    expect(await counted()).toBe(before - 1)
    expect(await list.getByText(`Article n°\u00a0${article}`).count()).toBe(0)

    // The article and the blog's card read it.
    expect(await altsOf(visitor, `/blog/${article}`)).toEqual([description])
    expect(await altsOf(visitor, '/blog')).toContain(description)
    await visitor.close()
  })

  it('takes the upload as the form contract’s plain multipart POST: `alt` required unless `decorative=on`', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    await logInBrowser(page, site, await createStaffThroughApi(site, '4;5'), '/admin/image-handler')
    await page.getByRole('heading', { name: 'Images', level: 1 }).waitFor()
    const post = async (fields: Record<string, string>) =>
      page.request.post(`${site.url}/admin/image-handler`, {
        headers: { Origin: site.url },
        maxRedirects: 0,
        multipart: {
          intent: 'add',
          ...fields,
          image: { name: 'contrat.png', mimeType: 'image/png', buffer: await png({ width: 120, height: 80 }) },
        },
      })
    const refused = await post({ role: 'Sans description' })
    expect(refused.status()).toBe(400)
    expect(textOf(await refused.text())).toContain(altRequired)
    const stored = await post({ decorative: 'on', alt: 'Un texte que la case remplace' })
    expect(stored.status()).toBe(302)
    await page.goto(`${site.url}${stored.headers().location}`)
    const form = page.getByRole('form', { name: 'Description, crédits et fichier' })
    expect(await form.getByLabel(/^Image décorative/).isChecked()).toBe(true)
    expect(await form.getByLabel('Texte alternatif', { exact: true }).inputValue()).toBe('')
  })

  it('shows no upload form to staff holding right 4 alone', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    await logInBrowser(page, site, await createStaffThroughApi(site, '4'), `/admin/image-handler?folder=${pageId}`)
    await page.getByRole('heading', { name: folderTitle, level: 1 }).waitFor()
    expect(await page.getByRole('link', { name: 'Ajouter une image' }).count()).toBe(0)
  })
})
