import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { IdParams } from '../contract/common'
import {
  Registration,
  RegistrationCreateSchema,
  RegistrationDeleteQuery,
  RegistrationListing,
  RegistrationListingQuery,
  RegistrationPatchSchema,
  RegistrationUpdateSchema,
} from '../contract/registration'
import { Right } from '../contract/rights'
import { parse, ValidationError } from '../errors'
import { controlCharacterErrors } from '../plugins/control-characters'
import { forEachPart } from '../plugins/multipart'
import { listRegistrationTypes, registrationTypeAnswer } from '../services/registration-types'
import { offerPlacesOf } from '../services/registration-waiting'
import {
  createRegistration,
  deleteRegistration,
  listRegistrations,
  patchRegistration,
  registrationAnswer,
  registrationAnswers,
  type RegistrationRow,
  replaceRegistration,
  requireRegistration,
  seesClients,
} from '../services/registrations'

/** Registrations (dated sessions): the public lists, and their writes by staff holding right 8. */
export const registrationSessionRoutes: FastifyPluginAsync = async (app) => {
  /** PUT and PATCH: the registration of the path (404 when unknown), changed by `write`, answered as the caller may see it. */
  const answerUpdate = (write: (request: FastifyRequest, id: number) => Promise<RegistrationRow>) => async (request: FastifyRequest) => {
    const params = parse(IdParams, request.params)
    await requireRegistration(app.db, params.id)
    const row = await write(request, params.id)
    // More places: the waiting list gets them (issue 28).
    await offerPlacesOf(app, row.id)
    return registrationAnswer(app.db, row, await seesClients(request))
  }

  app.get(
    '/registration/all',
    {
      config: {
        doc: {
          summary: 'Every registration (dated session), by date; clientIds only for staff holding right 7',
          tag: 'registration',
          access: 'public',
          response: z.array(Registration),
        },
      },
    },
    async (request) => registrationAnswers(app.db, await listRegistrations(app.db), await seesClients(request)),
  )

  app.get(
    '/registration/listing',
    {
      config: {
        doc: {
          summary:
            'The registration types of one subcategory (category and subcategory), of one category, or all, with every registration of those types by date, in one call: what a public registration page shows; never client ids',
          tag: 'registration',
          access: 'public',
          querystring: RegistrationListingQuery,
          response: RegistrationListing,
        },
      },
    },
    async (request) => {
      const types = await listRegistrationTypes(app.db, parse(RegistrationListingQuery, request.query))
      const rows = await listRegistrations(
        app.db,
        types.map((type) => type.id),
      )
      return { types: types.map(registrationTypeAnswer), registrations: await registrationAnswers(app.db, rows, false) }
    },
  )

  app.post(
    '/registration',
    {
      config: {
        doc: {
          summary:
            'Creates a registration. Multipart (or form-encoded): id_registration_type, event_date (yyyy-mm-dd), places (1 to 10000, empty: no limit), and every other text part is a data entry keyed by its name with spaces replaced by underscores',
          tag: 'registration',
          access: { rights: [Right.EditRegistrations] },
          bodyType: 'multipart',
          body: RegistrationCreateSchema,
          response: Registration,
        },
      },
    },
    async (request) => {
      const row = await createRegistration(request, await registrationInput(request))
      return registrationAnswer(app.db, row, await seesClients(request))
    },
  )

  app.put(
    '/registration/:id',
    {
      config: {
        doc: {
          summary:
            'Updates a registration (JSON: id_registration_type?, event_date?, places? (null: no limit), data? which replaces the whole data). 400 on places fewer than the places taken',
          tag: 'registration',
          access: { rights: [Right.EditRegistrations] },
          params: IdParams,
          body: RegistrationUpdateSchema,
          response: Registration,
        },
      },
    },
    answerUpdate((request, id) => replaceRegistration(request, id, (request.body ?? {}) as Record<string, unknown>)),
  )

  app.patch(
    '/registration/:id',
    {
      config: {
        doc: {
          summary:
            'Partly updates a registration (JSON: event_date?, places?, data?): each data entry sent replaces its own, the others stay; an empty value removes its entry. 400 on places fewer than the places taken',
          tag: 'registration',
          access: { rights: [Right.EditRegistrations] },
          params: IdParams,
          body: RegistrationPatchSchema,
          response: Registration,
        },
      },
    },
    answerUpdate((request, id) => patchRegistration(request, id, parse(RegistrationPatchSchema, request.body))),
  )

  app.delete(
    '/registration/:id',
    {
      config: {
        doc: {
          summary:
            'Deletes (cancels) a registration and its links. 409 when clients are linked to it, unless confirm=true; the public lists lose it at once',
          tag: 'registration',
          access: { rights: [Right.EditRegistrations] },
          params: IdParams,
          querystring: RegistrationDeleteQuery,
          response: z.object({ deleted: z.number(), participants: z.number() }),
        },
      },
    },
    async (request) => {
      const params = parse(IdParams, request.params)
      const query = parse(RegistrationDeleteQuery, request.query)
      const row = await requireRegistration(app.db, params.id)
      const { participants } = await deleteRegistration(request, row, query.confirm === 'true')
      return { deleted: row.id, participants }
    },
  )
}

/**
 * The fields of a registration form: multipart (as section 7 says) or form-encoded, where every part but the
 * type and the date is a `data` entry; JSON is taken as it is.
 */
async function registrationInput(request: FastifyRequest): Promise<Record<string, unknown>> {
  let fields: Record<string, unknown>
  if (request.isMultipart()) {
    const parts: Record<string, unknown> = (fields = {})
    await forEachPart(request, (part) => {
      // No file belongs to a registration: drained and ignored.
      if (part.type === 'file') part.file.resume()
      else parts[part.fieldname] = String(part.value ?? '')
    })
  } else {
    fields = (request.body ?? {}) as Record<string, unknown>
    if (typeof fields.data === 'object' && fields.data !== null) return fields
  }
  const { id_registration_type, event_date, places, ...data } = fields
  const input = { id_registration_type, event_date, ...(places !== undefined ? { places } : {}), data }
  // Read here rather than by the hook of every body: a data entry's name is a text too (a NUL in it answered 500).
  const errors = controlCharacterErrors(input)
  if (Object.keys(errors).length) throw new ValidationError(errors)
  return input
}
