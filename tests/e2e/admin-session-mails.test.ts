import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { RegistrationType } from '#contract/registration'
import { todayInParis } from '../../server/contract/dates'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { ApiCaller } from '../support/http'
import { readOutbox, waitForMail } from '../support/outbox'
import { siteForTests } from '../support/site'
import { adminCredentials, apiLoginBody, createStaffThroughApi, logInBrowser } from '../support/staff'

const site = siteForTests()
const admin = () => new ApiCaller(site.apiUrl)
const PHONE = { width: 390, height: 844 }
/** Where the screenshots of the new admin parts go (`.tmp/` is ignored by git), to be looked at. */
const SHOTS = join(process.cwd(), '.tmp', 'screenshots')
const subcategory = 'webinars'
const sessions: Record<string, number> = {}
let caller: ApiCaller

/** dd/mm/yyyy of the day `days` after today in Paris. */
function frenchDay(days: number) {
  const [year, month, day] = todayInParis(new Date(Date.now() + days * 86_400_000)).split('-')
  return `${day}/${month}/${year}`
}

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true })
  caller = admin()
  expect((await caller.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })).status).toBe(200)
  const type = ((await caller.get('registration_type/all')).body as RegistrationType[]).find(
    (candidate) => candidate.category === 'event' && candidate.subcategory === subcategory,
  )!
  // A session in two days (J-7 is past, J-1 tomorrow at 9:00) per browser, with one participant each.
  for (const key of ['with', 'without']) {
    const form = new FormData()
    form.append('id_registration_type', String(type.id))
    form.append('event_date', todayInParis(new Date(Date.now() + 2 * 86_400_000)))
    form.append('Horaires', '19 h – 20 h 30')
    const created = await caller.post('registration', { multipart: form })
    expect(created.status).toBe(200)
    sessions[key] = created.body.id
    const email = `message-${key}@example.fr`
    const client = await caller.post('client/add', { json: { firstName: 'Anaïs', secondName: `Vernier-${key}`, email } })
    expect(client.status).toBe(200)
    expect((await caller.put(`registration/${created.body.id}/link/${client.body.id}`)).status).toBe(200)
  }
})
afterAll(async () => {
  for (const id of Object.values(sessions)) await caller.delete(`registration/${id}?confirm=true`)
})

/** Staff holding `rights`, logged in over HTTP (the login form is other files' subject), on `path`. */
async function logIn(page: Page, rights: string, path: string) {
  await logInBrowser(page, site, await createStaffThroughApi(site, rights), path)
}

/** What `part` shows on a desktop and on a phone, scrolled to it, saved to look at. */
async function shoot(page: Page, name: string, part: Locator) {
  for (const [device, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size)
    await part.scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(SHOTS, `${name}-${device}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

describeWithAndWithoutJavaScript('the mails of a session’s participants', (browser, javaScriptEnabled) => {
  const key = javaScriptEnabled ? 'with' : 'without'
  const email = `message-${key}@example.fr`

  it('shows each session’s reminders: J-7 past without a mail, J-1 due tomorrow at 9:00', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    await logIn(page, '7', `/admin/registration-handler/event/${subcategory}`)
    const row = page.locator(`#session-${sessions[key]}`)
    expect(await row.locator('.registration-reminders').textContent()).toBe(
      `Rappel J-7\u00a0: aucun envoi · Rappel J-1\u00a0: prévu le ${frenchDay(1)} à 09:00`,
    )
    // Right 7 alone reads the session but writes to nobody.
    await page.goto(`${site.url}/admin/registration-handler/event/${subcategory}?view=${sessions[key]}&message=1`)
    await page.getByRole('heading', { name: 'Participants' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Écrire aux participants' }).count()).toBe(0)
    await browser.expectNoA11yViolations()
    if (javaScriptEnabled) await shoot(page, 'session-reminders', row)
  })

  it('keeps « À apporter » on the registration type’s form, lines included', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    await logIn(page, '7;8', `/admin/registration-handler/event/${subcategory}`)
    const typeForm = page.getByRole('form', { name: 'Type d’inscription' })
    const text = `Un casque ou des écouteurs\nDe quoi noter (${key})`
    await typeForm.getByLabel('À apporter (facultatif)').fill(text)
    await typeForm.getByRole('button', { name: 'Enregistrer le type d’inscription' }).click()
    await page.getByText('Le type d’inscription a été mis à jour.').waitFor()
    expect(await page.getByRole('form', { name: 'Type d’inscription' }).getByLabel('À apporter (facultatif)').inputValue()).toBe(text)
    const type = ((await caller.get('registration_type/all')).body as RegistrationType[]).find((one) => one.subcategory === subcategory)
    expect(type?.what_to_bring).toBe(text)
    await browser.expectNoA11yViolations()
    if (javaScriptEnabled) await shoot(page, 'type-what-to-bring', typeForm.getByLabel('À apporter (facultatif)'))
  })

  it('writes to the participants: errors under the fields, what was typed kept, the recipients, then one mail each', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    await logIn(page, '7;8', `/admin/registration-handler/event/${subcategory}?view=${sessions[key]}`)
    await page.getByRole('link', { name: `Écrire aux participants de la session du ${frenchDay(2)}…` }).click()
    const form = page.locator('form.registration-message-form')
    await form.getByLabel('Message').fill('Bonjour,\nLe webinaire commence à 19 h précises.')
    await form.getByRole('button', { name: 'Voir les destinataires' }).click()
    await form.locator('#message-subject-error').waitFor()
    expect(await form.locator('#message-subject-error').textContent()).toBe('Ce champ est obligatoire')
    expect(await form.getByLabel('Message').inputValue()).toBe('Bonjour,\nLe webinaire commence à 19 h précises.')
    await browser.expectNoA11yViolations()
    if (javaScriptEnabled) await shoot(page, 'session-message-errors', form)

    await form.getByLabel('Objet').fill('Horaire du webinaire')
    await form.getByRole('button', { name: 'Voir les destinataires' }).click()
    const confirm = page.getByRole('region', { name: 'Envoyer «\u00a0Horaire du webinaire\u00a0» à 1 destinataire\u00a0?' })
    await confirm.waitFor()
    expect(await confirm.getByRole('list', { name: 'Destinataires' }).textContent()).toBe(`Anaïs Vernier-${key} · ${email}`)
    expect((await readOutbox(site.outboxDir)).filter((mail) => mail.to === email)).toEqual([])
    await browser.expectNoA11yViolations()
    if (javaScriptEnabled) await shoot(page, 'session-message-confirm', confirm)

    await confirm.getByRole('button', { name: 'Envoyer à 1 destinataire' }).click()
    await page.getByText('Le message part à 1 destinataire.').waitFor()
    const mail = await waitForMail(site.outboxDir, (item) => item.to === email && item.subject === 'Horaire du webinaire')
    expect(mail.text).toContain('Bonjour Anaïs,\n\nBonjour,\nLe webinaire commence à 19 h précises.')
    expect((await readOutbox(site.outboxDir)).filter((item) => item.to === email)).toHaveLength(1)
  })
})
