import type { FastifyInstance } from 'fastify'
import { HttpError } from '../errors'

/** Deeper than any payload of the contract (a registration type's blocks of field names are 3 levels deep). */
export const JSON_DEPTH_MAX = 32

export const tooDeepMessage = `Le contenu JSON est trop imbriqué\u00a0: ${JSON_DEPTH_MAX}\u00a0niveaux au plus.`

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPENERS = new Set([0x5b, 0x7b]) // [ {
const CLOSERS = new Set([0x5d, 0x7d]) // ] }

/** Whether a JSON text nests arrays and objects deeper than `max`, read in one pass before any parsing. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) index++
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) inString = true
    else if (OPENERS.has(code)) {
      if (++depth > max) return true
    } else if (CLOSERS.has(code)) depth--
  }
  return false
}

/**
 * JSON bodies nested deeper than JSON_DEPTH_MAX are refused with a French 400 before they are parsed (issue 27:
 * 200 KB of `[` overflowed the stack of the walks that follow the parse, the control-character check first, and
 * answered 500). The rest is Fastify's own parser, which refuses `__proto__` and `constructor` keys.
 */
export function boundJsonDepth(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string // parseAs: 'string'
    if (nestsDeeperThan(text, JSON_DEPTH_MAX)) return done(new HttpError(400, tooDeepMessage), undefined)
    return parseJson(request, text, done)
  })
}
