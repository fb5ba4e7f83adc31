import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { FILTER_DEBOUNCE_MS } from '../../app/components/admin/list-filter'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { ApiCaller } from '../support/http'
import { siteForTests } from '../support/site'
import { adminCredentials, apiLoginBody, createStaffThroughApi, logInBrowser } from '../support/staff'

const site = siteForTests()
/** Every client of this file works at the « Tilleul » workshop: `q=tilleul` lists exactly them. */
const MARK = 'Atelier Tilleul'
const EXTRA = 52

beforeAll(async () => {
  const admin = new ApiCaller(site.apiUrl)
  expect((await admin.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })).status).toBe(200)
  const add = async (fields: Record<string, string>) =>
    expect((await admin.post('client/add', { json: { business: MARK, ...fields } })).status).toBe(200)
  for (const key of ['a', 'b']) {
    await add({ firstName: 'Éloïse', secondName: `Brûlé-${key}`, city: 'Saint-Étienne', email: `eloise.${key}@example.fr`, zip: '42000' })
  }
  await add({ firstName: 'Zoé', secondName: 'Zénith', city: 'Évreux', note: '=1+1', phone: '+33 6 12 34 56 78' })
  for (let index = 1; index <= EXTRA; index++)
    await add({ firstName: `Personne ${String(index).padStart(2, '0')}`, secondName: 'Tilleul', city: 'Lyon' })
})

const search = (page: Page) => new URL(page.url()).searchParams
const caption = (page: Page) => page.locator('caption')
const rowOf = (page: Page, surname: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${surname}\\b`) }) })

describeWithAndWithoutJavaScript('the client list', (browser, javaScriptEnabled) => {
  const own = javaScriptEnabled ? 'Brûlé-a' : 'Brûlé-b'

  it('filters without accents, pages and sorts in the address, and shows the total in French', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    // The filter's pause on a clock the test moves: the page's timers wait for `pause`, not for a real second.
    if (javaScriptEnabled) await page.clock.install()
    await logInBrowser(page, site, await createStaffThroughApi(site, '2;3'), '/admin/client-management')
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor()

    const filter = page.getByRole('searchbox', { name: 'Filtrer les clients' })
    const pause = () => page.clock.fastForward(FILTER_DEBOUNCE_MS)
    await filter.fill('tilleul')
    // With JavaScript the list follows the typing after a pause of one second; without, the GET form is sent.
    if (javaScriptEnabled) await pause()
    else await page.getByRole('button', { name: 'Filtrer' }).click()
    await caption(page)
      .filter({ hasText: `${EXTRA + 3}\u00a0clients pour «\u00a0tilleul\u00a0»` })
      .waitFor()
    expect(search(page).get('q')).toBe('tilleul')
    await page.getByText('Page 1 sur 2').waitFor()
    await browser.expectNoA11yViolations()

    await page.getByRole('link', { name: 'Suivante ›' }).click()
    await page.getByText('Page 2 sur 2').waitFor()
    expect(search(page).get('page')).toBe('2')
    expect(await page.getByRole('row').count()).toBe(1 + EXTRA + 3 - 50)

    // Sorting goes back to the first page and says so on the header.
    await page
      .getByRole('columnheader', { name: /^Ville/ })
      .getByRole('link')
      .click()
    await page.getByText('Page 1 sur 2').waitFor()
    expect(search(page).get('sort')).toBe('city')
    expect(await page.getByRole('columnheader', { name: /^Ville/ }).getAttribute('aria-sort')).toBe('ascending')
    expect(await page.getByRole('columnheader', { name: /^Nom/ }).getAttribute('aria-sort')).toBeNull()
    const cities = await page.locator('tbody tr > :nth-child(6) .cell-value').allTextContents()
    expect(cities.slice(0, 3)).toEqual([...cities].sort((a, b) => a.localeCompare(b, 'fr')).slice(0, 3)) // Évreux before Lyon
    expect(cities).toContain('Évreux')
    await page
      .getByRole('columnheader', { name: /^Ville/ })
      .getByRole('link')
      .click()
    await page.locator('th[aria-sort="descending"]').filter({ hasText: 'Ville' }).waitFor()
    expect(search(page).get('sort')).toBe('-city')

    await filter.fill('ELOISE')
    if (javaScriptEnabled) await pause()
    else await page.getByRole('button', { name: 'Filtrer' }).click()
    await caption(page).filter({ hasText: '2\u00a0clients pour «\u00a0ELOISE\u00a0»' }).waitFor()
    expect(search(page).get('sort')).toBe('-city')
    // The rows, waited for: without JavaScript the page may still be arriving when its caption shows.
    await rowOf(page, 'Brûlé-a').waitFor()
    await rowOf(page, 'Brûlé-b').waitFor()
  })

  it('edits one cell: saved, refused with the French error under it, cancelled', async () => {
    const { page } = browser
    await page.goto(`${site.url}/admin/client-management?q=${encodeURIComponent(own)}`)
    const row = rowOf(page, own)
    const cityCell = row.getByRole('cell').filter({ hasText: 'Saint-Étienne' })
    if (javaScriptEnabled) {
      await cityCell.dblclick()
      await row.getByRole('textbox', { name: `Ville de Éloïse ${own}` }).fill('Besançon')
      await row.getByRole('textbox', { name: `Ville de Éloïse ${own}` }).press('Enter')
    } else {
      await row.getByRole('link', { name: `Modifier ville de Éloïse ${own}` }).click()
      await page.getByRole('heading', { name: `Modifier ville de Éloïse ${own}` }).waitFor()
      await page.getByRole('textbox', { name: `Ville de Éloïse ${own}` }).fill('Besançon')
      await page.getByRole('button', { name: 'Enregistrer' }).click()
    }
    await page.getByText(`Modification enregistrée\u00a0: ville de Éloïse ${own}.`).waitFor()
    await row.getByRole('cell', { name: /Besançon/ }).waitFor()
    expect(search(page).get('q')).toBe(own)
    expect(search(page).get('edit')).toBeNull()

    // A refused value stays typed, the API's message under it.
    const emailName = `Adresse e-mail de Éloïse ${own}`
    if (javaScriptEnabled) {
      await row.getByRole('link', { name: `Modifier adresse e-mail de Éloïse ${own}` }).press('Enter')
    } else {
      await row.getByRole('link', { name: `Modifier adresse e-mail de Éloïse ${own}` }).click()
    }
    await page.getByRole('textbox', { name: emailName }).fill('pas-une-adresse')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await page.getByText('Adresses e-mail invalides').waitFor()
    expect(await page.getByRole('textbox', { name: emailName }).inputValue()).toBe('pas-une-adresse')
    expect(await page.getByRole('textbox', { name: emailName }).getAttribute('aria-invalid')).toBe('true')
    await browser.expectNoA11yViolations()
    if (javaScriptEnabled) {
      await page.getByRole('textbox', { name: emailName }).press('Escape')
      expect(await page.getByRole('textbox', { name: emailName }).count()).toBe(0)
      // Cancelled by a button as well: nothing was stored.
      await cityCell.or(row.getByRole('cell', { name: /Besançon/ })).dblclick()
      await row.getByRole('button', { name: 'Annuler' }).click()
    } else {
      await page.getByRole('link', { name: 'Annuler' }).click()
    }
    await row.getByRole('cell', { name: new RegExp(`eloise\\.${own.slice(-1)}@example\\.fr`) }).waitFor()
    expect(await page.getByText('Adresses e-mail invalides').count()).toBe(0)
  })

  it('adds a client: errors under the fields, then the success with no error left', async () => {
    const { page } = browser
    await page.goto(`${site.url}/admin/client-management`)
    await page.getByText('Ajouter un client').click()
    const form = page.locator('#add-client')
    const firstName = javaScriptEnabled ? 'Noé' : 'Anaïs'
    await form.getByLabel('Prénom (obligatoire)').fill(firstName)
    await form.getByLabel('Adresse e-mail').fill('faux')
    await form.getByRole('button', { name: 'Ajouter le client' }).click()
    await form.getByText('Ce champ est obligatoire').waitFor()
    await form.getByText('Adresses e-mail invalides').waitFor()
    expect(await form.getByLabel('Prénom (obligatoire)').inputValue()).toBe(firstName)
    await browser.expectNoA11yViolations()

    await form.getByLabel('Nom (obligatoire)', { exact: true }).fill('Çavarec')
    await form.getByLabel('Adresse e-mail').fill('noe@example.fr; bureau@example.fr')
    await form.getByRole('checkbox', { name: 'Entreprise' }).check()
    await form.getByRole('button', { name: 'Ajouter le client' }).click()
    await page.getByText(`Le client «\u00a0${firstName} Çavarec\u00a0» a été ajouté.`).waitFor()
    expect(await page.getByText('Ce champ est obligatoire').count()).toBe(0)
    expect(await page.getByText('Adresses e-mail invalides').count()).toBe(0)
  })

  it('opens a client: its fields, its activity in French, and back to the same list', async () => {
    const { page } = browser
    await page.goto(`${site.url}/admin/client-management?q=${encodeURIComponent(own)}&sort=city`)
    await rowOf(page, own)
      .getByRole('link', { name: new RegExp(`^${own}`) })
      .click()
    await page.getByRole('heading', { name: `Éloïse ${own}`, level: 1 }).waitFor()
    const history = page.getByRole('region', { name: 'Historique des modifications' })
    await history.getByText('a modifié').first().waitFor()
    expect(await history.textContent()).toContain('Ville\u00a0: «\u00a0Saint-Étienne\u00a0» → «\u00a0Besançon\u00a0»')
    expect(await history.textContent()).toContain('a ajouté le client')
    await page.getByText('Les inscriptions se voient avec le droit').waitFor()
    await browser.expectNoA11yViolations()
    await page.getByRole('link', { name: 'Retour à la liste des clients' }).click()
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor()
    expect(search(page).get('q')).toBe(own)
    expect(search(page).get('sort')).toBe('city')
  })

  it('exports the filtered list as CSV for a French spreadsheet', async () => {
    const { page } = browser
    const answer = await page.context().request.get(`${site.url}/admin/client-management/export.csv?q=zenith`)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers()['cache-control']).toBe('private, no-store')
    expect(answer.headers()['content-disposition']).toMatch(/^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = await answer.body()
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').split('\r\n')
    expect(lines[0]).toBe(
      'Numéro;Type de public;Prénom;Nom;Téléphone;Adresse e-mail;Adresse;Code postal;Ville;Pays;Note;Entreprise;Téléphone professionnel',
    )
    expect(lines[1]).toMatch(/^\d+;Tous publics;Zoé;Zénith;'\+33 6 12 34 56 78;;;;Évreux;;'=1\+1;Atelier Tilleul;$/)
    expect(lines.slice(2)).toEqual([''])
  })
})
