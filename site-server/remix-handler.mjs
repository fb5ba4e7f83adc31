// Remix's request handler for the answers the page cache does not give (posts, sessions, data requests): what
// @remix-run/express does, with two differences. The body is the one the site read and bounded before a render
// slot was taken (body-limit.mjs), not a stream of the connection that a slow sender could hold open; and the
// render notes whether it read a session (session-use.mjs), for privateWhenPersonal (page-cache.mjs).
import { createRequestHandler, writeReadableStreamToWritable } from '@remix-run/node'
import { watchSessionUse } from './session-use.mjs'

/**
 * The Fetch API request Remix handles, for the origin the site answers as (its PUBLIC_URL, never the visitor's Host
 * header, which the app never reads: it builds its own links from the configuration).
 * @param {import('express').Request} req
 * @param {string} origin
 * @param {RequestInit} [init] method (the request's by default), body, signal
 */
export function remixRequest(req, origin, init = {}) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one)
  }
  return new Request(new URL(req.originalUrl, origin), { method: req.method, headers, ...init })
}

/**
 * Sends Remix's answer: a document whole, once rendered, other bodies (data, files) streamed as they come. The site
 * flushes nothing early (app.mjs), so a document streamed chunk by chunk reached the visitor no sooner; written at
 * once, it costs a render a third of its CPU less (one write into the compressor instead of one per 2 KB of React's,
 * and none of the web stream's garbage): 4.2–4.9 → 2.7 ms of main thread per home render in the bench's profile.
 * @param {import('express').Response} res
 * @param {Response} response
 */
async function sendResponse(res, response) {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers) res.append(name, value)
  if (!response.body) res.end()
  else if (response.headers.get('Content-Type')?.startsWith('text/html')) res.end(Buffer.from(await response.arrayBuffer()))
  else await writeReadableStreamToWritable(response.body, res)
}

/**
 * @param {object} options
 * @param {any} options.build the Remix server build
 * @param {string | undefined} options.mode
 * @param {string} options.origin
 * @param {(req: any, res: any) => unknown} options.getLoadContext
 * @returns {import('express').RequestHandler}
 */
export function createRemixHandler({ build, mode, origin, getLoadContext }) {
  const handle = createRequestHandler(build, mode)
  return async (req, res, next) => {
    try {
      // Loaders and actions stop when the visitor is gone before the answer went out.
      const controller = new AbortController()
      res.on('close', () => {
        if (!res.writableFinished) controller.abort()
      })
      const bodiless = req.method === 'GET' || req.method === 'HEAD'
      const request = remixRequest(req, origin, { signal: controller.signal, body: bodiless ? undefined : req.body })
      const context = await getLoadContext(req, res)
      const response = await watchSessionUse(res.locals.sessionUse ?? { used: false }, () => handle(request, context))
      await sendResponse(res, response)
    } catch (error) {
      next(error)
    }
  }
}
