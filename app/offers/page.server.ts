import type { LoaderFunctionArgs } from '@remix-run/node'
import {
  hasInformation,
  informationKey,
  offerByPath,
  type OfferKind,
  type OfferPage,
  pictureEntityIds,
  textIdsOf,
  type TextRole,
} from '#content/catalogue'
import { defaultTexts } from '#content/texts'
import { offerInformationForVisitor } from '~/models/offer-information.server'
import type { PageImage } from '~/models/page.server'
import { getPageContentForVisitor, staffEditsTexts } from '~/models/page.server'
import { surveyFiguresForVisitor } from '~/models/survey.server'
import { type ListedRegistration, loadOpenRegistrations } from '~/registrations/open-registrations.server'
import { config } from '~/utils/config.server'
import { notFound } from '~/utils/errors.server'
import { isBlankHtml } from '~/utils/html'
import { courseJsonLd, eventJsonLd, serializeJsonLd } from './structured-data'
import { offerView } from './view.server'

/**
 * The offer's blocks by role: the API's text, or the default text when the API has none or an empty one (`<p></p>`,
 * blanks: a block staff emptied).
 */
export function blocksOf(offer: OfferPage, texts: Record<string, string>): Partial<Record<TextRole, string>> {
  const defaults = defaultTexts[offer.pageId] ?? {}
  return Object.fromEntries(
    Object.entries(textIdsOf(offer)).map(([role, textId = '']) => [role, isBlankHtml(texts[textId]) ? defaults[textId] : texts[textId]]),
  )
}

/**
 * The page of the catalogue entry at the request's path (texts, images, linked cards, registrations, JSON-LD),
 * as the view the page renders (`./view.ts`).
 */
const courseKinds: OfferKind[] = ['training', 'trainer-training', 'stage']

export async function loader({ request }: LoaderFunctionArgs) {
  const offer = offerByPath(new URL(request.url).pathname)
  if (!offer) notFound()
  const [content, registrations, information, staffEdits, figures] = await Promise.all([
    getPageContentForVisitor(request, offer.pageId),
    offer.eventSubcategory ? loadOpenRegistrations(request, 'event', offer.eventSubcategory) : Promise.resolve<ListedRegistration[]>([]),
    hasInformation(offer) ? offerInformationForVisitor(request, offer) : undefined,
    hasInformation(offer) ? staffEditsTexts(request) : false,
    surveyFiguresForVisitor(request),
  ])
  const origin = new URL(config.publicUrl).origin
  return offerView({
    offer,
    blocks: blocksOf(offer, content.texts),
    // A picture block without an image keeps its text and a drawn backdrop (null), never a broken image.
    images: pictureEntityIds(offer).map((entityId): PageImage | null => content.images[String(entityId)] ?? null),
    registrations,
    information,
    informationEdit: staffEdits ? offerInformationPath(offer, offer.path) : undefined,
    figures,
    structuredData: [
      // Trainings and stages are courses; a stage's promotion needs its price to pay in the data too.
      ...(courseKinds.includes(offer.kind) ? [courseJsonLd(offer, origin)] : []),
      ...registrations.map((registration) => eventJsonLd(offer, registration, origin)),
    ].map(serializeJsonLd),
  })
}

/** Where staff edit an offer's information (right 10), coming back to its page after the save. */
export const offerInformationPath = (offer: OfferPage, back: string) =>
  `/admin/offer-information/${informationKey(offer)}?${new URLSearchParams({ retour: back })}`
