import type { Page } from 'playwright-core'

export interface PageHead {
  title: string
  description: string | null
  canonical: string | null
  og: Record<string, string>
  robots: string | null
  /** Every JSON-LD block of the page, parsed (a block that does not parse fails the caller's test). */
  jsonLd: Record<string, unknown>[]
}

/** What search engines and social networks read in a page: title, description, canonical, Open Graph, JSON-LD. */
export async function readHead(page: Page): Promise<PageHead> {
  const raw = await page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    og: Object.fromEntries(
      [...document.querySelectorAll('meta[property^="og:"]')].map((meta) => [
        meta.getAttribute('property')!,
        meta.getAttribute('content') ?? '',
      ]),
    ),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
  }))
  return { ...raw, jsonLd: raw.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>) }
}
