import { pages } from '#content/pages'
import { plainText } from '~/utils/html'

/** The labels the handlers give the texts of the list pages (/blog, /news); a page's heading is not one. */
export const pageTextLabels: Record<string, string> = {
  'hero-text': 'Introduction de la page',
  empty: 'Texte affiché quand la liste est vide',
}

const OPENING_WORDS = 8

/** The first words of a text, as staff recognise it on the page (« Votre première séance découverte… »). */
function openingOf(html: string): string {
  const words = plainText(html).split(/\s+/).filter(Boolean)
  return words.length > OPENING_WORDS ? `${words.slice(0, OPENING_WORDS).join(' ')}…` : words.join(' ')
}

/** A page of the registry (content/pages.ts) by its id: its name and its address, when it has one. */
export function pageOf(pageId: number): { name: string; route: string | null } | null {
  return Object.values(pages).find((page) => page.id === pageId) ?? null
}

/** « la page Accueil », or its number for a page the registry does not know. */
export const pageName = (pageId: number) => {
  const page = pageOf(pageId)
  return page ? `la page ${page.name}` : `la page n°\u00a0${pageId}`
}

/**
 * What a text of a fixed page is, in words: its label when the handlers give it one, else « Titre » or « Texte »
 * (a heading or not) and its first words; the id only when the text is empty.
 */
export function pageTextName(textId: string, html: string | undefined): string {
  if (Object.hasOwn(pageTextLabels, textId)) return pageTextLabels[textId]
  const opening = openingOf(html ?? '')
  if (!opening) return `Bloc «\u00a0${textId}\u00a0»`
  const kind = /^\s*<h[1-6][\s>]/i.test(html ?? '') ? 'Titre' : 'Texte'
  return `${kind} «\u00a0${opening}\u00a0»`
}

/** « Titre « Votre première séance… » de la page Accueil »: a text of a fixed page, named in words. */
export const describePageText = (pageId: number, textId: string, html: string | undefined) =>
  `${pageTextName(textId, html)} de ${pageName(pageId)}`
