import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
// The web-streams renderer, not Node's `renderToPipeableStream`: React 18's Node stream writes its whole 2 KB buffer
// when a multi-byte character does not fit at its end, so NUL bytes reached the pages (facebook/react#24985, fixed
// only in React 19 by #26228). This one encodes each chunk whole and has no such buffer.
import { renderToReadableStream } from 'react-dom/server.browser'
import { closingTagsLast } from './utils/document-stream.server'
import { logFailure } from './utils/log.server'
import { NonceContext } from './utils/nonce'

const ABORT_DELAY = 5_000

export const streamTimeout = ABORT_DELAY

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? ''
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), ABORT_DELAY + 1000)
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      signal: timeout.signal,
      onError(error: unknown) {
        responseStatusCode = 500
        if (!timeout.signal.aborted) logFailure('le rendu de la page a échoué', error, request)
      },
    },
  )
  body.allReady.then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  )
  // Crawlers get the whole document at once; browsers get it streamed as soon as the shell is ready.
  if (isbot(request.headers.get('user-agent') ?? '')) await body.allReady
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(closingTagsLast(body), { headers: responseHeaders, status: responseStatusCode })
}
