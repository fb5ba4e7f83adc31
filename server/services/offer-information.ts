import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { defaultInformation, offerByInformationKey, type OfferPage } from '../../content/catalogue'
import type { OfferInformation, OfferInformationBody } from '../contract/offer-information'
import type { Database } from '../db'
import { offerInformation } from '../db/schema'
import { notFound, ValidationError } from '../errors'
import { staffTransaction } from './activity'

/**
 * Indicator 1 of Qualiopi for each training offer (decision 0034): one record per offer, the catalogue's defaults
 * until staff save it. Saving it is logged on the offer's page (its texts are the page's texts, right 10).
 */
function requireOffer(key: string): OfferPage {
  const offer = offerByInformationKey(key)
  if (!offer) throw notFound('Cette offre de formation n’existe pas.')
  return offer
}

type Row = typeof offerInformation.$inferSelect

function answer(key: string, fields: OfferInformationBody, updatedAt: string, saved: boolean): OfferInformation {
  const { objectives, prerequisites, audience, methods, evaluation, accessTime, accessibility, accessibilityContact, hours } = fields
  return {
    offer: key,
    objectives,
    prerequisites,
    audience,
    methods,
    evaluation,
    accessTime,
    accessibility,
    accessibilityContact,
    hours,
    updatedAt,
    saved,
  }
}

const fromRow = (row: Row) => answer(row.offer, row, row.updatedAt.toISOString(), true)

/** An offer's information: the saved record, or the catalogue's defaults; 404 for an offer that publishes none. */
export async function readOfferInformation(db: Database, key: string): Promise<OfferInformation> {
  const offer = requireOffer(key)
  const [row] = await db.select().from(offerInformation).where(eq(offerInformation.offer, key))
  if (row) return fromRow(row)
  const defaults = defaultInformation(offer)
  return answer(key, defaults, defaults.updatedAt, false)
}

/** Saves an offer's whole record (one value of hours per format of the offer), logged on its page. */
export async function saveOfferInformation(request: FastifyRequest, key: string, body: OfferInformationBody): Promise<OfferInformation> {
  const offer = requireOffer(key)
  const formats = offer.formats ?? []
  if (body.hours.length !== formats.length) {
    throw new ValidationError({
      hours: [`Une durée en heures par format de l’offre\u00a0: ${formats.length} attendue${formats.length > 1 ? 's' : ''}`],
    })
  }
  const before = await readOfferInformation(request.server.db, key)
  const updatedAt = request.server.clock.now()
  const values = { ...body, offer: key, updatedAt }
  return staffTransaction(request, async (tx, record) => {
    const [row] = await tx
      .insert(offerInformation)
      .values(values)
      .onConflictDoUpdate({ target: offerInformation.offer, set: values })
      .returning()
    const saved = fromRow(row)
    const { updatedAt: _was, saved: _wasSaved, offer: _key, ...was } = before
    const { updatedAt: _is, saved: _isSaved, offer: _same, ...is } = saved
    await record({
      entity: 'page',
      entityId: offer.pageId,
      action: 'update',
      label: `${offer.title} (informations)`,
      before: was,
      after: is,
    })
    return saved
  })
}
