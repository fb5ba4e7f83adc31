import { and, eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { client, registration, registrationClient, registrationType, registrationWaiting } from '../../server/db/schema'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { expectMessage } from '../support/client-area'
import { siteForTests } from '../support/site'
import { createStaffThroughApi, logInBrowser, type StaffCredentials } from '../support/staff'

/** Issue 33, point 4: a long waiting list shown a page at a time, its forms bringing staff back to their page. */

const WAITING = 120
/** The full webinar session of each run (with and without JavaScript), by the day of its date. */
const sessionIds = new Map<number, number>()

/** Two full sessions (one place, taken), each with 120 people waiting, named after their position. */
const site = siteForTests({
  prepareData: async (db) => {
    const [type] = await db
      .select()
      .from(registrationType)
      .where(and(eq(registrationType.category, 'event'), eq(registrationType.subcategory, 'webinars')))
    for (const day of [13, 14]) {
      const eventDate = `2031-11-${day}`
      const [session] = await db.insert(registration).values({ idRegistrationType: type.id, eventDate, data: {}, places: 1 }).returning()
      const [participant] = await db.insert(client).values({ firstName: 'Paul', secondName: 'Inscrit' }).returning()
      await db.insert(registrationClient).values({ registrationId: session.id, clientId: participant.id })
      const people = await db
        .insert(client)
        .values(Array.from({ length: WAITING }, (_, index) => ({ firstName: 'Personne', secondName: `n°${index + 1}` })))
        .returning({ id: client.id })
      await db
        .insert(registrationWaiting)
        .values(people.map((person, index) => ({ registrationId: session.id, clientId: person.id, rank: index + 1 })))
      sessionIds.set(day, session.id)
    }
  },
})

let staff: StaffCredentials
beforeAll(async () => {
  staff = await createStaffThroughApi(site, '7;8')
})

const waitingTable = (page: Page) => page.getByRole('table', { name: `${WAITING}\u00a0personnes en attente` })
/** The name shown at a position of the list (its row's header). */
const nameAt = (page: Page, position: number) =>
  waitingTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(position), exact: true }) })
    .getByRole('cell')
    .first()
    .innerText()

describeWithAndWithoutJavaScript('a long waiting list', (browser, javaScriptEnabled) => {
  it('shows 50 people a page, page 2 from position 51, and « Monter » on page 2 stays on page 2', async () => {
    const { page } = browser
    const id = sessionIds.get(javaScriptEnabled ? 13 : 14)!
    const handler = `/admin/registration-handler/event/webinars`
    await logInBrowser(page, site, staff, `${handler}?view=${id}`)
    await waitingTable(page).waitFor()
    expect(await waitingTable(page).getByRole('rowheader').count()).toBe(50)
    expect(await nameAt(page, 1)).toBe('Personne n°1')
    const pages = page.getByRole('navigation', { name: 'Pages de la liste d’attente' })
    await pages.getByText('Page 1 sur 3').waitFor()
    await browser.expectNoA11yViolations()

    await pages.getByRole('link', { name: 'Suivante ›' }).click()
    await page.waitForURL((url) => url.searchParams.get('attente') === '2')
    await pages.getByText('Page 2 sur 3').waitFor()
    expect(new URL(page.url()).searchParams.get('view')).toBe(String(id))
    expect(await nameAt(page, 51)).toBe('Personne n°51')
    expect(await nameAt(page, 100)).toBe('Personne n°100')
    expect(await waitingTable(page).getByRole('rowheader', { name: '1', exact: true }).count()).toBe(0)

    // Position 60 moves up to 59; then 51, the first of page 2, up to 50, the last of page 1: page 2 stays shown.
    await page.getByRole('button', { name: 'Monter Personne n°60 d’une place' }).click()
    await expectMessage(page, 'La liste d’attente a été modifiée.')
    await pages.getByText('Page 2 sur 3').waitFor()
    expect(new URL(page.url()).search).toBe(`?view=${id}&attente=2`)
    expect([await nameAt(page, 59), await nameAt(page, 60)]).toEqual(['Personne n°60', 'Personne n°59'])
    await page.getByRole('button', { name: 'Monter Personne n°51 d’une place' }).click()
    await expect.poll(() => nameAt(page, 51)).toBe('Personne n°50')
    await pages.getByText('Page 2 sur 3').waitFor()
    expect(new URL(page.url()).search).toBe(`?view=${id}&attente=2`)
  })
})
