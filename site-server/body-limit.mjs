// A request's body is read whole, bounded in size and in time, before the request may wait for a render slot
// (issue 27, point 2; decision 0020): Remix reads a posted body whole into memory anyway, and a body read by the
// render itself held its slot for as long as its sender liked: 30 connections sending a form one byte every 5 s
// stopped every render of the site. A slow body now holds nothing but its own connection, and only for a while.
import { settings } from './env.mjs'
import { frenchPage } from './errors.mjs'

/** A picture upload (multipart) carries at most the API's 10 MB file. */
const MULTIPART_MAX_BYTES = 11 * 1024 * 1024
/** Every other form is text, whose longest (a page's html text of 100,000 characters, url-encoded) stays under 2 MB. */
const FORM_MAX_BYTES = 2 * 1024 * 1024
/**
 * How long a request's headers, then its body, may take to arrive (SITE_RECEIVE_TIMEOUT_MS): a browser sends a
 * form at once; this is for a slow phone link. Node's `headersTimeout` holds the headers to it (app.mjs).
 */
export const RECEIVE_TIMEOUT_MS = settings.receiveTimeoutMs
/** Each byte received buys a body this much more time: it may come at 256 kbit/s, however large. */
const MIN_BYTES_PER_SECOND = 32 * 1024
/** The longest a body may take to arrive: the largest upload at the slowest rate allowed (Node's requestTimeout). */
export const LONGEST_BODY_MS = RECEIVE_TIMEOUT_MS + Math.ceil(MULTIPART_MAX_BYTES / MIN_BYTES_PER_SECOND) * 1000

/**
 * Reads the body into `req.body` (a Buffer) and then lets the request go on. Refuses, with a French page, a body over
 * the limit (413, before reading it), a body without a length (411: chunked, which no browser sends for a form, has
 * its size known only once read), and a body that does not arrive within RECEIVE_TIMEOUT_MS plus one second per
 * 32 KB received (408, the connection then closed).
 * @type {import('express').RequestHandler}
 */
export function readBodies(req, res, next) {
  const length = req.get('content-length')
  if (length === undefined) {
    if (req.get('transfer-encoding')) return refuse(req, res, 411)
    req.body = Buffer.alloc(0)
    return next()
  }
  const max = /^multipart\//i.test(req.get('content-type') ?? '') ? MULTIPART_MAX_BYTES : FORM_MAX_BYTES
  if (Number(length) > max) return refuse(req, res, 413)
  const started = Date.now()
  /** @type {Buffer[]} */
  const chunks = []
  let received = 0
  let timer
  const deadline = () => started + RECEIVE_TIMEOUT_MS + (received * 1000) / MIN_BYTES_PER_SECOND
  const wait = () => {
    timer = setTimeout(() => (Date.now() >= deadline() ? tooSlow() : wait()), deadline() - Date.now())
  }
  const stop = () => {
    clearTimeout(timer)
    req.off('data', keep)
    req.off('end', done)
    req.off('close', stop)
    req.off('error', stop)
  }
  const keep = (chunk) => {
    chunks.push(chunk)
    received += chunk.length
  }
  const done = () => {
    stop()
    req.body = Buffer.concat(chunks, received)
    next()
  }
  const tooSlow = () => {
    stop()
    refuse(req, res, 408)
  }
  req.on('data', keep)
  req.once('end', done)
  // The sender went away (a reset, or the connection closed half-way): nothing to answer.
  req.once('close', stop)
  req.once('error', stop)
  wait()
}

/**
 * Answers at once. A sender still sending a body expects to send it whole before it reads the answer (closing under
 * it makes its write fail, the answer unread): what comes is read away without being kept, while it comes in time,
 * then the connection closes. A body too slow (408) has had its time: its connection closes with the answer.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {number} status
 */
export function refuse(req, res, status) {
  if (status === 408 || req.complete) {
    res.status(status).set('Connection', 'close').type('html').send(frenchPage(status))
    return
  }
  res.status(status).type('html').send(frenchPage(status))
  const timer = setTimeout(() => req.socket.destroy(), RECEIVE_TIMEOUT_MS)
  const done = () => clearTimeout(timer)
  req.once('end', done)
  req.once('close', done)
  req.resume()
}
