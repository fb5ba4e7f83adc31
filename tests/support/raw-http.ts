import { request } from 'node:http'

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  /** The body as it came, compressed or not. */
  raw: Buffer
}

/**
 * One GET on a connection of its own (no keep-alive: the next request may reach another site process), with headers
 * sent exactly as given: several lines of one header, tabs and spaces inside a value, which fetch would normalize.
 */
export function rawGet(base: string, path: string, headers: Record<string, string | string[]> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(`${base}${path}`, { agent: false, headers, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const raw = Buffer.concat(chunks)
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: raw.toString('utf8'), raw })
      })
      response.on('error', reject)
    })
    call.on('error', reject)
    call.on('timeout', () => call.destroy(new Error(`${path}: no answer in 10 s`)))
    call.end()
  })
}
