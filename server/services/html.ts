import type { FastifyRequest } from 'fastify'
import sanitizeHtml from 'sanitize-html'
import { messages } from '../contract/common'
import { HTML_TEXT_MAX } from '../contract/content'
import { HttpError, ValidationError } from '../errors'

/** The field named by the 400 answers of the html text routes: the body is "the text". */
export const HTML_TEXT_FIELD = 'text'

const alignment = { 'text-align': [/^(left|center|right|justify)$/] }
const blocks = ['p', 'h2', 'h3', 'h4', 'li'] as const

/**
 * What the rich-text editor of section 5 produces (bold, italic, underline, strike, link, alignment, paragraphs,
 * headings, lists), and nothing else. Pasted or hand-written equivalents are folded into the editor's tags so that
 * a text reads the same after a round trip through the editor.
 */
const options: sanitizeHtml.IOptions = {
  // `span` only carries the words of refused links, and is removed afterwards (see sanitizeRichText).
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'a', 'ol', 'ul', 'li', 'span'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    ...Object.fromEntries(blocks.map((tag) => [tag, ['style']])),
  },
  allowedStyles: Object.fromEntries(blocks.map((tag) => [tag, alignment])),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Elements whose content is code or foreign markup go with their content, not only their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'select',
    'xmp',
    'noembed',
    'noframes',
    'head',
  ],
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    div: 'p',
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim()
      // A link to anything else than the web, a mail or a phone loses its tag and keeps its words.
      if (!isAllowedHref(href)) return { tagName: 'span', attribs: {} as Record<string, string> }
      const kept: Record<string, string> = attribs.target === '_blank' ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href }
      return { tagName, attribs: kept }
    },
  },
}

/**
 * Absolute http(s), mailto and tel addresses, and paths of the site itself (`/contact`, `#programme`). Control
 * characters and entities are decoded by the parser before this check, and sanitize-html checks the scheme again.
 */
function isAllowedHref(href: string): boolean {
  if (/^(https?:\/\/[^/\s]|mailto:|tel:)/i.test(href)) return true
  return /^(\/(?!\/)|#)[^\s<>"\\:]*$/.test(href)
}

/** The html of a text block, reduced to what the editor can produce. */
export function sanitizeRichText(html: string): string {
  // sanitize-html 2.17 mismatches closing tags after a tag transformed into a refused one (`</p>` came out as
  // `</span>`), so refused links become an allowed, attribute-less `span`, whose bare tags are then dropped.
  return sanitizeHtml(html, options)
    .replace(/<\/?span>/g, '')
    .trim()
}

/** The words of an html text, without tags, spaces collapsed (for titles and the "empty" check). */
export function plainTextOf(html: string): string {
  // Block ends become spaces, so that two paragraphs do not run into one word.
  const spaced = html.replace(/<(br|\/p|\/h[2-4]|\/li)\b[^>]*>/gi, ' $&')
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
}

/**
 * The sanitised html text of a `PUT …/{textId}` request: the body is `text/html; charset=utf-8`. 415 for another
 * type, 400 on `text` when too long or empty once sanitised.
 */
export function readHtmlText(request: FastifyRequest): string {
  const contentType = request.headers['content-type'] ?? ''
  const body = request.body
  if (body === undefined || body === null || body === '') {
    if (!contentType || /^text\/html\b/i.test(contentType)) throw new ValidationError({ [HTML_TEXT_FIELD]: [messages.required] })
  }
  const charset = /;\s*charset\s*=\s*"?([^";]+)"?/i.exec(contentType)?.[1]
  if (!/^text\/html\s*(;|$)/i.test(contentType) || (charset && !/^utf-?8$/i.test(charset.trim())) || typeof body !== 'string') {
    throw new HttpError(415, 'Le texte doit être envoyé en html (text/html; charset=utf-8).')
  }
  return cleanHtmlText(body)
}

/** An html text as the API stores it: sanitised; 400 on `field` when too long or empty once sanitised. */
export function cleanHtmlText(body: string, field = HTML_TEXT_FIELD): string {
  if (body.length > HTML_TEXT_MAX) throw new ValidationError({ [field]: [messages.tooLong(HTML_TEXT_MAX)] })
  const html = sanitizeRichText(body)
  if (!plainTextOf(html)) throw new ValidationError({ [field]: ['Le texte est vide une fois nettoyé de ce qui n’est pas autorisé.'] })
  return html
}

/** The plain text of a sanitised html text written to a title (`PUT …/title`): 400 on `text` beyond `max`. */
export function titleOf(html: string, max = 255): string {
  const title = plainTextOf(html)
  if (title.length > max) throw new ValidationError({ [HTML_TEXT_FIELD]: [messages.tooLong(max)] })
  return title
}
