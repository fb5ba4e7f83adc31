import { expect, it } from 'vitest'
import { browserForTests } from '../support/browser'
import { siteForTests } from '../support/site'

/**
 * Cumulative layout shift (issue 14, point 4): what moves under the visitor while a page loads, as the browser's
 * own `layout-shift` entries add it up (Lighthouse's CLS, without Lighthouse). A layout property, not a timing: the
 * same page shifts by the same amount on a fast or a slow machine. Measured with an empty cache (web fonts swapped
 * in late moved the home page by 0.18), on a phone and on a desktop.
 */
const PAGES = ['/', '/about', '/contact', '/stages/meditation', '/training-become-coach', '/blog/1']
const MAX_CLS = 0.02

const site = siteForTests()
const browser = browserForTests()

/** Records every layout shift not caused by the visitor's input, from the first paint on. */
function recordShifts() {
  const shifts: { value: number; sources: string[] }[] = []
  Object.assign(window, { __layoutShifts: shifts })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
      sources?: { node?: Node }[]
    })[]) {
      if (entry.hadRecentInput) continue
      shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => source.node?.nodeName ?? '?') })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

it.each([
  { device: 'phone', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  { device: 'desktop', viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
])('on a $device, the six measured pages shift by at most 0.02 while they load', async ({ viewport, deviceScaleFactor }) => {
  const found: Record<string, number> = {}
  for (const path of PAGES) {
    // A context of its own per page: an empty cache, as for a first visit.
    const context = await browser.context.browser()!.newContext({ viewport, deviceScaleFactor, locale: 'fr-FR' })
    try {
      await context.addInitScript(recordShifts)
      const page = await context.newPage()
      expect((await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' }))?.status(), path).toBe(200)
      // Every face and picture settled: a late one would have shifted the page by now.
      await page.evaluate(() => document.fonts.ready)
      const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: { value: number }[] }).__layoutShifts)
      found[path] = Number(shifts.reduce((sum, shift) => sum + shift.value, 0).toFixed(4))
    } finally {
      await context.close()
    }
  }
  expect(Object.entries(found).filter(([, cls]) => cls > MAX_CLS)).toEqual([])
})
