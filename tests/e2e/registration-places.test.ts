import { beforeEach, expect, it } from 'vitest'
import type { RegistrationType } from '#contract/registration'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { apiCaller, expectMessage, logIn, logInNewAccount, openAccountThroughApi } from '../support/client-area'
import { waitForMail } from '../support/outbox'
import { screenshots } from '../support/screenshots'
import { siteForTests } from '../support/site'
import { textOf } from '../support/site-visitor'
import { adminCredentials, apiLoginBody, createStaffThroughApi, staffVisitor } from '../support/staff'

/** Issue 28, points 1 and 2 as a visitor and a client see them: what is left of a session, its waiting list, a held place. */

const site = siteForTests()

/** A full webinar session (1 place, taken by a client staff linked) on a date of its own; answers its page and date. */
async function fullWebinar(day: number) {
  const admin = apiCaller(site)
  expect((await admin.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })).status).toBe(200)
  const types: RegistrationType[] = (await admin.get('registration_type/all')).body
  const type = types.find((item) => item.category === 'event' && item.subcategory === 'webinars')!
  const eventDate = `2031-11-${String(day).padStart(2, '0')}`
  const form = new FormData()
  for (const [name, value] of Object.entries({
    id_registration_type: String(type.id),
    event_date: eventDate,
    places: '1',
    Thème: `Complet ${day}`,
  })) {
    form.append(name, value)
  }
  const session = await admin.post('registration', { multipart: form })
  expect(session.status).toBe(200)
  const person = await admin.post('client/add', { json: { firstName: 'Paul', secondName: 'Premier', email: `paul.${day}@example.fr` } })
  expect((await admin.put(`registration/${session.body.id}/link/${person.body.id}`)).status).toBe(200)
  return {
    admin,
    id: session.body.id as number,
    participant: person.body.id as number,
    path: `/registration/event/webinars/${session.body.id}`,
    title: `Complet ${day}`,
    displayDate: `${day}/11/2031`,
  }
}

describeWithAndWithoutJavaScript('a session that fills up', (browser, javaScriptEnabled) => {
  beforeEach(() => browser.context.clearCookies())

  it('says « Complet », takes a client on its waiting list, then gives them the freed place through the mailed link', async () => {
    const { page } = browser
    const session = await fullWebinar(javaScriptEnabled ? 11 : 12)
    const suffix = javaScriptEnabled ? 'js' : 'nojs'

    // The list of the subcategory and the session's page say it is full.
    await page.goto(`${site.url}/registration/event/webinars`)
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: session.title }) })
    await item.getByText('Complet', { exact: true }).waitFor()
    await browser.expectNoA11yViolations()
    await screenshots(page, `list-${suffix}`)
    await page.goto(`${site.url}${session.path}`)
    await page.getByText('Complet', { exact: true }).waitFor()
    await page.getByText(/Cette session est complète\. Connectez-vous pour rejoindre sa liste d’attente/).waitFor()

    // A connected client joins the waiting list.
    const { email, password } = await openAccountThroughApi(site)
    await page.getByRole('link', { name: 'Se connecter ou créer un compte' }).click()
    await logIn(page, email, password)
    await page.waitForURL(`**${session.path}`)
    const register = page.getByRole('region', { name: 'M’inscrire' })
    await register.getByLabel('Prénom *').fill('Léa')
    await register.getByLabel('Nom *', { exact: true }).fill('Attente')
    await browser.expectNoA11yViolations()
    await screenshots(page, `full-session-${suffix}`)
    await register.getByRole('button', { name: 'Rejoindre la liste d’attente' }).click()
    await expectMessage(page, 'Vous êtes sur la liste d’attente, en position 1.')
    await register.getByText('Vous êtes sur la liste d’attente, en position 1.').waitFor()
    expect(await register.getByRole('button', { name: 'Rejoindre la liste d’attente' }).count()).toBe(0)

    // Staff see « 1 / 1 places · 1 en attente » and the waiting list in order, with what they can do.
    const staff = await staffVisitor(site, await createStaffThroughApi(site, '7;8'))
    const handler = textOf((await staff.get(`/admin/registration-handler/event/webinars?view=${session.id}`)).html)
    expect(handler).toContain(`${session.title} · 1 / 1 places · 1 en attente`)
    expect(handler).toMatch(/Liste d’attente 1\u00a0personne en attente .* 1 Léa Attente [^ ]+@example\.fr\s*Proposer la place/)
    expect(
      await staff
        .post(`/admin/registration-handler/event/webinars`, { intent: 'waiting-offer', id: String(session.id), clientId: '999999' })
        .then((answer) => answer.status),
    ).toBe(404)

    // Staff unlink the participant: the place is held for the client, who is mailed a link.
    expect((await session.admin.delete(`registration/${session.id}/link/${session.participant}`)).status).toBe(200)
    const mail = await waitForMail(site.outboxDir, (item) => item.to === email && item.subject.startsWith('Une place'))
    expect(mail.subject).toBe(`Une place s’est libérée\u00a0: Webinaire du ${session.displayDate}`)
    const link = mail.links.find((href) => href.startsWith(`${site.url}/registration/place/`))!
    await browser.context.clearCookies()
    await page.goto(link)
    await page.getByRole('heading', { name: 'Une place vous attend', level: 1 }).waitFor()
    await page.getByText(/elle vous est réservée jusqu’au/).waitFor()
    await browser.expectNoA11yViolations()
    await screenshots(page, `held-place-${suffix}`)
    await page.getByRole('button', { name: 'Prendre ma place' }).click()
    await expectMessage(page, 'Votre inscription est confirmée.')
    expect(new URL(page.url()).pathname).toBe(session.path)
    await page.getByText('Complet', { exact: true }).waitFor()

    // The link served once.
    await page.goto(link)
    await page.getByRole('heading', { name: 'Ce lien n’est plus valable', level: 1 }).waitFor()
    await page.getByText(/la place a été proposée à la personne suivante ou le lien a déjà servi/).waitFor()
    await browser.expectNoA11yViolations()
    const participants = (await session.admin.get(`registration/${session.id}/participants`)).body as { firstName: string }[]
    expect(participants.map((person) => person.firstName)).toEqual(['Léa'])
  })

  it('lets a client cancel a registration from the client area after a confirmation step, or says whom to contact past its deadline', async () => {
    const { page } = browser
    const day = javaScriptEnabled ? 21 : 22
    const admin = apiCaller(site)
    expect((await admin.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })).status).toBe(200)
    const types: RegistrationType[] = (await admin.get('registration_type/all')).body
    const type = types.find((item) => item.category === 'event' && item.subcategory === 'webinars')!
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const sessions = []
    for (const [eventDate, theme] of [
      [`2031-11-${day}`, `Annulable ${day}`],
      [tomorrow, `Demain ${day}`],
    ]) {
      const form = new FormData()
      for (const [name, value] of Object.entries({ id_registration_type: String(type.id), event_date: eventDate, Thème: theme }))
        form.append(name, value)
      const created = await admin.post('registration', { multipart: form })
      expect(created.status).toBe(200)
      sessions.push({ id: created.body.id as number, theme })
    }
    const { email } = await logInNewAccount(page, site)
    await expectMessage(page, 'Bienvenue dans votre espace client.')
    for (const session of sessions) {
      await page.goto(`${site.url}/registration/event/webinars/${session.id}`)
      const register = page.getByRole('region', { name: 'M’inscrire' })
      await register.getByLabel('Prénom *').fill('Léa')
      await register.getByLabel('Nom *', { exact: true }).fill('Annule')
      await register.getByRole('button', { name: 'Confirmer mon inscription' }).click()
      await expectMessage(page, 'L’inscription a été confirmée')
    }

    await page.goto(`${site.url}/client-account`)
    const mine = page.getByRole('region', { name: 'Mes inscriptions' })
    // Past the deadline (2 days before the session by default): whom to contact.
    await mine
      .getByRole('listitem')
      .filter({ hasText: sessions[1].theme })
      .getByText(/Pour annuler cette inscription, contactez l’école/)
      .waitFor()
    await browser.expectNoA11yViolations()
    await mine.getByRole('button', { name: `Annuler mon inscription…\u00a0: ${sessions[0].theme} du ${day}/11/2031` }).click()
    const confirm = page.getByRole('region', { name: 'Annuler mon inscription\u00a0?' })
    await confirm
      .getByText(`Vous êtes sur le point d’annuler votre inscription à la session «\u00a0${sessions[0].theme} du ${day}/11/2031\u00a0»`, {
        exact: false,
      })
      .waitFor()
    await browser.expectNoA11yViolations()
    await screenshots(page, `cancel-${javaScriptEnabled ? 'js' : 'nojs'}`)
    await confirm.getByRole('button', { name: 'Oui, annuler mon inscription' }).click()
    await expectMessage(page, 'Votre inscription a été annulée.')
    expect(await mine.getByRole('link', { name: sessions[0].theme, exact: true }).count()).toBe(0)
    expect(await mine.getByRole('link', { name: sessions[1].theme, exact: true }).count()).toBe(1)
    const mail = await waitForMail(site.outboxDir, (item) => item.to === email && item.subject.startsWith('Inscription annulée'))
    expect(mail.subject).toBe(`Inscription annulée\u00a0: Webinaire du ${day}/11/2031`)
  })
})
