import { beforeAll, describe, expect, it } from 'vitest'
import { apiForTests } from '../support/api'
import { visitor } from '../support/clients'
import { testEngine } from '../support/database'
import { scrape, seriesValue } from '../support/metrics'

const TOKEN = 'un-jeton-de-surveillance-pour-les-tests'

const api = apiForTests({ METRICS_TOKEN: TOKEN }, { seeded: false })
let metricsUrl: string
beforeAll(async () => {
  metricsUrl = api.url.replace(/\/api$/, '/metrics')
})

describe('GET /metrics on the API', () => {
  it('answers the Prometheus text format on loopback, where a request moves its route’s count', async () => {
    const before = await scrape(metricsUrl)
    expect(before.status).toBe(200)
    expect(before.type).toContain('text/plain')
    expect(before.text).toContain('# TYPE school_api_requests_total counter')
    expect(seriesValue(before.text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    const health = { method: 'GET', route: '/api/health', status: '200' }

    expect((await fetch(`${api.url}/health`)).status).toBe(200)
    // An address that names nothing counts under one label, not under its own.
    expect((await fetch(`${api.url}/pas-une-route-${Date.now()}`)).status).toBe(404)
    const after = await scrape(metricsUrl)
    expect(seriesValue(after.text, 'school_api_requests_total', health)).toBe(
      seriesValue(before.text, 'school_api_requests_total', health) + 1,
    )
    expect(seriesValue(after.text, 'school_api_request_duration_seconds_count', { method: 'GET', route: '/api/health' })).toBeGreaterThan(0)
    expect(after.text).not.toContain('pas-une-route')
    if (testEngine === 'postgres') expect(seriesValue(after.text, 'school_db_pool_connections', { state: 'total' })).toBeGreaterThan(0)
  })

  it('counts a mail queued then sent, and how late the due work ran', async () => {
    const before = (await scrape(metricsUrl)).text
    const sent = await visitor(api).post('contact/sendMessage', {
      form: { fullName: 'Élodie Lefèvre', email: 'elodie@example.fr', subject: 'Surveillance', message: 'Bonjour.' },
    })
    expect(sent.status).toBe(200)
    await api.runDueWork()
    const after = (await scrape(metricsUrl)).text
    expect(seriesValue(after, 'school_mails_sent_total')).toBe(seriesValue(before, 'school_mails_sent_total') + 1)
    expect(seriesValue(after, 'school_mails_queued')).toBe(0)
    expect(seriesValue(after, 'school_due_work_lag_seconds_count', { task: 'mails' })).toBeGreaterThan(
      seriesValue(before, 'school_due_work_lag_seconds_count', { task: 'mails' }),
    )
  })

  it('is a 404 for a request relayed by a proxy on this machine, unless it carries the token', async () => {
    const relayed = await scrape(metricsUrl, { 'X-Forwarded-For': '203.0.113.9' })
    expect(relayed.status).toBe(404)
    expect(JSON.parse(relayed.text).message).toMatch(/n’existe pas/)
    expect((await scrape(metricsUrl, { 'X-Forwarded-For': '203.0.113.9', Authorization: 'Bearer mauvais-jeton' })).status).toBe(404)
    const withToken = await scrape(metricsUrl, { 'X-Forwarded-For': '203.0.113.9', Authorization: `Bearer ${TOKEN}` })
    expect(withToken.status).toBe(200)
    expect(withToken.text).toContain('school_api_requests_total')
  })
})
