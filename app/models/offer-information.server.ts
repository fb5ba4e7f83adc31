import { defaultInformation, informationKey, type OfferInformationRecord, type OfferPage } from '#content/catalogue'
import { declarationSentence } from '#content/legal'
import type { OfferInformation, OfferInformationBody, SchoolSettings } from '#contract/offer-information'
import { callApi } from '~/utils/api.server'
import { createTtlCache } from '~/utils/cache.server'
import { config } from '~/utils/config.server'
import { settle } from '~/utils/errors.server'

// Public and the same for every visitor: one short-lived copy serves them all, like the pages (cache.server.ts).
const informationCache = createTtlCache<string, OfferInformation>(() => config.contentCacheMs)
const settingsCache = createTtlCache<'settings', SchoolSettings>(() => config.contentCacheMs)

/** An offer's indicator-1 information as the API answers it (saved, or the catalogue's defaults). */
export function readOfferInformation(request: Request, offer: OfferPage): Promise<OfferInformation> {
  const key = informationKey(offer)
  return informationCache.get(key, () =>
    callApi<OfferInformation>(request, { path: `offer-information/${key}`, action: 'charger les informations de l’offre' }),
  )
}

/**
 * What a visitor's page and its PDF show: the API's record, or, when the API cannot answer and this process never
 * read it, the catalogue's defaults (the offer's facts, never an error page for a public page).
 */
export async function offerInformationForVisitor(request: Request, offer: OfferPage): Promise<OfferInformationRecord> {
  const read = await settle(readOfferInformation(request, offer))
  return read.ok ? read.data : defaultInformation(offer)
}

/** PUT offer-information/{key} (right 10, checked by the API); the pages show it at their next request. */
export async function saveOfferInformation(request: Request, offer: OfferPage, body: OfferInformationBody): Promise<OfferInformation> {
  const key = informationKey(offer)
  const saved = await callApi<OfferInformation>(request, {
    method: 'PUT',
    path: `offer-information/${key}`,
    action: 'enregistrer les informations de l’offre',
    body: { json: body },
  })
  informationCache.forget(key)
  return saved
}

export function readSchoolSettings(request: Request): Promise<SchoolSettings> {
  return settingsCache.get('settings', () =>
    callApi<SchoolSettings>(request, { path: 'school-settings', action: 'charger les réglages de l’école' }),
  )
}

/**
 * The mention of the activity declaration (Code du travail, art. L6352-12) with its number, for the footer, the legal
 * notice and the documents; undefined while the school has no number, or when the API cannot say it.
 */
export async function declarationForVisitor(request: Request): Promise<string | undefined> {
  const read = await settle(readSchoolSettings(request))
  return read.ok ? declarationSentence(read.data) : undefined
}

/** PUT school-settings (right 1, checked by the API). */
export async function saveSchoolSettings(request: Request, settings: SchoolSettings): Promise<SchoolSettings> {
  const saved = await callApi<SchoolSettings>(request, {
    method: 'PUT',
    path: 'school-settings',
    action: 'enregistrer les réglages de l’école',
    body: { json: settings },
  })
  settingsCache.forget()
  return saved
}
