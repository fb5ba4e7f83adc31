import { and, asc, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { type FieldErrors, IdParams } from '../contract/common'
import { type RegistrationType, RegistrationTypeUpdateSchema } from '../contract/registration'
import type { Database } from '../db'
import { image, page, registrationType } from '../db/schema'
import { fieldErrorsOf, notFound, ValidationError } from '../errors'
import { staffTransaction } from './activity'
import { parsePath } from './strict-params'

/** Registration types (section 3): the kinds of offer a session belongs to. */

export type RegistrationTypeRow = typeof registrationType.$inferSelect
type RegistrationTypeChanges = z.output<typeof RegistrationTypeUpdateSchema>

export const unknownType = 'Ce type d’inscription n’existe pas'
export const unknownTypeMessage = `${unknownType}.`

export function registrationTypeAnswer(row: RegistrationTypeRow): RegistrationType {
  return {
    id: row.id,
    category: row.category,
    subcategory: row.subcategory,
    title_category: row.titleCategory,
    title_subcategory: row.titleSubcategory,
    title_registration: row.titleRegistration,
    link: row.link,
    id_page: row.idPage,
    id_image: row.idImage,
    data_name_list: row.dataNameList,
    data_name_client: row.dataNameClient,
    what_to_bring: row.whatToBring,
    cancel_days: row.cancelDays,
  }
}

export async function findRegistrationType(db: Database, id: number): Promise<RegistrationTypeRow | null> {
  const [row] = await db.select().from(registrationType).where(eq(registrationType.id, id))
  return row ?? null
}

/** The type a route's `:id` names; 404 for an id that is unknown or not a plain positive integer. */
export async function requireRegistrationTypeOfPath(db: Database, params: unknown): Promise<RegistrationTypeRow> {
  const { id } = parsePath(IdParams, params, unknownTypeMessage)
  const row = await findRegistrationType(db, id)
  if (!row) throw notFound(unknownTypeMessage)
  return row
}

/** The types of one subcategory, of one category, or all (neither given), in their order. */
export async function listRegistrationTypes(
  db: Database,
  { category, subcategory }: { category?: string; subcategory?: string } = {},
): Promise<RegistrationTypeRow[]> {
  return db
    .select()
    .from(registrationType)
    .where(
      and(
        category === undefined ? undefined : eq(registrationType.category, category),
        subcategory === undefined ? undefined : eq(registrationType.subcategory, subcategory),
      ),
    )
    .orderBy(asc(registrationType.id))
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

/** The changes of a type's form, checked (its page and image included): a 400 naming every wrong field. */
export async function readRegistrationTypeUpdate(db: Database, body: unknown): Promise<RegistrationTypeChanges> {
  const result = RegistrationTypeUpdateSchema.safeParse(body ?? {})
  const errors: FieldErrors = result.success ? {} : fieldErrorsOf(result.error)
  if (result.success) await checkPageAndImage(db, result.data.id_page, result.data.id_image, errors)
  if (!result.success || Object.keys(errors).length) throw new ValidationError(errors)
  return result.data
}

/** Updates a type (its category and subcategory stay), with its log entry. */
export async function updateRegistrationType(
  request: FastifyRequest,
  id: number,
  input: RegistrationTypeChanges,
): Promise<RegistrationTypeRow> {
  return staffTransaction(request, async (tx, record) => {
    const [before] = await tx.select().from(registrationType).where(eq(registrationType.id, id)).for('update')
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
        whatToBring: input.what_to_bring,
        ...(input.cancel_days !== undefined ? { cancelDays: input.cancel_days } : {}),
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
}
