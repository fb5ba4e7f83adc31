export interface HttpAnswer<T = any> {
  status: number
  body: T
  headers: Headers
}

export type Payload =
  | { json: unknown }
  | { form: Record<string, string> }
  | { html: string }
  | { multipart: FormData }
  | { raw: string | Buffer; contentType: string }

/**
 * An HTTP caller of the API with its own cookie jar, as the BFF (or any other client) would be: each test
 * user is one ApiCaller.
 */
export class ApiCaller {
  readonly cookies = new Map<string, string>()

  /** `root`: the API's root URL, or how to read it at each request (the API of apiForTests starts after the caller is made). */
  constructor(
    private readonly root: string | (() => string),
    readonly headers: Record<string, string> = {},
  ) {}

  get baseUrl() {
    return typeof this.root === 'string' ? this.root : this.root()
  }

  async request<T = any>(method: string, path: string, payload?: Payload, headers: Record<string, string> = {}): Promise<HttpAnswer<T>> {
    const all = new Headers({ ...this.headers, ...headers })
    if (this.cookies.size) all.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    let body: BodyInit | undefined
    if (payload && 'json' in payload) {
      body = JSON.stringify(payload.json)
      all.set('Content-Type', 'application/json')
    } else if (payload && 'form' in payload) {
      body = new URLSearchParams(payload.form).toString()
      all.set('Content-Type', 'application/x-www-form-urlencoded')
    } else if (payload && 'html' in payload) {
      body = payload.html
      all.set('Content-Type', 'text/html; charset=utf-8')
    } else if (payload && 'multipart' in payload) {
      body = payload.multipart
    } else if (payload && 'raw' in payload) {
      body = payload.raw as BodyInit
      all.set('Content-Type', payload.contentType)
    }
    const response = await fetch(`${this.baseUrl}/${path.replace(/^\//, '')}`, { method, headers: all, body })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...rest] = pair.split('=')
      const value = rest.join('=')
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name.trim())
      else this.cookies.set(name.trim(), value)
    }
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers }
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path)
  }
  post<T = any>(path: string, payload?: Payload, headers?: Record<string, string>) {
    return this.request<T>('POST', path, payload, headers)
  }
  put<T = any>(path: string, payload?: Payload, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, payload, headers)
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path)
  }
}
