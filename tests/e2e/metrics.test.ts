import { describe, expect, it } from 'vitest'
import { scrape, seriesValue } from '../support/metrics'
import { rawGet } from '../support/raw-http'
import { siteForTests } from '../support/site'

const TOKEN = 'un-jeton-de-surveillance-pour-les-tests'

// Two site processes, as production runs: a scrape reaches one of them, and reads the whole cluster's metrics.
const site = siteForTests({ env: { SITE_PROCESSES: '2', METRICS_TOKEN: TOKEN } })

const about = { method: 'GET', route: 'routes/about', status: '200' }
const cacheAnswers = (text: string) =>
  seriesValue(text, 'school_site_page_cache_total', { result: 'hit' }) +
  seriesValue(text, 'school_site_page_cache_total', { result: 'miss' })

describe('GET /metrics on the site', () => {
  it('counts the requests of a page by its route, and the page cache’s answers, over every site process', async () => {
    const before = await scrape(`${site.url}/metrics`)
    expect(before.status).toBe(200)
    expect(before.text).toContain('# TYPE school_site_requests_total counter')
    expect(seriesValue(before.text, 'process_resident_memory_bytes')).toBeGreaterThan(0)

    // Each on a connection of its own: the cluster hands them to both processes.
    for (let visit = 0; visit < 4; visit++) expect((await rawGet(site.url, '/about')).status).toBe(200)
    // An address that names nothing counts under its route's label, never under its own.
    expect((await rawGet(site.url, '/pas-une-page-42')).status).toBe(404)
    const after = await scrape(`${site.url}/metrics`)
    expect(seriesValue(after.text, 'school_site_requests_total', about)).toBe(
      seriesValue(before.text, 'school_site_requests_total', about) + 4,
    )
    expect(cacheAnswers(after.text)).toBe(cacheAnswers(before.text) + 4)
    expect(seriesValue(after.text, 'school_site_page_cache_total', { result: 'hit' })).toBeGreaterThan(0)
    expect(after.text).not.toContain('pas-une-page')
  })

  it('answers the site’s 404 to a visitor nginx relays from this machine, unless the request carries the token', async () => {
    const relayed = await rawGet(site.url, '/metrics', { 'X-Forwarded-For': '203.0.113.9' })
    expect(relayed.status).toBe(404)
    expect(relayed.body).not.toContain('school_site_requests_total')
    const withToken = await rawGet(site.url, '/metrics', { 'X-Forwarded-For': '203.0.113.9', Authorization: `Bearer ${TOKEN}` })
    expect(withToken.status).toBe(200)
    expect(withToken.body).toContain('school_site_requests_total')
    // The API's, on its own port, likewise.
    const apiMetrics = site.apiUrl.replace(/\/api$/, '/metrics')
    expect((await scrape(apiMetrics, { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(404)
    expect((await scrape(apiMetrics)).text).toContain('school_mails_sent_total')
  })
})
