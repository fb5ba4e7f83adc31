import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api'
import { ApiCaller } from '../support/http'

/**
 * The rate limits' clock of the test sites (decision 0044): a route only an API with the test-only
 * TEST_RATE_WINDOW_SECONDS has, which moves every window on as if the time had passed.
 */
describe('the test sites’ rate-limit clock', () => {
  let testSite: TestApi
  let production: TestApi
  beforeAll(async () => {
    production = await startApi()
    testSite = await startApi({ NODE_ENV: 'test', TEST_RATE_WINDOW_SECONDS: '20' })
  })
  afterAll(async () => {
    await production?.close()
    await testSite?.close()
  })

  const advance = (api: TestApi, body: unknown) => new ApiCaller(api.url).post('test/rate-windows/advance', { json: body })

  it('does not exist on an API without the test setting', async () => {
    expect((await advance(production, { seconds: 60 })).status).toBe(404)
  })

  it('refuses what is not a number of seconds, in French', async () => {
    const answer = await advance(testSite, { seconds: 'une minute' })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({ seconds: ['un nombre de secondes est attendu'] })
    expect((await advance(testSite, { seconds: 0 })).body.errors).toEqual({ seconds: ['au moins 1 seconde est attendue'] })
  })

  it('lets a second account mail go once the window is moved past, and not before', async () => {
    const caller = new ApiCaller(testSite.url)
    const email = 'fenetre@example.fr'
    expect((await caller.post('client/login_link', { json: { email } })).status).toBe(200)
    const early = await caller.post('client/login_link', { json: { email } })
    expect(early.status).toBe(429)
    expect(early.body.message).toMatch(/^Un e-mail vient d’être envoyé à cette adresse\. Réessayez dans \d+\u00a0secondes?\.$/)
    expect((await advance(testSite, { seconds: 10 })).status).toBe(200)
    expect((await caller.post('client/login_link', { json: { email } })).status).toBe(429)
    expect((await advance(testSite, { seconds: 11 })).body).toEqual({ success: true })
    expect((await caller.post('client/login_link', { json: { email } })).status).toBe(200)
  })
})
