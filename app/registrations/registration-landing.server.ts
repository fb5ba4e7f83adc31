import { offerByPath, pictureEntityIds } from '#content/catalogue'
import { registrationCategories, type RegistrationCategory } from '#contract/registration-categories'
import { getPageContent, type PageImage } from '~/models/page.server'
import { loadRegistrations, upcomingOf } from './registration-pages.server'

/** Section 2: events (webinars first), trainings, then stages. */
const groups: { category: RegistrationCategory; fallbackTitle: string }[] = [
  { category: 'event', fallbackTitle: 'Événements' },
  { category: 'training', fallbackTitle: 'Formations' },
  { category: 'stage', fallbackTitle: 'Stages' },
]

/** How many dates a card of /registration lists; its page lists them all. */
export const NEXT_DATES = 3

/** A card of /registration: a subcategory, the picture of its offer page and its next dates. */
export interface RegistrationCard {
  to: string
  title: string
  /** The first picture of the offer page the type links to (`link`), when it has one. */
  image?: PageImage
  /** `3 dates à venir`, `Aucune date pour le moment`. */
  count: string
  next: { id: number; eventDate: string; displayDate: string; title: string; href: string; availability: string | null }[]
}

export interface RegistrationGroup {
  category: RegistrationCategory
  title: string
  cards: RegistrationCard[]
}

const countText = (count: number) =>
  count === 0 ? 'Aucune date pour le moment' : count === 1 ? '1 date à venir' : `${count} dates à venir`

/**
 * The landing of the registrations: each category of section 2 with a card per subcategory the school offers,
 * its next dates (the calls the page always made) and the picture of its offer page (the page contents of the
 * offer families, read in parallel; a page that does not answer leaves its cards without a picture).
 */
export async function registrationLanding(request: Request): Promise<RegistrationGroup[]> {
  const { types, registrations } = await loadRegistrations(request)
  const offerOf = (link: string) => (link.startsWith('/') ? offerByPath(link) : undefined)
  const pageIds = [...new Set(types.flatMap((type) => offerOf(type.link)?.pageId ?? []))]
  const contents = new Map(await Promise.all(pageIds.map(async (pageId) => [pageId, await getPageContent(request, pageId)] as const)))
  const pictureOf = (link: string): PageImage | undefined => {
    const offer = offerOf(link)
    const entityId = offer && pictureEntityIds(offer)[0]
    return offer && entityId !== undefined ? contents.get(offer.pageId)?.images[String(entityId)] : undefined
  }
  return groups.map(({ category, fallbackTitle }) => {
    const ofCategory = types.filter((type) => type.category === category)
    return {
      category,
      title: ofCategory[0]?.title_category ?? fallbackTitle,
      // Only the subcategories of section 2, in its order, and only those the school offers.
      cards: registrationCategories[category].flatMap((subcategory) => {
        const ofSubcategory = ofCategory.filter((type) => type.subcategory === subcategory)
        if (!ofSubcategory.length) return []
        const upcoming = upcomingOf(ofSubcategory, registrations)
        return [
          {
            to: `/registration/${category}/${subcategory}`,
            title: ofSubcategory[0].title_subcategory,
            image: pictureOf(ofSubcategory[0].link),
            count: countText(upcoming.length),
            next: upcoming.slice(0, NEXT_DATES).map(({ id, eventDate, displayDate, title, href, availability }) => ({
              id,
              eventDate,
              displayDate,
              title,
              href,
              availability,
            })),
          },
        ]
      }),
    }
  })
}
