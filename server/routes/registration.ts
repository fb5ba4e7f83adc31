import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { type FieldErrors, id, strictId } from '../contract/common'
import { todayInParis } from '../contract/dates'
import {
  dataKey,
  Registration,
  RegistrationCandidate,
  RegistrationCandidatesQuery,
  RegistrationCreateSchema,
  RegistrationDeleteQuery,
  RegistrationLinkAnswer,
  RegistrationListing,
  RegistrationListingQuery,
  RegistrationParticipant,
  RegistrationPatchSchema,
  RegistrationType,
  RegistrationTypeUpdateSchema,
  RegistrationUpdateSchema,
} from '../contract/registration'
import { hasRight, Right } from '../contract/rights'
import type { Database } from '../db'
import { image, page, registration, registrationClient, registrationType } from '../db/schema'
import { fieldErrorsOf, HttpError, notFound, parse, ValidationError } from '../errors'
import { currentStaff, requireClient } from '../plugins/auth'
import { controlCharacterErrors } from '../plugins/control-characters'
import { forEachPart } from '../plugins/multipart'
import { type RecordActivity, staffTransaction } from '../services/activity'
import { clientAnswer, findClient, missingClientFields, missingFieldsError } from '../services/clients'
import { confirmationMails } from '../services/registration-mails'
import {
  candidatesOf,
  findRegistration,
  findRegistrationType,
  frenchDate,
  linkClient,
  participantsOf,
  registrationAnswer,
  registrationAnswers,
  type RegistrationRow,
  registrationTypeAnswer,
} from '../services/registrations'
import { parsePath } from '../services/strict-params'

const RegistrationParams = z.object({ id })
const LinkParams = z.object({ id, clientId: id })
const TypeParams = z.object({ id: strictId })
const CandidateParams = z.object({ id: strictId })
const unknownType = 'Ce type d’inscription n’existe pas'
const unknownTypeMessage = `${unknownType}.`
const unknownRegistration = 'Cette inscription n’existe pas.'

/** The registration of a call's path, or the 404 every call about one answers. */
async function requireRegistration(db: Database, id: number): Promise<RegistrationRow> {
  const row = await findRegistration(db, id)
  if (!row) throw notFound(unknownRegistration)
  return row
}

export const registrationRoutes: FastifyPluginAsync = async (app) => {
  /** Linked client ids are shown to staff holding the view-registrations right only. */
  const seesClients = async (request: FastifyRequest) => {
    const staff = await currentStaff(request)
    return staff !== null && hasRight(staff.rights, Right.ViewRegistrations)
  }

  app.get(
    '/registration_type/all',
    {
      config: {
        doc: {
          summary: 'Every registration type (kind of offer)',
          tag: 'registration',
          access: 'public',
          response: z.array(RegistrationType),
        },
      },
    },
    async () => (await app.db.select().from(registrationType).orderBy(asc(registrationType.id))).map(registrationTypeAnswer),
  )

  app.put(
    '/registration_type/:id',
    {
      config: {
        doc: {
          summary:
            'Updates a registration type (JSON): titles, link, page, image, data_name_list (at most 20 blocks of 20 field names) and data_name_client (client fields); category and subcategory stay',
          tag: 'registration',
          access: { rights: [Right.EditRegistrations] },
          params: TypeParams,
          body: RegistrationTypeUpdateSchema,
          response: RegistrationType,
        },
      },
    },
    async (request) => {
      const params = parsePath(TypeParams, request.params, unknownTypeMessage)
      if (!(await findRegistrationType(app.db, params.id))) throw notFound(unknownTypeMessage)
      const result = RegistrationTypeUpdateSchema.safeParse(request.body ?? {})
      const errors: FieldErrors = result.success ? {} : fieldErrorsOf(result.error)
      if (result.success) await checkPageAndImage(app.db, result.data.id_page, result.data.id_image, errors)
      if (!result.success || Object.keys(errors).length) throw new ValidationError(errors)
      const input = result.data
      const updated = await staffTransaction(request, async (tx, record) => {
        const [before] = await tx.select().from(registrationType).where(eq(registrationType.id, params.id)).for('update')
        if (!before) throw notFound(unknownTypeMessage)
        const [after] = await tx
          .update(registrationType)
          .set({
            titleCategory: input.title_category,
            titleSubcategory: input.title_subcategory,
            titleRegistration: input.title_registration,
            link: input.link,
            idPage: input.id_page,
            idImage: input.id_image,
            dataNameList: input.data_name_list,
            dataNameClient: input.data_name_client,
          })
          .where(eq(registrationType.id, before.id))
          .returning()
        await record({
          entity: 'registration_type',
          entityId: after.id,
          action: 'update',
          label: after.titleRegistration,
          before: registrationTypeAnswer(before),
          after: registrationTypeAnswer(after),
        })
        return after
      })
      return registrationTypeAnswer(updated)
    },
  )

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
    async (request) => {
      const rows = await app.db.select().from(registration).orderBy(asc(registration.eventDate), asc(registration.id))
      return registrationAnswers(app.db, rows, await seesClients(request))
    },
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
      const { category, subcategory } = parse(RegistrationListingQuery, request.query)
      const types = await app.db
        .select()
        .from(registrationType)
        .where(
          and(
            category === undefined ? undefined : eq(registrationType.category, category),
            subcategory === undefined ? undefined : eq(registrationType.subcategory, subcategory),
          ),
        )
        .orderBy(asc(registrationType.id))
      const rows = types.length
        ? await app.db
            .select()
            .from(registration)
            .where(
              inArray(
                registration.idRegistrationType,
                types.map((type) => type.id),
              ),
            )
            .orderBy(asc(registration.eventDate), asc(registration.id))
        : []
      return { types: types.map(registrationTypeAnswer), registrations: await registrationAnswers(app.db, rows, false) }
    },
  )

  app.post(
    '/registration',
    {
      config: {
        doc: {
          summary:
            'Creates a registration. Multipart (or form-encoded): id_registration_type, event_date (yyyy-mm-dd), and every other text part is a data entry keyed by its name with spaces replaced by underscores',
          tag: 'registration',
          access: { rights: [Right.EditRegistrations] },
          bodyType: 'multipart',
          body: RegistrationCreateSchema,
          response: Registration,
        },
      },
    },
    async (request) => {
      const input = await registrationInput(request)
      const result = RegistrationCreateSchema.safeParse(input)
      const errors: FieldErrors = result.success ? {} : fieldErrorsOf(result.error)
      await checkType(app.db, result.success ? result.data.id_registration_type : id.safeParse(input.id_registration_type).data, errors)
      if (!result.success || Object.keys(errors).length) throw new ValidationError(errors)
      const row = await staffTransaction(request, async (tx, record) => {
        const [created] = await tx
          .insert(registration)
          .values({
            idRegistrationType: result.data.id_registration_type,
            eventDate: result.data.event_date,
            data: normaliseData(result.data.data),
          })
          .returning()
        await record({
          entity: 'registration',
          entityId: created.id,
          action: 'create',
          label: await labelOf(tx, created),
          before: null,
          after: logged(created),
        })
        return created
      })
      return registrationAnswer(app.db, row, await seesClients(request))
    },
  )

  app.put(
    '/registration/:id',
    {
      config: {
        doc: {
          summary: 'Updates a registration (JSON: id_registration_type?, event_date?, data? which replaces the whole data)',
          tag: 'registration',
          access: { rights: [Right.EditRegistrations] },
          params: RegistrationParams,
          body: RegistrationUpdateSchema,
          response: Registration,
        },
      },
    },
    async (request) => {
      const params = parse(RegistrationParams, request.params)
      const row = await requireRegistration(app.db, params.id)
      const body = (request.body ?? {}) as Record<string, unknown>
      const result = RegistrationUpdateSchema.safeParse(body)
      const errors: FieldErrors = result.success ? {} : fieldErrorsOf(result.error)
      await checkType(app.db, result.success ? result.data.id_registration_type : id.safeParse(body.id_registration_type).data, errors)
      if (!result.success || Object.keys(errors).length) throw new ValidationError(errors)
      const { id_registration_type, event_date, data } = result.data
      const updated = await staffTransaction(request, async (tx, record) => {
        const [before] = await tx.select().from(registration).where(eq(registration.id, row.id)).for('update')
        if (!before) throw notFound(unknownRegistration)
        const [after] = await tx
          .update(registration)
          .set({
            ...(id_registration_type !== undefined ? { idRegistrationType: id_registration_type } : {}),
            ...(event_date !== undefined ? { eventDate: event_date } : {}),
            ...(data !== undefined ? { data: normaliseData(data) } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(registration.id, row.id))
          .returning()
        await recordUpdate(tx, record, before, after)
        return after
      })
      return registrationAnswer(app.db, updated, await seesClients(request))
    },
  )

  app.put(
    '/registration/:id/link/:clientId',
    {
      config: {
        doc: {
          summary:
            'Links a client to a registration (staff). 400 naming the client fields the type requires (data_name_client) that are empty; linking twice keeps one link',
          tag: 'registration',
          access: { rights: [Right.EditRegistrations] },
          params: LinkParams,
          response: RegistrationLinkAnswer,
        },
      },
    },
    async (request) => {
      const params = parse(LinkParams, request.params)
      const row = await requireRegistration(app.db, params.id)
      const person = await findClient(app.db, params.clientId)
      if (!person) throw notFound('Ce client n’existe pas.')
      const type = (await findRegistrationType(app.db, row.idRegistrationType))!
      const missing = missingClientFields(person, type.dataNameClient)
      if (missing.length) throw missingFieldsError(missing)
      await staffTransaction(request, async (tx, record) => {
        // Linking twice keeps one link, and one log entry.
        if (!(await linkClient(tx, row.id, person.id, false))) return
        const name = `${person.firstName} ${person.secondName}`.trim()
        await record({
          entity: 'registration',
          entityId: row.id,
          action: 'link',
          label: await labelOf(tx, row),
          before: {},
          after: { clientId: person.id, client: name },
        })
      })
      return { registration: await registrationAnswer(app.db, row, await seesClients(request)), client: clientAnswer(person) }
    },
  )

  app.patch(
    '/registration/:id',
    {
      config: {
        doc: {
          summary:
            'Partly updates a registration (JSON: event_date?, data?): each data entry sent replaces its own, the others stay; an empty value removes its entry',
          tag: 'registration',
          access: { rights: [Right.EditRegistrations] },
          params: RegistrationParams,
          body: RegistrationPatchSchema,
          response: Registration,
        },
      },
    },
    async (request) => {
      const params = parse(RegistrationParams, request.params)
      await requireRegistration(app.db, params.id)
      const { event_date, data } = parse(RegistrationPatchSchema, request.body)
      const updated = await staffTransaction(request, async (tx, record) => {
        // Read under lock: two staff editing two fields at once both keep their change.
        const [before] = await tx.select().from(registration).where(eq(registration.id, params.id)).for('update')
        if (!before) throw notFound(unknownRegistration)
        const merged = { ...before.data }
        for (const [key, value] of Object.entries(normaliseData(data ?? {}))) {
          if (value === '') delete merged[key]
          else merged[key] = value
        }
        if (Object.keys(merged).length > 60) throw new ValidationError({ data: ['60 champs au plus'] })
        const [after] = await tx
          .update(registration)
          .set({ ...(event_date !== undefined ? { eventDate: event_date } : {}), data: merged, updatedAt: sql`now()` })
          .where(eq(registration.id, before.id))
          .returning()
        await recordUpdate(tx, record, before, after)
        return after
      })
      return registrationAnswer(app.db, updated, await seesClients(request))
    },
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
          params: RegistrationParams,
          querystring: RegistrationDeleteQuery,
          response: z.object({ deleted: z.number(), participants: z.number() }),
        },
      },
    },
    async (request) => {
      const params = parse(RegistrationParams, request.params)
      const query = parse(RegistrationDeleteQuery, request.query)
      const row = await requireRegistration(app.db, params.id)
      const { participants } = await registrationAnswer(app.db, row, false)
      if (participants > 0 && query.confirm !== 'true') {
        throw new HttpError(
          409,
          `Cette inscription a ${participants === 1 ? '1 participant' : `${participants} participants`} : confirmez sa suppression.`,
        )
      }
      await staffTransaction(request, async (tx, record) => {
        const [gone] = await tx.delete(registration).where(eq(registration.id, row.id)).returning()
        if (!gone) throw notFound(unknownRegistration)
        await record({
          entity: 'registration',
          entityId: gone.id,
          action: 'delete',
          label: await labelOf(tx, gone),
          before: { ...logged(gone), participants },
          after: null,
        })
      })
      return { deleted: row.id, participants }
    },
  )

  app.get(
    '/registration/:id/participants',
    {
      config: {
        doc: {
          summary:
            'The clients linked to a registration, with their names and contact details (decision 0016), in the order they were linked',
          tag: 'registration',
          access: { rights: [Right.ViewRegistrations] },
          params: RegistrationParams,
          response: z.array(RegistrationParticipant),
        },
      },
    },
    async (request) => {
      const params = parse(RegistrationParams, request.params)
      await requireRegistration(app.db, params.id)
      return participantsOf(app.db, params.id)
    },
  )

  app.get(
    '/registration/:id/candidates',
    {
      config: {
        doc: {
          summary:
            'Clients to link to a registration (decision 0016): at most 20 found by the search of client/list for q (2 to 100 characters, case and accents ignored), by name, each with linked when already a participant; 404 for an unknown or malformed id',
          tag: 'registration',
          access: { rights: [Right.EditRegistrations] },
          params: CandidateParams,
          querystring: RegistrationCandidatesQuery,
          response: z.array(RegistrationCandidate),
        },
      },
    },
    async (request) => {
      const params = parsePath(CandidateParams, request.params, unknownRegistration)
      await requireRegistration(app.db, params.id)
      const { q } = parse(RegistrationCandidatesQuery, request.query)
      return candidatesOf(app.db, params.id, q)
    },
  )

  app.delete(
    '/registration/:id/link/:clientId',
    {
      config: {
        doc: {
          summary: 'Unlinks a client from a registration (staff); 404 when that client is not linked to it',
          tag: 'registration',
          access: { rights: [Right.EditRegistrations] },
          params: LinkParams,
          response: Registration,
        },
      },
    },
    async (request) => {
      const params = parse(LinkParams, request.params)
      const row = await requireRegistration(app.db, params.id)
      const person = await findClient(app.db, params.clientId)
      await staffTransaction(request, async (tx, record) => {
        const removed = await tx
          .delete(registrationClient)
          .where(and(eq(registrationClient.registrationId, row.id), eq(registrationClient.clientId, params.clientId)))
          .returning({ id: registrationClient.id })
        if (!removed.length || !person) throw notFound('Ce client n’est pas inscrit à cette session.')
        const name = `${person.firstName} ${person.secondName}`.trim()
        await record({
          entity: 'registration',
          entityId: row.id,
          action: 'unlink',
          label: await labelOf(tx, row),
          before: { clientId: person.id, client: name },
          after: {},
        })
      })
      return registrationAnswer(app.db, row, await seesClients(request))
    },
  )

  app.put(
    '/registration/:id/confirm',
    {
      config: {
        doc: {
          summary:
            'The connected client confirms a registration: linked once, the client is mailed a confirmation with the .ics and the school a notification. 400 naming the missing client fields (data_name_client), or on event_date for a past session',
          tag: 'registration',
          access: 'client',
          params: RegistrationParams,
          response: RegistrationLinkAnswer,
        },
      },
    },
    async (request) => {
      const clientId = await requireClient(request)
      const params = parse(RegistrationParams, request.params)
      const row = await requireRegistration(app.db, params.id)
      const type = (await findRegistrationType(app.db, row.idRegistrationType))!
      const person = (await findClient(app.db, clientId))!
      if (row.eventDate < todayInParis()) {
        throw new ValidationError({ event_date: ['Cette session a déjà eu lieu\u00a0: il n’est plus possible de s’y inscrire'] })
      }
      const missing = missingClientFields(person, type.dataNameClient)
      if (missing.length) throw missingFieldsError(missing)
      if (await linkClient(app.db, row.id, person.id, true)) {
        for (const mail of confirmationMails(app.config, type, row, person)) {
          // The confirmation is stored: a mail that fails is logged, the school sees the link in its list.
          await app.mailer
            .send(mail)
            .catch((error) => request.log.error({ err: error, registrationId: row.id }, 'registration mail not sent'))
        }
      }
      return { registration: await registrationAnswer(app.db, row, false), client: clientAnswer(person) }
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
  const { id_registration_type, event_date, ...data } = fields
  const input = { id_registration_type, event_date, data }
  // Read here rather than by the hook of every body: a data entry's name is a text too (a NUL in it answered 500).
  const errors = controlCharacterErrors(input)
  if (Object.keys(errors).length) throw new ValidationError(errors)
  return input
}

/** A registration in the activity log: its type's title and its date. */
async function labelOf(db: Database, row: typeof registration.$inferSelect): Promise<string> {
  const type = await findRegistrationType(db, row.idRegistrationType)
  return `${type?.titleRegistration ?? ''} ${frenchDate(row.eventDate)}`.trim()
}

/** Logs a change of a session (PUT and PATCH): its label, its fields before and after. */
async function recordUpdate(tx: Database, record: RecordActivity, before: RegistrationRow, after: RegistrationRow) {
  await record({
    entity: 'registration',
    entityId: after.id,
    action: 'update',
    label: await labelOf(tx, after),
    before: logged(before),
    after: logged(after),
  })
}

const logged = (row: typeof registration.$inferSelect) => ({
  id_registration_type: row.idRegistrationType,
  event_date: row.eventDate,
  data: row.data,
})

async function checkType(db: Database, typeId: number | undefined, errors: FieldErrors) {
  if (typeId === undefined || errors.id_registration_type) return
  if (!(await findRegistrationType(db, typeId))) errors.id_registration_type = [unknownType]
}

/** Keys as section 3 writes them: the field name with its spaces replaced by underscores. */
function normaliseData(data: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [dataKey(key), value]))
}

/** A type's page and image must exist: an unknown id is a field error, never a broken link (nor a 500). */
async function checkPageAndImage(db: Database, idPage: number | null, idImage: number | null, errors: FieldErrors) {
  if (idPage !== null && !(await db.select({ id: page.id }).from(page).where(eq(page.id, idPage))).length) {
    errors.id_page = ['Cette page n’existe pas']
  }
  if (idImage !== null && !(await db.select({ id: image.id }).from(image).where(eq(image.id, idImage))).length) {
    errors.id_image = ['Cette image n’existe pas']
  }
}
