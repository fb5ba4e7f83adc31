// Lighthouse (mobile, its default) on pages of a running site: performance score and cumulative layout shift per
// page, next to the targets of issue 14 (performance ≥ 98, CLS ≤ 0.02). Used by `npm run bench`; also runs alone:
//   node scripts/lighthouse.mjs http://localhost:3000 / /about
// Lighthouse is a devDependency the bench may lack: it then prints « skipped » and returns { skipped: true }.
// Chromium is Debian's (/usr/bin/chromium, as for the e2e tests), or CHROMIUM_PATH.
import { pathToFileURL } from 'node:url'

export const LIGHTHOUSE_PAGES = ['/', '/about', '/contact', '/stages/meditation', '/training-become-coach', '/blog/1']
export const PERFORMANCE_TARGET = 98
export const CLS_TARGET = 0.02

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * @param {string} baseUrl the site's address, without a trailing slash
 * @param {string[]} paths the pages to audit
 * @returns {Promise<{ skipped: true, reason: string } | { skipped: false, pages: { path: string, performance: number | null, cls: number | null, ok: boolean | null, error?: string }[] }>}
 */
export async function runLighthouse(baseUrl, paths = LIGHTHOUSE_PAGES) {
  console.log(`\nLighthouse, mobile (objectif performance ≥ ${PERFORMANCE_TARGET}, CLS ≤ ${CLS_TARGET})`)
  let lighthouse
  let launch
  try {
    lighthouse = (await import('lighthouse')).default
    ;({ launch } = await import('chrome-launcher'))
  } catch {
    const reason = 'lighthouse n’est pas installé (npm install --save-dev lighthouse)'
    console.log(`skipped : ${reason}`)
    return { skipped: true, reason }
  }
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  const pages = []
  try {
    // One page after the other: audits running side by side would slow each other down.
    for (const path of paths) {
      // A run that fails (Lighthouse's runtime error, a trace it could not read on a loaded machine) has no score:
      // it was counted as 0 and taken for a page's fault. It is run again once, then reported as a failed measure.
      let lhr
      for (let attempt = 0; attempt < 2 && (!lhr || (lhr.categories.performance.score ?? null) === null); attempt++) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        })
        lhr = result.lhr
      }
      const { categories, audits } = lhr
      if ((categories.performance.score ?? null) === null) {
        const error = lhr.runtimeError?.message ?? lhr.runtimeError?.code ?? 'pas de score'
        pages.push({ path, performance: null, cls: null, ok: null, error })
        console.log(`${path.padEnd(26)} mesure échouée (deux fois) : ${error}`)
        continue
      }
      const performance = Math.round(categories.performance.score * 100)
      const cls = Number((audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3))
      const ok = performance >= PERFORMANCE_TARGET && cls <= CLS_TARGET
      pages.push({ path, performance, cls, ok })
      console.log(
        `${path.padEnd(26)} performance ${String(performance).padStart(3)}   CLS ${cls.toFixed(3)}   ${ok ? 'atteint' : 'NON atteint'}`,
      )
    }
  } finally {
    await chrome.kill()
  }
  return { skipped: false, pages }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2)
  await runLighthouse(baseUrl.replace(/\/+$/, ''), paths.length ? paths : LIGHTHOUSE_PAGES)
}
