import type { ClientAccount } from '../contract/client-account'
import { todayInParis } from '../contract/dates'
import type { ClientRegistration, ClientRegistrations } from '../contract/registration'
import type { Database } from '../db'
import { clientCertificates } from './certificates'
import { clientAnswer, findClient } from './clients'
import { registrationTypeAnswer } from './registration-types'
import { registrationAnswers, registrationsOfClient } from './registrations'

/** The client area's reads (GET client/account, client/registrations, client/export) and staff's view of a client's. */

/** The registrations of one client with their types, by date. */
export async function registrationsOf(db: Database, clientId: number): Promise<ClientRegistration[]> {
  const rows = await registrationsOfClient(db, clientId)
  const answers = await registrationAnswers(
    db,
    rows.map((row) => row.registration),
    false,
  )
  return rows.map((row, index) => ({
    registration: answers[index],
    type: registrationTypeAnswer(row.type),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  }))
}

/** The registrations of one client: upcoming (soonest first) and past (latest first). */
export async function upcomingAndPast(db: Database, clientId: number): Promise<ClientRegistrations> {
  const all = await registrationsOf(db, clientId)
  const today = todayInParis()
  return {
    upcoming: all.filter((item) => item.registration.event_date >= today),
    past: all.filter((item) => item.registration.event_date < today).reverse(),
  }
}

/**
 * The client area's page in one read: the client, their registrations and certificates, read side by side (on
 * PostgreSQL, on connections of their own); null when the client is gone.
 */
export async function clientAccount(db: Database, clientId: number): Promise<ClientAccount | null> {
  const [row, registrations, certificates] = await Promise.all([
    findClient(db, clientId),
    upcomingAndPast(db, clientId),
    clientCertificates(db, clientId),
  ])
  return row ? { client: clientAnswer(row), registrations, certificates } : null
}
