import { defaultInformation, hasInformation, informationLabels, offerEntries } from '../../content/catalogue'
import * as claims from '../../content/claims'
import { imageSlots } from '../../content/images'
import { DECLARATION_WORDING_DEFAULT, legal } from '../../content/legal'
import { pages } from '../../content/pages'
import { defaultTexts } from '../../content/texts'
import { frenchSpacing } from '../../content/typography'
import { blogArticles, blogFilters } from '../../server/db/seed/blog'
import { firstArticle } from '../../server/db/seed/blog-article-1'
import { newsItems } from '../../server/db/seed/news'
import { seedCategories } from '../../server/db/seed/registration-offers'
import { seededHtml } from '../../server/db/seed/seeded'

export interface ContentText {
  /** Where the text comes from, for the message of a failing test. */
  where: string
  text: string
}

/** Every string inside a value (objects, arrays), with its path. */
function stringsOf(value: unknown, where: string): ContentText[] {
  if (typeof value === 'string') return [{ where, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${where}[${index}]`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${where}.${key}`))
  return []
}

/**
 * What people read, as the content and the seed leave it: the pages' default texts, the catalogue, the school's
 * facts, the pictures' text alternatives, the legal identity, and the seed's blog, news and registrations as they
 * are written into the API (titles through `frenchSpacing`, html texts through `seededHtml`).
 */
export const contentTexts: ContentText[] = [
  ...stringsOf(defaultTexts, 'defaultTexts'),
  ...stringsOf(offerEntries, 'offerEntries'),
  ...stringsOf(claims, 'claims'),
  ...stringsOf(imageSlots, 'imageSlots'),
  ...stringsOf(legal, 'legal'),
  { where: 'declaration wording', text: DECLARATION_WORDING_DEFAULT },
  ...stringsOf(informationLabels, 'informationLabels'),
  ...offerEntries.filter(hasInformation).flatMap((offer) => stringsOf(defaultInformation(offer), `information of ${offer.path}`)),
  ...stringsOf(
    Object.values(pages).map((page) => page.name),
    'pages',
  ),
  ...stringsOf(blogFilters, 'seed blogFilters'),
  ...blogArticles.flatMap((article) => [
    { where: `seed blog ${article.id} title`, text: frenchSpacing(article.title) },
    ...Object.entries(article.texts).map(([id, html]) => ({ where: `seed blog ${article.id} ${id}`, text: seededHtml(html) })),
    ...stringsOf(article.image.role, `seed blog ${article.id} image`),
  ]),
  { where: 'seed first article title', text: frenchSpacing(firstArticle.title) },
  ...newsItems.flatMap((item) => [
    { where: `seed news ${item.id} title`, text: frenchSpacing(item.title) },
    { where: `seed news ${item.id} text`, text: seededHtml(item.text) },
  ]),
  ...stringsOf(seedCategories, 'seed registrations'),
]

/** The words of an html text: tags become spaces, every kind of space one ordinary space. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
}
