import type { MetaDescriptor } from '@remix-run/node'
import { site } from '#content/site'

export interface PageMetaOptions {
  /** Open Graph type: `article` for a blog article. */
  type?: 'website' | 'article'
}

/**
 * Title, description and Open Graph tags of a page, the school's name after the title. The canonical address
 * and `og:url` are added to every page by the root layout, from PUBLIC_URL and the page's path.
 */
export function pageMeta(title: string, description: string, { type = 'website' }: PageMetaOptions = {}): MetaDescriptor[] {
  const fullTitle = `${title} | ${site.school.name}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: 'fr_FR' },
    { property: 'og:site_name', content: site.school.name },
  ]
}

/** The meta of the 404 page, which search engines must not index. */
export function notFoundMeta(): MetaDescriptor[] {
  return [{ title: `Page introuvable | ${site.school.name}` }, { name: 'robots', content: 'noindex' }]
}

/** The length of a page's description (its meta description), which search engines show about whole. */
export const DESCRIPTION_LENGTH = 160

/** At most `max` characters of a text, cut at a word, for a description or an excerpt. */
export function excerpt(text: string, max = DESCRIPTION_LENGTH): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:.!?\u00a0]+$/, '')}…`
}
