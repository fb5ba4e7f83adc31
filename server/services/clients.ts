import { eq } from 'drizzle-orm'
import { type Client, clientFieldLabels, type ClientFieldName, clientFieldNames } from '../contract/client'
import { colon, splitList } from '../contract/common'
import type { Database } from '../db'
import { client } from '../db/schema'
import { ValidationError } from '../errors'

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
