import type { TestSite } from './site'

export interface SiteAnswer {
  status: number
  /** Where the last redirect led (the path and query), or the path asked for. */
  path: string
  html: string
  headers: Headers
}

let addresses = 0

/**
 * An address of its own for a visitor that the tests, as the site's trusted proxy, forward (X-Forwarded-For):
 * 198.51.100.1 to .250 in turn. The per-source limits (logins, mails) then count that visitor apart from the
 * browsers, which all come from loopback: a file's logins made to prepare its tests never slow another's.
 */
export function ownAddress(): string {
  addresses += 1
  return `198.51.100.${(addresses % 250) + 1}`
}

/**
 * A visitor of the site over plain HTTP, with its own cookie jar, as a browser without JavaScript would be: posts
 * carry the site's Origin (site-server/app.mjs refuses the others), redirects are followed as a browser follows them
 * (a 307 posts again) and their cookies kept.
 * Faster than Chromium for the checks that only need statuses and texts (the rights matrix).
 */
export class SiteVisitor {
  readonly cookies = new Map<string, string>()

  /** `address`: the visitor's IP as the site's trusted proxy would say it, so that rate limits count it apart. */
  constructor(
    readonly site: TestSite,
    readonly address?: string,
  ) {}

  get(path: string, { follow = true } = {}) {
    return this.request('GET', path, undefined, follow)
  }

  post(path: string, form: Record<string, string | string[]> = {}, { follow = true } = {}) {
    const body = new URLSearchParams()
    for (const [name, value] of Object.entries(form)) for (const one of [value].flat()) body.append(name, one)
    return this.request('POST', path, body, follow)
  }

  private async request(method: string, path: string, body: URLSearchParams | undefined, follow: boolean): Promise<SiteAnswer> {
    let url = new URL(path, this.site.url)
    for (let hops = 0; ; hops++) {
      const headers = new Headers({ 'Accept-Language': 'fr-FR' })
      if (this.address) headers.set('X-Forwarded-For', this.address)
      if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
      if (body) {
        headers.set('Content-Type', 'application/x-www-form-urlencoded')
        headers.set('Origin', this.site.url)
      }
      const response = await fetch(url, { method, headers, body, redirect: 'manual' })
      this.keepCookies(response)
      const location = response.headers.get('location')
      if (!follow || !location || response.status < 300 || response.status >= 400 || hops > 5) {
        return { status: response.status, path: `${url.pathname}${url.search}`, html: await response.text(), headers: response.headers }
      }
      await response.arrayBuffer()
      url = new URL(location, url)
      // A 307 or 308 is the same request at another address (a file's refusal goes on to its page's action).
      if (response.status !== 307 && response.status !== 308) {
        method = 'GET'
        body = undefined
      }
    }
  }

  private keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
}

/**
 * `work` done for each of `items`, at most `bound` at a time, its answers in the items' order: independent HTTP checks
 * overlap their waits on the site and the API without flooding the two processes.
 */
export async function mapBounded<T, R>(items: readonly T[], bound: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      answers[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(bound, items.length) }, worker))
  return answers
}

/** The text a person reads in a page: tags dropped, entities of React's output decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/[ \t\n\r]+/g, ' ')
}
