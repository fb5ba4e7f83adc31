import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
// React's Node renderer: it encodes into 2 KB views and writes a Node stream, where the web-streams renderer encoded
// each piece of text on its own and queued it through web streams (decision 0042). Its React 18 NUL bytes are taken
// out by documentStream (decision 0022).
import { renderToPipeableStream } from 'react-dom/server'
import { documentStream } from './utils/document-stream.server'
import { logFailure } from './utils/log.server'
import { NonceContext } from './utils/nonce'

const ABORT_DELAY = 5_000

export const streamTimeout = ABORT_DELAY

/**
 * An error a loader or an action threw (the visitor gets the error page): logged as the site's other failures, with
 * the request's id, where Remix printed its stack on the console. Nothing for a request the visitor gave up, nor for
 * a 4xx of the router (no such page, no form here), which the request's own line tells.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return
  logFailure('une requête a échoué', error, request)
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? ''
  // Crawlers get the whole document at once; browsers get it streamed as soon as the shell is ready.
  const bot = isbot(request.headers.get('user-agent') ?? '')
  return new Promise<Response>((resolve, reject) => {
    let aborted = false
    const respond = () => {
      const body = documentStream()
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
      pipe(body)
    }
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          if (!bot) respond()
        },
        onAllReady() {
          clearTimeout(timer)
          if (bot) respond()
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500
          if (!aborted) logFailure('le rendu de la page a échoué', error, request)
        },
      },
    )
    const timer = setTimeout(() => {
      aborted = true
      abort()
    }, ABORT_DELAY + 1000)
  })
}
