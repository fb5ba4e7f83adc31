import { eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import {
  type Client,
  type ClientAddSchema,
  clientFieldLabels,
  type ClientFieldName,
  clientFieldNames,
  type ClientUpdateSchema,
} from '../contract/client'
import { colon, splitList } from '../contract/common'
import { hasRight, Right } from '../contract/rights'
import type { Database } from '../db'
import { client } from '../db/schema'
import { notFound, ValidationError } from '../errors'
import { currentStaff, requireClient } from '../plugins/auth'
import { createWithActivity, staffTransaction } from './activity'

export type ClientRow = typeof client.$inferSelect
type ClientValues = Partial<Pick<ClientRow, ClientFieldName>>

/** The client as the API answers it: the fields of section 3, never the account secrets. */
export function clientAnswer(row: ClientRow): Client {
  return {
    id: row.id,
    type: row.type,
    firstName: row.firstName,
    secondName: row.secondName,
    phone: row.phone,
    email: row.email,
    address: row.address,
    zip: row.zip,
    city: row.city,
    country: row.country,
    note: row.note,
    business: row.business,
    professionalPhone: row.professionalPhone,
    hasAccount: row.passwordHash !== null,
  }
}

export async function findClient(db: Database, id: number): Promise<ClientRow | null> {
  const [row] = await db.select().from(client).where(eq(client.id, id))
  return row ?? null
}

/** The connected client: a 401 without a client session (requireClient), a 404 when the client is gone. */
export async function requireConnectedClient(request: FastifyRequest): Promise<ClientRow> {
  const row = await findClient(request.server.db, await requireClient(request))
  if (!row) throw notFound()
  return row
}

/**
 * Validated client fields as stored: lists (type, phones, e-mails) rewritten as `a;b` without blanks, so that
 * the `;`-separated values of section 3 read the same whoever typed them.
 */
export function clientValues(fields: Partial<Record<ClientFieldName, string | undefined>>): ClientValues {
  const values: ClientValues = {}
  for (const name of clientFieldNames) {
    const value = fields[name]
    if (value === undefined) continue
    values[name] =
      name === 'type' || name === 'phone' || name === 'email' || name === 'professionalPhone' ? splitList(value).join(';') : value
  }
  return values
}

/**
 * The fields a registration type requires (`data_name_client`) that the client has not filled in; unknown names
 * in the type are ignored (staff typed them, the client cannot fill them).
 */
export function missingClientFields(row: ClientRow, required: readonly string[]): ClientFieldName[] {
  return required.filter(
    (name): name is ClientFieldName => (clientFieldNames as readonly string[]).includes(name) && !row[name as ClientFieldName].trim(),
  )
}

/** The 400 of a link or confirmation refused for lack of client data, naming the fields in French. */
export function missingFieldsError(missing: ClientFieldName[]): ValidationError {
  const labels = missing.map((name) => clientFieldLabels[name])
  return new ValidationError(
    Object.fromEntries(missing.map((name) => [name, ['Ce champ est obligatoire pour cette inscription']])),
    colon('Cette inscription demande des informations qui manquent', `${labels.join(', ')}.`),
  )
}

/** How a client is named in the activity log. */
const labelOf = (row: ClientRow) => `${row.firstName} ${row.secondName}`.trim()

/** Adds a client (without account) from the staff form, with its log entry. */
export async function addClient(request: FastifyRequest, fields: z.output<typeof ClientAddSchema>): Promise<ClientRow> {
  const values = clientValues(fields)
  return createWithActivity(
    request,
    'client',
    async (tx) =>
      (
        await tx
          .insert(client)
          .values({ ...values, type: values.type || 'Tous publics' })
          .returning()
      )[0],
    (row) => ({ label: labelOf(row), after: clientAnswer(row) }),
  )
}

/**
 * A client's own form shows the e-mail read-only and no note: sending them unchanged is fine, changing them
 * is a 400 under the field.
 */
function refuseStaffOnlyChanges(row: ClientRow, fields: z.output<typeof ClientUpdateSchema>) {
  const errors: Record<string, string[]> = {}
  const sameList = (a: string, b: string) => splitList(a).join(';').toLowerCase() === splitList(b).join(';').toLowerCase()
  if (fields.email !== undefined && !sameList(fields.email, row.email)) {
    errors.email = ['L’adresse e-mail ne peut pas être modifiée depuis votre compte. Écrivez-nous pour la changer']
  }
  if (fields.note !== undefined && fields.note !== row.note) {
    errors.note = ['Ce champ est réservé à l’école']
  }
  if (Object.keys(errors).length) throw new ValidationError(errors)
}

/**
 * Updates the fields sent of a client, by staff holding right 3 (logged) or by the client itself (not staff
 * activity, and neither its e-mail nor the staff note).
 */
export async function updateClient(
  request: FastifyRequest,
  row: ClientRow,
  fields: z.output<typeof ClientUpdateSchema>,
): Promise<ClientRow> {
  const staff = await currentStaff(request)
  // The guard let the caller in as staff holding right 3, or as this very client.
  const byStaff = staff !== null && hasRight(staff.rights, Right.AddClient)
  if (!byStaff) refuseStaffOnlyChanges(row, fields)
  const values = clientValues(fields)
  if (!Object.keys(values).length) return row
  const update = async (tx: Database) =>
    (
      await tx
        .update(client)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(client.id, row.id))
        .returning()
    )[0]
  if (!byStaff) return update(request.server.db)
  return staffTransaction(request, async (tx, record) => {
    const after = await update(tx)
    await record({
      entity: 'client',
      entityId: row.id,
      action: 'update',
      label: labelOf(after),
      before: clientAnswer(row),
      after: clientAnswer(after),
    })
    return after
  })
}
