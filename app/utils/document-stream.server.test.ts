import { createElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { documentStream } from './document-stream.server'

/** What the stream sends for these chunks, whole. */
async function sent(chunks: Uint8Array[]): Promise<Buffer> {
  const stream = documentStream()
  const read = (async () => {
    const out: Buffer[] = []
    for await (const chunk of stream) out.push(chunk as Buffer)
    return Buffer.concat(out)
  })()
  for (const chunk of chunks) stream.write(chunk)
  stream.end()
  return read
}

describe('documentStream', () => {
  it('sends the document of React’s Node renderer without NUL bytes, whatever falls at the end of its views', async () => {
    // Short texts of two- and three-byte characters, which React encodes into its views: some fall across the end of
    // one (facebook/react#24985).
    const lines = Array.from({ length: 300 }, (_, index) => `Pâques à l’école n° ${index}, « déjà » : 12 €`)
    const page = createElement(
      'html',
      null,
      createElement('body', null, createElement('ul', null, ...lines.map((line) => createElement('li', { key: line }, line)))),
    )
    const html = await new Promise<Buffer>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(page, {
        onAllReady() {
          const stream = documentStream()
          const out: Buffer[] = []
          stream.on('data', (chunk: Buffer) => out.push(chunk))
          stream.on('end', () => resolve(Buffer.concat(out)))
          pipe(stream)
        },
        onShellError: reject,
      })
    })
    expect(html.includes(0)).toBe(false)
    expect(html.toString('utf8')).toMatch(new RegExp(`<body><ul><li>${lines.join('</li><li>')}</li></ul></body></html>$`))
  })

  it('is ended once by React’s renderer, which ends it again when it closes', async () => {
    const stream = documentStream()
    let ends = 0
    const end = stream.end.bind(stream)
    stream.end = ((...args: Parameters<typeof end>) => {
      ends++
      return end(...args)
    }) as typeof stream.end
    await new Promise<void>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(createElement('html', null, createElement('body', null, 'Bonjour')), {
        onAllReady() {
          stream.resume()
          stream.on('end', resolve)
          pipe(stream)
        },
        onShellError: reject,
      })
    })
    // The events that follow the end ('finish', then 'close' where a stream emits it) have all come.
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setImmediate(resolve))
    expect(ends).toBe(1)
  })

  it('moves the closing tags after what React writes past them, even when they come split across chunks', async () => {
    const parts = ['<html><body><p>Bonjour</p></bo', 'dy></ht', 'ml><script>window.x=1</script>']
    const body = await sent(parts.map((part) => Buffer.from(part)))
    expect(body.toString()).toBe('<html><body><p>Bonjour</p><script>window.x=1</script></body></html>')
  })

  it('drops only the NUL bytes that end a whole view', async () => {
    const view = Buffer.alloc(2048, 'a')
    view.fill(0, 2046)
    const short = Buffer.from('b\u0000')
    const body = await sent([view, short])
    expect(body).toEqual(Buffer.concat([Buffer.alloc(2046, 'a'), short]))
  })
})
