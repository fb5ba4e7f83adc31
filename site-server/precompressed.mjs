// The browser build's scripts and style sheets as `npm run build` compressed them once (scripts/build.mjs): brotli at
// its best quality for the browsers that take it, gzip at level 9 for the others, instead of the compression
// middleware's gzip at each request (docs/decisions/0009, « Precompressed »).
import { readdirSync } from 'node:fs'
import { extname } from 'node:path'

/** The encodings the build writes, in the order they are preferred, with the suffix of their files. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
]

/**
 * Express middleware, mounted before `express.static` on the same folder: a request for a file that has a compressed
 * copy the client accepts is sent that copy, with the type of the original. The static middleware then serves it as
 * any file (length, validators, cache headers); the compression middleware leaves an encoded answer as it is.
 * @param {string} dir the folder `express.static` serves
 * @returns {import('express').RequestHandler}
 */
export function servePrecompressed(dir) {
  const files = new Set(readdirSync(dir, { recursive: true }).map((file) => `/${file}`))
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    let path
    try {
      path = decodeURIComponent(req.path)
    } catch {
      return next()
    }
    const copies = ENCODINGS.filter(({ suffix }) => files.has(path + suffix))
    if (!copies.length) return next()
    res.vary('Accept-Encoding')
    const encoding = copies.find(({ name }) => req.acceptsEncodings(name))
    if (!encoding) return next()
    res.type(extname(path))
    res.set('Content-Encoding', encoding.name)
    req.url = req.path + encoding.suffix
    next()
  }
}
