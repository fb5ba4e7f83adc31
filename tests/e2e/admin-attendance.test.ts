import { unzipSync } from 'fflate'
import { expect, it } from 'vitest'
import { longDate } from '../../app/registrations/session-date'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { apiCaller, expectMessage, logIn as clientLogIn, openAccountThroughApi } from '../support/client-area'
import { pdfSentences } from '../support/pdf-text'
import { siteForTests } from '../support/site'
import { adminCredentials, apiLogin, createStaffThroughApi, logInBrowser } from '../support/staff'

const site = siteForTests()
const complete = { phone: '06 11 22 33 44', address: '3 place Bellecour', zip: '69002', city: 'Lyon', country: 'France' }

/** A session of the life-coaching training's first module 40 days ago (past the due work's window: staff issue its certificates) with two participants. */
async function pastSession(firstName: string) {
  // The full admin has a second factor since the TOTP: its credentials bring a code.
  const admin = await apiLogin(await adminCredentials(site))
  const type = (await admin.get('registration_type/all')).body.find(
    (one: { subcategory: string }) => one.subcategory === 'training-life-coaching-first-module',
  )
  const date = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10)
  const session = await admin.post('registration', { form: { id_registration_type: String(type.id), event_date: date } })
  expect(session.status).toBe(200)
  const account = await openAccountThroughApi(site)
  const client = apiCaller(site)
  const login = await client.post('client/login', { json: account })
  const clientId: number = login.body.client.id
  expect((await client.put(`client/update/${clientId}`, { json: { firstName, secondName: 'Vernier', ...complete } })).status).toBe(200)
  const other = await admin.post('client/add', { json: { firstName: 'Basile', secondName: 'Absent', ...complete } })
  for (const id of [clientId, other.body.id]) expect((await admin.put(`registration/${session.body.id}/link/${id}`)).status).toBe(200)
  return { id: session.body.id as number, date, clientId, account }
}

describeWithAndWithoutJavaScript('the attendance of a session and its certificates', (browser, javaScriptEnabled) => {
  it('records the grid (a stale box refused, then saved), prints the sheets, issues the certificate the client downloads', async () => {
    const firstName = javaScriptEnabled ? 'Anaïs' : 'Aurore'
    const session = await pastSession(firstName)
    const { page } = browser
    await browser.context.clearCookies()
    const path = `/admin/registration-handler/training/training-life-coaching-first-module?view=${session.id}`
    const here = `${site.url}${path}`
    await logInBrowser(page, site, await createStaffThroughApi(site, '7;8'), path)
    const grid = page.getByRole('form', { name: 'Présences par demi-journée' })
    await grid.waitFor()
    await browser.expectNoA11yViolations()
    const day = longDate(session.date)
    const morning = grid.getByLabel(`${firstName} Vernier, ${day}, matin`)
    const afternoon = grid.getByLabel(`${firstName} Vernier, ${day}, après-midi`)
    expect(await grid.getByRole('columnheader', { name: 'Matin' }).count()).toBe(1)
    expect(await grid.getByRole('rowheader', { name: 'Basile Absent' }).count()).toBe(1)

    // A box of a day the session does not have (a page left open while the session moved): refused, in French.
    await morning.check()
    await afternoon.evaluate((box: HTMLInputElement, value) => {
      box.value = value
      box.checked = true
    }, `${session.clientId}:2001-01-01:pm`)
    await grid.getByRole('button', { name: 'Enregistrer les présences' }).click()
    await page.getByText('Le 01/01/2001 n’est pas un jour de cette session').waitFor()
    await page
      .getByText(/Erreur des présences/)
      .first()
      .waitFor()
    expect(await grid.getByLabel(`${firstName} Vernier, ${day}, matin`).isChecked()).toBe(true)

    await page.goto(here)
    await morning.check()
    await afternoon.check()
    await grid.getByRole('button', { name: 'Enregistrer les présences' }).click()
    await expectMessage(page, 'Les présences ont été enregistrées.')
    expect(await grid.getByRole('row', { name: new RegExp(`${firstName} Vernier`) }).textContent()).toContain('7\u00a0h')
    expect(await grid.getByLabel(`Basile Absent, ${day}, matin`).isChecked()).toBe(false)

    // How the session runs: hours the wrong way round refused under their field, then saved.
    await page.getByText(/Déroulé de la session/).click()
    const schedule = page.getByRole('form', { name: 'Déroulé de la session' })
    await schedule.getByLabel('Formateur ou formatrice').fill('Claire Fontaine')
    await schedule.getByLabel(/Horaires du matin/).fill('12 h 30 – 9 h')
    await schedule.getByRole('button', { name: 'Enregistrer le déroulé' }).click()
    await page.getByText('Horaires attendus sous la forme 09:00-12:30, le début avant la fin').waitFor()
    expect(await page.getByLabel('Formateur ou formatrice').inputValue()).toBe('Claire Fontaine')
    await page.getByLabel(/Horaires du matin/).fill('9 h – 12 h 30')
    await page.getByRole('button', { name: 'Enregistrer le déroulé' }).click()
    await expectMessage(page, 'Le déroulé de la session a été enregistré.')
    await page.getByText('formateur\u00a0: Claire Fontaine').waitFor()

    // The sheets, blank and filled, read back.
    const filled = await page.request.get(`${site.url}/admin/registration-handler/attendance/${session.id}.pdf?filled=1`)
    expect(filled.headers()['content-type']).toBe('application/pdf')
    const text = pdfSentences(await filled.body())
    expect(text).toContain(`Date\u00a0: ${day}, matin`)
    expect(text).toContain('Formateur\u00a0: Claire Fontaine')
    expect(text).toContain('Horaires\u00a0: 9\u00a0h – 12\u00a0h\u00a030 (3,5\u00a0h)')
    expect(text).toMatch(new RegExp(`${firstName} Vernier\\s*présent`))
    expect(text).toMatch(/Basile Absent\s*absent/)

    // The certificates: issued by staff, numbered, the absent participant without one.
    await page.getByRole('button', { name: 'Émettre les certificats manquants' }).click()
    await expectMessage(page, 'Certificat émis')
    const number = (await page.getByRole('status').filter({ hasText: 'Certificat émis' }).first().textContent())!.match(/\d{4}-\d{4}/)![0]
    const issued = page.getByRole('table').filter({ hasText: 'Chaque émission est conservée' })
    expect(await issued.getByRole('rowheader', { name: number }).count()).toBe(1)
    await browser.expectNoA11yViolations()

    // The audit folder: its files, and a certificate read back.
    const zip = unzipSync(
      new Uint8Array(await (await page.request.get(`${site.url}/admin/registration-handler/audit/${session.id}.zip`)).body()),
    )
    expect(Object.keys(zip)).toEqual([
      'LISEZ-MOI.txt',
      '1-offre/informations.txt',
      '1-offre/programme.pdf',
      '2-emargement/feuilles-vierges.pdf',
      '2-emargement/feuilles-remplies.pdf',
      `3-certificats/${number}.pdf`,
      '4-satisfaction/reponses.csv',
      '4-satisfaction/resultats.pdf',
    ])
    // No survey answered yet (« à chaud » is mailed the day after the session): the file has its header only.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(zip['4-satisfaction/reponses.csv'])).toMatch(
      /^\uFEFFSession;Questionnaire;Reçue le;.*Réclamation;Démonstration\r\n$/,
    )
    const results = pdfSentences(Buffer.from(zip['4-satisfaction/resultats.pdf']))
    expect(results).toContain('RÉSULTATS DES QUESTIONNAIRES DE SATISFACTION Formation au coaching de vie, premier module')
    expect(results).toContain(`Périmètre\u00a0: Session du ${session.date.split('-').reverse().join('/')}`)
    expect(results).toContain('Aucun questionnaire envoyé pour cette session.')
    expect(pdfSentences(Buffer.from(zip[`3-certificats/${number}.pdf`]))).toContain(`${firstName} Vernier`)
    expect(pdfSentences(Buffer.from(zip['1-offre/programme.pdf']))).toContain('PROGRAMME DE FORMATION')
    expect(new TextDecoder().decode(zip['1-offre/informations.txt'])).toMatch(/^Formation au coaching de vie.*\nMis à jour le /)

    // The client: their certificate in the client area, and nobody else's.
    await browser.context.clearCookies()
    await page.goto(`${site.url}/client-account`)
    await clientLogIn(page, session.account.email, session.account.password)
    const link = page.getByRole('link', { name: new RegExp(`Télécharger mon certificat de réalisation n°\\s${number}`) })
    await link.waitFor()
    const certificate = await page.request.get(`${site.url}${await link.getAttribute('href')}`)
    expect(certificate.status()).toBe(200)
    const certificateText = pdfSentences(await certificate.body())
    expect(certificateText).toContain(`N°\u00a0${number}`)
    expect(certificateText).toContain('Durée réalisée\u00a0: 7\u00a0h sur 7\u00a0h prévues')
    expect((await page.request.get(`${site.url}/client-account/certificate/${session.id + 100000}.pdf`)).status()).toBe(404)
  })
})
