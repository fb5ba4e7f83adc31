import type { FastifyPluginAsync } from 'fastify'
import { OfferInformation, OfferInformationBody, OfferInformationParams, SchoolSettings } from '../contract/offer-information'
import { Right } from '../contract/rights'
import { parse } from '../errors'
import { readOfferInformation, saveOfferInformation } from '../services/offer-information'
import { readSchoolSettings, saveSchoolSettings } from '../services/school-settings'

/** Indicator 1 of each training offer and the school's settings (decision 0034). */
export const offerInformationRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/offer-information/:offer',
    {
      config: {
        doc: {
          summary: 'A training offer’s information (Qualiopi indicator 1): the saved record, or the catalogue’s defaults',
          tag: 'page',
          access: 'public',
          params: OfferInformationParams,
          response: OfferInformation,
        },
      },
    },
    async (request) => readOfferInformation(app.db, parse(OfferInformationParams, request.params).offer),
  )

  app.put(
    '/offer-information/:offer',
    {
      config: {
        doc: {
          summary: 'Saves a training offer’s information (every field, one duration in hours per format); answers it',
          tag: 'page',
          access: { rights: [Right.EditMainTexts] },
          params: OfferInformationParams,
          body: OfferInformationBody,
          response: OfferInformation,
        },
      },
    },
    async (request) => {
      const { offer } = parse(OfferInformationParams, request.params)
      return saveOfferInformation(request, offer, parse(OfferInformationBody, request.body))
    },
  )

  app.get(
    '/school-settings',
    {
      config: {
        doc: {
          summary: 'The school’s settings: the activity-declaration number (empty until set) and the wording of its mention',
          tag: 'admin',
          access: 'public',
          response: SchoolSettings,
        },
      },
    },
    async () => readSchoolSettings(app.db),
  )

  app.put(
    '/school-settings',
    {
      config: {
        doc: {
          summary: 'Writes the school’s settings; answers them',
          tag: 'admin',
          access: { rights: [Right.FullAdmin] },
          body: SchoolSettings,
          response: SchoolSettings,
        },
      },
    },
    async (request) => saveSchoolSettings(request, parse(SchoolSettings, request.body)),
  )
}
