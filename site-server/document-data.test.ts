import { createRequestHandler, type EntryContext, type ServerBuild } from '@remix-run/node'
import { describe, expect, it } from 'vitest'

// A document's data for the browser (single fetch's turbo-stream) is encoded when the page's scripts read it, not for
// every render (patches/@remix-run+server-runtime+2.17.5.patch, docs/decisions/0046): a page that leaves Remix's
// scripts out (app/utils/static-page.ts) no longer pays for encoding its loader data.

/** A build of one route whose loader's data counts how often it is read, rendered by `render`. */
function siteOf(render: (context: EntryContext) => Promise<string>) {
  let reads = 0
  const offer = {
    get title() {
      reads++
      return 'Stage de méditation'
    },
  }
  const build = {
    mode: 'production',
    entry: {
      module: {
        default: async (_request: Request, status: number, headers: Headers, context: EntryContext) =>
          new Response(await render(context), { status, headers }),
      },
    },
    routes: { root: { id: 'root', path: '', module: { default: () => null, loader: () => ({ offer }) } } },
    assets: {
      url: '/build/manifest.js',
      version: 'test',
      entry: { module: '/build/entry.js', imports: [] },
      routes: {
        root: {
          id: 'root',
          path: '',
          module: '/build/root.js',
          hasLoader: true,
          hasAction: false,
          hasClientLoader: false,
          hasClientAction: false,
          hasErrorBoundary: false,
        },
      },
    },
    publicPath: '/build/',
    assetsBuildDirectory: 'public/build',
    future: { v3_singleFetch: true },
    isSpaMode: false,
  } as unknown as ServerBuild
  return { handle: createRequestHandler(build, 'production'), reads: () => reads }
}

describe('the data a document hands to its scripts', () => {
  it('is not encoded for a page without scripts: its loader data is rendered, never serialised', async () => {
    const site = siteOf(async (context) => {
      const { offer } = context.staticHandlerContext.loaderData.root as { offer: { title: string } }
      return `<h1>${offer.title}</h1>`
    })
    const response = await site.handle(new Request('http://localhost/'))
    expect(await response.text()).toBe('<h1>Stage de méditation</h1>')
    expect(site.reads()).toBe(1)
  })

  it('is encoded for a page with scripts, as they read it: the loader data, whole', async () => {
    const site = siteOf((context) => readAll(context.serverHandoffStream as ReadableStream<Uint8Array>))
    const response = await site.handle(new Request('http://localhost/'))
    const sent = await response.text()
    for (const part of ['"loaderData"', '"root"', '"offer"', '"title"', '"Stage de méditation"']) expect(sent).toContain(part)
    expect(site.reads()).toBe(1)
  })
})

/** What Remix's stream transfer does with the stream: reads it through `getReader()` until done. */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let text = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return text + decoder.decode()
    text += decoder.decode(value, { stream: true })
  }
}
