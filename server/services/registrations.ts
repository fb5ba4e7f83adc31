import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { type FieldErrors, id } from '../contract/common'
import {
  dataKey,
  type Registration,
  RegistrationCreateSchema,
  type RegistrationPatchSchema,
  RegistrationUpdateSchema,
} from '../contract/registration'
import { hasRight, Right } from '../contract/rights'
import type { Database } from '../db'
import { registration, registrationClient, registrationType } from '../db/schema'
import { fieldErrorsOf, HttpError, notFound, ValidationError } from '../errors'
import { currentStaff } from '../plugins/auth'
import { createWithActivity, staffTransaction } from './activity'
import { occupancyOf, placeCounts, placesOfText } from './registration-places'
import { findRegistrationType, unknownType } from './registration-types'

/** Registrations (section 3): the dated sessions of a registration type, which clients are linked to. */

export type RegistrationRow = typeof registration.$inferSelect
type RegistrationChanges = Partial<Pick<RegistrationRow, 'idRegistrationType' | 'eventDate' | 'data' | 'places'>>

export const unknownRegistration = 'Cette inscription n’existe pas.'

/**
 * Registrations as the API answers them: the number of participants for everybody, the linked client ids only
 * when `withClients` (staff holding the view-registrations right).
 */
export async function registrationAnswers(
  db: Database,
  rows: RegistrationRow[],
  withClients: boolean,
  now = new Date(),
): Promise<Registration[]> {
  if (!rows.length) return []
  const ids = rows.map((row) => row.id)
  const links = await db
    .select({ registrationId: registrationClient.registrationId, clientId: registrationClient.clientId })
    .from(registrationClient)
    .where(inArray(registrationClient.registrationId, ids))
    .orderBy(asc(registrationClient.id))
  const counts = await placeCounts(db, ids, now)
  return rows.map((row) => {
    const own = links.filter((link) => link.registrationId === row.id)
    return {
      id: row.id,
      id_registration_type: row.idRegistrationType,
      event_date: row.eventDate,
      data: row.data,
      // Anonymised participants (deleted accounts) still took a place.
      participants: own.length,
      places: row.places,
      taken: own.length,
      held: counts.get(row.id)?.held ?? 0,
      waiting: counts.get(row.id)?.waiting ?? 0,
      ...(withClients ? { clientIds: own.flatMap((link) => (link.clientId === null ? [] : [link.clientId])) } : {}),
    }
  })
}

/** Linked client ids are shown to staff holding the view-registrations right only. */
export async function seesClients(request: FastifyRequest): Promise<boolean> {
  const staff = await currentStaff(request)
  return staff !== null && hasRight(staff.rights, Right.ViewRegistrations)
}

export async function registrationAnswer(db: Database, row: RegistrationRow, withClients: boolean): Promise<Registration> {
  const [answer] = await registrationAnswers(db, [row], withClients)
  return answer
}

export async function findRegistration(db: Database, id: number): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(registration).where(eq(registration.id, id))
  return row ?? null
}

/** The registration of a call's path, or the 404 every call about one answers. */
export async function requireRegistration(db: Database, id: number): Promise<RegistrationRow> {
  const row = await findRegistration(db, id)
  if (!row) throw notFound(unknownRegistration)
  return row
}

/** Every registration, or those of the given types, by date. */
export async function listRegistrations(db: Database, typeIds?: number[]): Promise<RegistrationRow[]> {
  if (typeIds?.length === 0) return []
  return db
    .select()
    .from(registration)
    .where(typeIds === undefined ? undefined : inArray(registration.idRegistrationType, typeIds))
    .orderBy(asc(registration.eventDate), asc(registration.id))
}

/** The registrations of a client with their types, soonest first. */
export async function registrationsOfClient(db: Database, clientId: number) {
  return db
    .select({ registration, type: registrationType, confirmedAt: registrationClient.confirmedAt })
    .from(registrationClient)
    .innerJoin(registration, eq(registration.id, registrationClient.registrationId))
    .innerJoin(registrationType, eq(registrationType.id, registration.idRegistrationType))
    .where(and(eq(registrationClient.clientId, clientId), isNotNull(registrationClient.clientId)))
    .orderBy(asc(registration.eventDate), asc(registration.id))
}

/** yyyy-mm-dd as French readers write it: dd/mm/yyyy (section 3). */
export function frenchDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-')
  return `${day}/${month}/${year}`
}

/** A registration in the activity log: its type's title and its date. */
export async function registrationLabel(db: Database, row: RegistrationRow): Promise<string> {
  const type = await findRegistrationType(db, row.idRegistrationType)
  return `${type?.titleRegistration ?? ''} ${frenchDate(row.eventDate)}`.trim()
}

/** A registration's fields as the log keeps them. */
const logged = (row: RegistrationRow) => ({
  id_registration_type: row.idRegistrationType,
  event_date: row.eventDate,
  places: row.places,
  data: row.data,
})

/** Keys as section 3 writes them: the field name with its spaces replaced by underscores. */
function normaliseData(data: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [dataKey(key), value]))
}

/**
 * The data and places to write: `places` as sent (null: no limit), else the number of a « Places disponibles »
 * text, which then leaves the data (issue 28); a numeric « Places disponibles » never stays beside `places`.
 */
function withPlaces(places: number | null | undefined, data: Record<string, string>) {
  const fromText = placesOfText(normaliseData(data))
  return { data: fromText.data, places: places !== undefined ? places : fromText.places }
}

/**
 * Reads a create (POST) or replace (PUT) form: the schema's field errors and an unknown type, all in one 400; the
 * type is checked even when another field is wrong, as long as its own value is an id.
 */
async function readChecked<Schema extends typeof RegistrationCreateSchema | typeof RegistrationUpdateSchema>(
  db: Database,
  schema: Schema,
  input: Record<string, unknown>,
): Promise<z.output<Schema>> {
  const result = schema.safeParse(input)
  const errors: FieldErrors = result.success ? {} : fieldErrorsOf(result.error)
  const typeId = result.success ? result.data.id_registration_type : id.safeParse(input.id_registration_type).data
  if (typeId !== undefined && !errors.id_registration_type && !(await findRegistrationType(db, typeId))) {
    errors.id_registration_type = [unknownType]
  }
  if (!result.success || Object.keys(errors).length) throw new ValidationError(errors)
  return result.data as z.output<Schema>
}

/** Creates a registration (POST) from its checked form, with its log entry. */
export async function createRegistration(request: FastifyRequest, input: Record<string, unknown>): Promise<RegistrationRow> {
  const fields = await readChecked(request.server.db, RegistrationCreateSchema, input)
  return createWithActivity(
    request,
    'registration',
    async (tx) =>
      (
        await tx
          .insert(registration)
          .values({
            idRegistrationType: fields.id_registration_type,
            eventDate: fields.event_date,
            ...withPlaces(fields.places, fields.data),
          })
          .returning()
      )[0],
    async (row, tx) => ({ label: await registrationLabel(tx, row), after: logged(row) }),
  )
}

/**
 * The one way a registration changes (PUT and PATCH): its row read under lock, so that two staff editing two
 * fields at once both keep their change; `change` says what to write from what is there; logged with its fields
 * before and after.
 */
async function updateRegistration(
  request: FastifyRequest,
  id: number,
  change: (before: RegistrationRow) => RegistrationChanges,
): Promise<RegistrationRow> {
  return staffTransaction(request, async (tx, record) => {
    const [before] = await tx.select().from(registration).where(eq(registration.id, id)).for('update')
    if (!before) throw notFound(unknownRegistration)
    const changes = change(before)
    if (changes.places != null && changes.places !== before.places) {
      const { taken, held } = await occupancyOf(tx, id, request.server.clock.now())
      if (taken + held > changes.places) {
        throw new ValidationError({
          places: [`Cette session compte déjà ${taken + held} places prises\u00a0: ${taken + held} places au moins.`],
        })
      }
    }
    const [after] = await tx
      .update(registration)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(registration.id, before.id))
      .returning()
    await record({
      entity: 'registration',
      entityId: after.id,
      action: 'update',
      label: await registrationLabel(tx, after),
      before: logged(before),
      after: logged(after),
    })
    return after
  })
}

/** PUT: the fields sent replace theirs, `data` as a whole. */
export async function replaceRegistration(request: FastifyRequest, id: number, body: Record<string, unknown>): Promise<RegistrationRow> {
  const { id_registration_type, event_date, data, places } = await readChecked(request.server.db, RegistrationUpdateSchema, body)
  return updateRegistration(request, id, () => ({
    ...(id_registration_type !== undefined ? { idRegistrationType: id_registration_type } : {}),
    ...(event_date !== undefined ? { eventDate: event_date } : {}),
    ...(data !== undefined ? withPlaces(places, data) : places !== undefined ? { places } : {}),
  }))
}

/** PATCH: each data entry sent replaces its own (an empty value removes it), the others stay. */
export async function patchRegistration(
  request: FastifyRequest,
  id: number,
  { event_date, data, places }: z.output<typeof RegistrationPatchSchema>,
): Promise<RegistrationRow> {
  return updateRegistration(request, id, (before) => {
    const merged = { ...before.data }
    for (const [key, value] of Object.entries(normaliseData(data ?? {}))) {
      if (value === '') delete merged[key]
      else merged[key] = value
    }
    if (Object.keys(merged).length > 60) throw new ValidationError({ data: ['60 champs au plus'] })
    const typed = withPlaces(places, merged)
    return {
      ...(event_date !== undefined ? { eventDate: event_date } : {}),
      data: typed.data,
      places: places !== undefined || typed.places !== null ? typed.places : before.places,
    }
  })
}

/** Deletes (cancels) a registration and its links: a 409 while clients are linked, unless `confirmed`. */
export async function deleteRegistration(
  request: FastifyRequest,
  row: RegistrationRow,
  confirmed: boolean,
): Promise<{ participants: number }> {
  const { participants } = await registrationAnswer(request.server.db, row, false)
  if (participants > 0 && !confirmed) {
    throw new HttpError(
      409,
      `Cette inscription a ${participants === 1 ? '1 participant' : `${participants} participants`}\u00a0: confirmez sa suppression.`,
    )
  }
  await staffTransaction(request, async (tx, record) => {
    const [gone] = await tx.delete(registration).where(eq(registration.id, row.id)).returning()
    if (!gone) throw notFound(unknownRegistration)
    await record({
      entity: 'registration',
      entityId: gone.id,
      action: 'delete',
      label: await registrationLabel(tx, gone),
      before: { ...logged(gone), participants },
      after: null,
    })
  })
  return { participants }
}
