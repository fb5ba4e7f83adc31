// The most a form may weigh at the site: Remix reads a posted body whole into memory, so a visitor could otherwise
// send a gigabyte to /contact. A picture upload (multipart) carries at most the API's 10 MB file; every other form
// is text, whose longest (a page's html text of 100,000 characters, url-encoded) stays under 2 MB.
import { frenchPage } from './errors.mjs'

const MULTIPART_MAX_BYTES = 11 * 1024 * 1024
const FORM_MAX_BYTES = 2 * 1024 * 1024

/**
 * Refuses a body over the limit with a French 413, before anything reads it; a body without a length (chunked,
 * which no browser sends for a form) with a French 411, since its size is known only once read.
 * @type {import('express').RequestHandler}
 */
export function limitBodies(req, res, next) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const length = req.get('content-length')
  if (length === undefined && req.get('transfer-encoding')) return refuse(res, 411)
  const max = /^multipart\//i.test(req.get('content-type') ?? '') ? MULTIPART_MAX_BYTES : FORM_MAX_BYTES
  if (Number(length ?? 0) > max) return refuse(res, 413)
  next()
}

/** Answers at once; Node then reads the unread body away without keeping it, as the sender expects to send it whole. */
function refuse(res, status) {
  res.status(status).type('html').send(frenchPage(status))
}
