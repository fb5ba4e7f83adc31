import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import type { RegistrationType } from '#contract/registration'
import { longDate } from '../../app/registrations/session-date'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { ApiCaller } from '../support/http'
import { siteForTests } from '../support/site'
import { adminCredentials, apiLoginBody, createStaffThroughApi, logInBrowser, type StaffCredentials } from '../support/staff'

const site = siteForTests()
const complete = { phone: '06 11 22 33 44', address: '3 place Bellecour', zip: '69002', city: 'Lyon', country: 'France' }
const clients: Record<string, number> = {}

beforeAll(async () => {
  const admin = new ApiCaller(site.apiUrl)
  expect((await admin.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })).status).toBe(200)
  const add = async (key: string, fields: Record<string, string>) => {
    const answer = await admin.post('client/add', { json: fields })
    expect(answer.status).toBe(200)
    clients[key] = answer.body.id
  }
  await add('complete', { firstName: 'Anaïs', secondName: 'Vernier', email: 'anais.vernier@example.fr', ...complete })
  await add('incomplete', { firstName: 'Basile', secondName: 'Sansadresse' })
})

/** Logged in over HTTP, the session handed to the browser, then `path` opened: the login form is other files' subject. */
const logIn = (page: Page, credentials: StaffCredentials, path: string) => logInBrowser(page, site, credentials, path)

/** A session date a few days ahead, so that the public list (soonest first) shows it. */
function soon(days: number): { iso: string; french: string } {
  const date = new Date(Date.now() + days * 86_400_000)
  const iso = date.toISOString().slice(0, 10)
  const [year, month, day] = iso.split('-')
  return { iso, french: `${day}/${month}/${year}` }
}

/**
 * What a double click sends without JavaScript: the form of the button `submit` (its key among its fields) posted
 * twice in a row; both answer the redirect of a success, then the page it leads to is opened.
 */
async function postTwice(page: Page, submit: string) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: submit }) })
  const fields: Record<string, string> = Object.fromEntries(
    await form.locator('input').evaluateAll((inputs) => (inputs as HTMLInputElement[]).map((input) => [input.name, input.value])),
  )
  const post = () => page.request.post(page.url(), { form: fields, headers: { Origin: site.url }, maxRedirects: 0 })
  const [first, second] = [await post(), await post()]
  expect([first.status(), second.status()]).toEqual([302, 302])
  await page.goto(new URL(first.headers().location, page.url()).href)
}

describeWithAndWithoutJavaScript('the registration handler', (browser, javaScriptEnabled) => {
  // Workshops ask for the client's address and phone (data_name_client): the refusal names them.
  const [subcategory, publicPath] = ['workshops', '/events/workshops']
  const date = soon(javaScriptEnabled ? 2 : 3)
  const place = `Salle ${javaScriptEnabled ? 'des Cèdres' : 'des Ormes'}`

  it('plans a session (field errors, then created), edits it, manages its participants and their CSV, then cancels it', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    await logIn(page, await createStaffThroughApi(site, '7;8'), '/admin/registration-handler')
    await page.getByRole('heading', { name: 'Inscriptions', level: 1 }).waitFor()
    for (const group of ['Événements', 'Stages', 'Formations en coaching de vie', 'Formations de coachs et de formateurs'])
      await page.getByRole('heading', { name: group, level: 2 }).waitFor()
    await browser.expectNoA11yViolations()

    await page.goto(`${site.url}/admin/registration-handler/event/${subcategory}`)
    await page.getByRole('heading', { name: 'Sessions à venir' }).waitFor()
    await browser.expectNoA11yViolations()

    // Added without a date: the API's error under the date; then with it.
    const ours = page.getByRole('link', { name: `Voir la session du ${date.french}` })
    const sameDay = await ours.count()
    await page.getByRole('link', { name: 'Ajouter une session' }).click()
    const add = page.getByRole('form', { name: 'Nouvelle session' })
    await add.getByLabel('Lieu').fill(place)
    // No place at all: what a client that skips the browser's checks sends (min is 1), refused by the API.
    const places = add.getByLabel('Nombre de places')
    await places.evaluate((input) => input.removeAttribute('min'))
    await places.fill('0')
    await add.getByRole('button', { name: 'Créer la session' }).click()
    await page
      .getByText(/Erreur des inscriptions/)
      .first()
      .waitFor()
    // An empty date picker is a missing date, in the words of every other field (the picker shows no aaaa-mm-jj).
    expect(await page.locator('#add-new-event_date-error').textContent()).toBe('Ce champ est obligatoire')
    // The number of places keeps its help beside its error: a screen reader reads both.
    const refusedPlaces = page.getByRole('form', { name: 'Nouvelle session' }).getByLabel('Nombre de places')
    expect(await refusedPlaces.getAttribute('aria-invalid')).toBe('true')
    const description = await refusedPlaces.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent),
    )
    expect(description).toEqual([
      'Vide\u00a0: sans limite. Les pages publiques disent ce qui reste («\u00a0Plus que 2 places\u00a0», «\u00a0Complet\u00a0»).',
      'Un nombre entier de places de 1 à 10\u00a0000 est attendu (vide\u00a0: sans limite)',
    ])
    await refusedPlaces.fill('')
    await browser.expectNoA11yViolations()
    await page.getByRole('form', { name: 'Nouvelle session' }).getByLabel('Date de la session').fill(date.iso)
    // Without JavaScript, sent twice as a double click does: one session.
    if (javaScriptEnabled)
      await page.getByRole('form', { name: 'Nouvelle session' }).getByRole('button', { name: 'Créer la session' }).click()
    else await postTwice(page, 'Créer la session')
    await page.getByText('L’inscription a été créée.').waitFor()
    expect(await ours.count()).toBe(sameDay + 1)
    expect(await page.getByText(/Erreur des inscriptions/).count()).toBe(0)
    expect(await page.getByRole('form', { name: 'Nouvelle session' }).count()).toBe(0)

    // The public page shows it at once.
    const publicPage = await browser.context.newPage()
    await publicPage.goto(`${site.url}${publicPath}`)
    expect(await publicPage.locator('main').textContent()).toContain(date.french)

    // One form at a time: opening another session’s form closes this one, which kept nothing.
    const editOurs = page.getByRole('link', { name: `Modifier la session du ${date.french}` })
    await editOurs.click()
    await page.getByRole('form', { name: 'Modifier la session' }).getByLabel('Horaires').fill('jamais enregistré')
    const editLinks = await page
      .getByRole('link', { name: /^Modifier la session du / })
      .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''))
    const otherName = editLinks.find((name) => !name.endsWith(date.french))!
    // What was typed is about to be lost: with JavaScript, the page asks first (issue 27).
    if (javaScriptEnabled) page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('link', { name: otherName }).click()
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: otherName }) })
      .getByRole('form', { name: 'Modifier la session' })
      .waitFor()
    expect(await page.getByRole('form', { name: 'Modifier la session' }).count()).toBe(1)

    // Edit: the field changed, the others kept.
    await editOurs.click()
    const edit = page.getByRole('listitem').filter({ has: editOurs }).getByRole('form', { name: 'Modifier la session' })
    expect(await edit.getByLabel('Horaires').inputValue()).toBe('')
    expect(await page.getByRole('form', { name: 'Modifier la session' }).count()).toBe(1)
    await edit.getByLabel('Horaires').fill('9 h 30 – 12 h')
    // A « Date » text naming another day than the session's date is refused under it, what was typed kept.
    const dayBefore = longDate(new Date(Date.parse(`${date.iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10))
    await edit.getByLabel('Date', { exact: true }).fill(`${dayBefore}, 9 h 30`)
    await edit.getByRole('button', { name: 'Enregistrer' }).click()
    const refusedEdit = page.getByRole('form', { name: 'Modifier la session' })
    const dateError = refusedEdit.locator('[id$="-Date-error"]')
    expect(await dateError.textContent()).toBe(
      `Le champ «\u00a0Date\u00a0» indique «\u00a0${dayBefore}\u00a0», mais la session est datée du ${longDate(date.iso)}\u00a0: corrigez l’un ou l’autre.`,
    )
    expect(await refusedEdit.getByLabel('Horaires').inputValue()).toBe('9 h 30 – 12 h')
    expect(await refusedEdit.getByLabel('Date', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    await browser.expectNoA11yViolations()
    await refusedEdit.getByLabel('Date', { exact: true }).fill(`${longDate(date.iso)}, 9 h 30`)
    await refusedEdit.getByRole('button', { name: 'Enregistrer' }).click()
    await page.getByText('L’inscription a été modifiée.').waitFor()
    const view = page.getByRole('region', { name: new RegExp(`Session du ${date.french}`) })
    await view.getByText('9 h 30 – 12 h').waitFor()
    await view.getByText(place).waitFor()

    // Participants: found by a search; the refusal names the missing fields; the complete client is linked.
    await view.getByRole('searchbox', { name: /Chercher un client/ }).fill('sansadresse')
    await view.getByRole('button', { name: 'Chercher' }).click()
    await page.getByRole('button', { name: 'Inscrire Basile Sansadresse' }).click()
    await page.getByText(/Erreur des inscriptions\u00a0: Cette inscription demande des informations qui manquent/).waitFor()
    await browser.expectNoA11yViolations()
    const search = async (query: string) => {
      const form = page.getByRole('search', { name: 'Inscrire un client' })
      await form.getByRole('searchbox').fill(query)
      await form.getByRole('button', { name: 'Chercher' }).click()
    }
    const found = page.getByRole('list', { name: 'Clients trouvés' })
    await search('VERNIER')
    await found.getByText(/Anaïs Vernier · anais\.vernier@example\.fr · Lyon/).waitFor()
    expect(new URL(page.url()).searchParams.get('q')).toBe('VERNIER')
    await page.getByRole('button', { name: 'Inscrire Anaïs Vernier' }).click()
    await page.getByText('Le client est inscrit.').waitFor()
    await page.getByText(/Anaïs Vernier · anais\.vernier@example\.fr/).waitFor()
    expect(await page.getByText(/Erreur des inscriptions/).count()).toBe(0)
    await browser.expectNoA11yViolations()

    // Searched again, she shows as registered; a search that finds nobody says so.
    await search('vernier')
    await found.getByText(/Anaïs Vernier .* déjà inscrit/).waitFor()
    expect(await page.getByRole('button', { name: 'Inscrire Anaïs Vernier', exact: true }).count()).toBe(0)
    await search('personne-de-ce-nom')
    await page.getByText('Aucun client trouvé.').waitFor()

    const csvLink = page.getByRole('link', { name: 'Télécharger les participants (CSV)' })
    const csv = await page.request.get(`${site.url}${await csvLink.getAttribute('href')}`)
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
    const text = (await csv.body()).toString('utf8')
    expect(text.startsWith('\uFEFFNuméro du client;Prénom;Nom;')).toBe(true)
    expect(text).toContain(`${clients.complete};Anaïs;Vernier;anais.vernier@example.fr;06 11 22 33 44;Lyon;non\r\n`)

    // Unlinking asks first: « Annuler » keeps her; a post without confirm=yes (any HTTP client) is led to the same
    // question and unlinks no one; the confirmation unlinks her.
    const unlink = page.getByRole('link', { name: 'Désinscrire Anaïs Vernier…' })
    const question = page.getByRole('region', { name: `Désinscrire Anaïs Vernier de la session du ${date.french}\u00a0?` })
    await unlink.click()
    await question.waitFor()
    await browser.expectNoA11yViolations()
    await question.getByRole('link', { name: 'Annuler' }).click()
    await question.waitFor({ state: 'detached' })
    await page.getByText(/Anaïs Vernier · anais\.vernier@example\.fr/).waitFor()
    const here = new URL(page.url())
    const sessionId = here.searchParams.get('view')!
    const unconfirmed = await page.request.post(`${site.url}${here.pathname}`, {
      form: { intent: 'unlink', id: sessionId, clientId: String(clients.complete) },
      headers: { Origin: site.url },
      maxRedirects: 0,
    })
    expect(unconfirmed.status()).toBe(302)
    expect(unconfirmed.headers().location).toBe(`${here.pathname}?view=${sessionId}&unlink=${clients.complete}#confirm-unlink`)
    await page.reload()
    await page.getByText(/Anaïs Vernier · anais\.vernier@example\.fr/).waitFor()
    await unlink.click()
    await question.getByRole('button', { name: 'Oui, désinscrire Anaïs Vernier' }).click()
    await page.getByText('Le client est désinscrit.').waitFor()
    await page.getByText('Aucun participant.').waitFor()

    // Cancelled with its confirmation page: the public list loses it at once.
    await page.getByRole('link', { name: `Supprimer la session du ${date.french}` }).click()
    await page.getByRole('heading', { name: `Supprimer la session du ${date.french}` }).waitFor()
    await browser.expectNoA11yViolations()
    // Without JavaScript, sent twice: the second post shares the first one's outcome (no 404 for a session gone).
    if (javaScriptEnabled) await page.getByRole('button', { name: 'Supprimer la session' }).click()
    else await postTwice(page, 'Supprimer la session')
    await page.getByText('L’inscription a été supprimée.').waitFor()
    expect(await page.getByRole('link', { name: `Voir la session du ${date.french}` }).count()).toBe(0)
    await publicPage.reload()
    expect(await publicPage.locator('main').textContent()).not.toContain(date.french)
    await publicPage.close()

    // The activity log names the unlink as such.
    await page.goto(`${site.url}/admin/home`)
    await page
      .getByRole('region', { name: 'Dernières modifications' })
      .getByText(/a désinscrit un client de l’inscription/)
      .first()
      .waitFor()
    // A long journey through one session: more than the default minute on a loaded machine.
  }, 120_000)

  it('flags a session whose « Date » text names another day, and the public page shows the session’s own date', async () => {
    const admin = new ApiCaller(site.apiUrl)
    expect((await admin.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })).status).toBe(200)
    const type = ((await admin.get('registration_type/all')).body as RegistrationType[]).find(
      (candidate) => candidate.category === 'event' && candidate.subcategory === subcategory,
    )!
    // Written by another client of the API (or before the check): the text says the day before.
    const day = soon(javaScriptEnabled ? 20 : 21)
    const dayBefore = longDate(new Date(Date.parse(`${day.iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10))
    const form = new FormData()
    for (const [name, value] of Object.entries({ id_registration_type: String(type.id), event_date: day.iso, Date: `${dayBefore}, 14 h` }))
      form.append(name, value)
    const created = await admin.post('registration', { multipart: form })
    expect(created.status).toBe(200)
    try {
      const { page } = browser
      await browser.context.clearCookies()
      await logIn(page, await createStaffThroughApi(site, '7'), `/admin/registration-handler/event/${subcategory}`)
      const row = page.locator(`#session-${created.body.id}`)
      expect(await row.locator('.admin-warning').textContent()).toBe(
        `À vérifier\u00a0: le champ «\u00a0Date\u00a0» indique «\u00a0${dayBefore}\u00a0», mais la session est datée du ${day.french}.`,
      )
      await browser.expectNoA11yViolations()
      await page.goto(`${site.url}${publicPath}`)
      const main = (await page.locator('main').textContent()) ?? ''
      expect(main).toContain(longDate(day.iso))
      expect(main).not.toContain(dayBefore)
    } finally {
      await admin.delete(`registration/${created.body.id}`)
    }
  })

  it('edits the registration type: a refused field list keeps what was typed, then the new block field shows in the session form', async () => {
    // A subcategory of its own per mode, put back afterwards: the other tests keep the seeded forms.
    const [category, typeSubcategory] = javaScriptEnabled ? ['stage', 'sagacity'] : ['stage', 'eat-well']
    const admin = new ApiCaller(site.apiUrl)
    expect((await admin.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })).status).toBe(200)
    const original = ((await admin.get('registration_type/all')).body as RegistrationType[]).find(
      (type) => type.category === category && type.subcategory === typeSubcategory,
    )!
    const newField = javaScriptEnabled ? 'Salle de pratique' : 'Matériel à apporter'
    const { page } = browser
    try {
      await browser.context.clearCookies()
      await logIn(page, await createStaffThroughApi(site, '7;8'), `/admin/registration-handler/${category}/${typeSubcategory}`)
      const section = page.getByRole('region', { name: 'Type d’inscription' })
      await section.getByLabel('Champs des sessions').waitFor()
      await browser.expectNoA11yViolations()

      // Refused: a field name of 101 characters, named under the list; the title typed and the boxes stay.
      await section.getByLabel('Titre de l’inscription').fill(`${original.title_registration} (nouveau)`)
      await section.getByLabel('Champs des sessions').fill(`Date\nHoraires\n\n${'x'.repeat(101)}`)
      await section.getByLabel('ville').check()
      await section.getByRole('button', { name: 'Enregistrer le type d’inscription' }).click()
      await page.locator('#type-data_name_list-error').waitFor()
      const refused = page.getByRole('region', { name: 'Type d’inscription' })
      expect(await refused.getByText(/Erreur des inscriptions/).count()).toBe(1)
      expect(await refused.getByLabel('Titre de l’inscription').inputValue()).toBe(`${original.title_registration} (nouveau)`)
      expect(await refused.getByLabel('Champs des sessions').inputValue()).toContain('x'.repeat(101))
      expect(await refused.getByLabel('ville').isChecked()).toBe(true)
      await browser.expectNoA11yViolations()

      // Accepted: a new block with the new field; the add-session form is built from it.
      await refused.getByLabel('Champs des sessions').fill(`Date\nHoraires\n\nLieu\n${newField}`)
      await refused.getByRole('button', { name: 'Enregistrer le type d’inscription' }).click()
      await page.getByText('Le type d’inscription a été mis à jour.').waitFor()
      expect(await page.getByRole('region', { name: 'Type d’inscription' }).getByLabel('Champs des sessions').inputValue()).toBe(
        `Date\nHoraires\n\nLieu\n${newField}`,
      )
      await page.getByRole('link', { name: 'Ajouter une session' }).click()
      await page.getByRole('form', { name: 'Nouvelle session' }).getByLabel(newField).waitFor()
      await browser.expectNoA11yViolations()
    } finally {
      const { id, category: _category, subcategory: _subcategory, ...editable } = original
      expect((await admin.put(`registration_type/${id}`, { json: editable })).status).toBe(200)
    }
  })
})
