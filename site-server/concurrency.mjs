// How many requests the site renders at once. Each page being rendered holds its API answers, its React tree and
// its HTML in memory, and the machine has a couple of cores: 100 connections rendered together took 3 s each and
// grew the heap to hundreds of MB, which V8 then kept (RSS 105 → 447 MB, 456 MB idle). Rendered a few at a time,
// they finish as fast in total, the others wait cheaply in line, and memory stays bounded by the limit.
import { settings } from './env.mjs'
import { frenchPage } from './errors.mjs'

/** At once; SITE_MAX_RENDERS overrides it (a machine with more cores may render more). */
export const MAX_RENDERS = settings.maxRenders
/** Waiting beyond this, a request is answered 503 at once rather than after a wait no visitor would sit through. */
const MAX_WAITING = 2000

/**
 * A line of requests: lets one through when fewer than `maxActive` are being answered, else queues it; a request
 * leaves when its answer is sent or its connection closes.
 * @param {number} maxActive
 * @param {number} [maxWaiting]
 * @returns {import('express').RequestHandler}
 */
export function createLimit(maxActive, maxWaiting = MAX_WAITING) {
  let active = 0
  /** @type {(() => void)[]} */
  const waiting = []

  function start(res, next) {
    active += 1
    res.on('close', () => {
      active -= 1
      waiting.shift()?.()
    })
    next()
  }

  return (req, res, next) => {
    // Gone while an earlier step waited (a file looked for in public/, the API's version asked): nothing to answer,
    // and its 'close' has fired already, so a turn given to it would never come back. Twelve of them stopped a process.
    if (res.closed) return
    if (active < maxActive) return start(res, next)
    if (waiting.length >= maxWaiting) {
      return res.status(503).set('Retry-After', '5').type('html').send(frenchPage(503))
    }
    const turn = () => start(res, next)
    waiting.push(turn)
    // A visitor who gave up leaves the line.
    res.on('close', () => {
      const index = waiting.indexOf(turn)
      if (index >= 0) waiting.splice(index, 1)
    })
  }
}

/** Every render of the site's process. */
export const limitConcurrency = createLimit(MAX_RENDERS)
