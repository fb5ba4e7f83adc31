import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import { retention } from '../contract/retention-rules'
import type { Database } from '../db'
import { accountToken, client } from '../db/schema'
import { ValidationError } from '../errors'
import { hashToken, newToken } from './tokens'

export type TokenPurpose = 'confirm' | 'password' | 'login'

/** The mailed confirmation link lives a day; the password token it gives, an hour; a mailed login link, 15 minutes. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm: retention.linkMaxHours * 60 * 60 * 1000,
  password: 60 * 60 * 1000,
  login: 15 * 60 * 1000,
}

/**
 * A new single-use token for a client. The unused tokens of the same purpose die with it: only the newest link
 * works, so a mail forwarded or left open earlier cannot be used once a fresh one was asked for.
 */
export async function issueToken(db: Database, clientId: number, purpose: TokenPurpose): Promise<string> {
  const token = newToken()
  await db
    .delete(accountToken)
    .where(and(eq(accountToken.clientId, clientId), eq(accountToken.purpose, purpose), isNull(accountToken.usedAt)))
  await db.insert(accountToken).values({
    clientId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  })
  return token
}

/**
 * Uses a token of the account `email` up, in one statement (two concurrent uses cannot both succeed), and
 * answers the client id; an unknown, expired, used or foreign token is the 400 under `token`.
 */
export async function consumeToken(db: Database, email: string, purpose: TokenPurpose, token: string): Promise<number> {
  const [used] = await db
    .update(accountToken)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountToken.tokenHash, hashToken(token)),
        eq(accountToken.purpose, purpose),
        isNull(accountToken.usedAt),
        gt(accountToken.expiresAt, sql`now()`),
        inArray(accountToken.clientId, db.select({ id: client.id }).from(client).where(eq(client.accountEmail, email))),
      ),
    )
    .returning({ clientId: accountToken.clientId })
  if (!used) throw invalidTokenError()
  return used.clientId
}

export function invalidTokenError(): ValidationError {
  const message =
    'Ce lien n’est plus valable\u00a0: il a déjà servi, il a expiré ou il est incomplet. Demandez un nouvel e-mail depuis l’espace client, avec la même adresse.'
  return new ValidationError({ token: [message] }, message)
}

/** Every unused token of a client dies (its password was just set). */
export async function revokeTokens(db: Database, clientId: number): Promise<void> {
  await db.delete(accountToken).where(and(eq(accountToken.clientId, clientId), isNull(accountToken.usedAt)))
}

/** Tokens past their expiry serve nothing any more (the retention rule deletes them every day). */
export const expiredTokens = (at: Date) => lt(accountToken.expiresAt, at)

export async function purgeOldTokens(db: Database): Promise<void> {
  await db.delete(accountToken).where(expiredTokens(new Date()))
}
