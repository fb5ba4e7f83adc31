import { expect, it } from 'vitest'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { siteForTests } from '../support/site'

/**
 * The accessibility audit of every e2e file (`expectNoA11yViolations`, tests/support/browser.ts) reports what axe
 * finds: a page of the site's origin with an image without text and a field without a label fails it, with the
 * rules and elements named; the same page once fixed passes.
 */
const site = siteForTests()

const page = (body: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Audit</title></head><body><main><h1>Audit</h1>${body}</main></body></html>`

describeWithAndWithoutJavaScript('the accessibility audit', (browser) => {
  it('names each violation it finds, and passes the page once fixed', async () => {
    const url = `${site.url}/__audit-self-test__`
    let body = '<img src="/favicon.ico"><form><input name="nom"></form>'
    await browser.page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: page(body) }))
    await browser.page.goto(url)
    const failure = await browser.expectNoA11yViolations().then(
      () => null,
      (error: Error) => error.message,
    )
    expect(failure).toContain('axe found 2 violation(s)')
    expect(failure).toMatch(/image-alt \(critical\): .*\n {2}img/)
    expect(failure).toMatch(/label \(critical\): .*\n {2}input/)

    body = '<img src="/favicon.ico" alt="Logo"><form><label>Nom <input name="nom"></label></form>'
    await browser.page.goto(url)
    await browser.expectNoA11yViolations()
  })
})
