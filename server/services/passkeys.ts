import { isIP } from 'node:net'
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { and, asc, eq, lt, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { OwnPasskeys } from '../contract/passkeys'
import type { Database } from '../db'
import { passkeyChallenge, staffPasskey, staffUser } from '../db/schema'
import { HttpError, notFound } from '../errors'
import { recordAccess } from './access-log'
import type { Clock } from './clock'
import { sendStaffSecurityMail } from './staff-security-mails'
import { hashToken, newToken } from './tokens'

/**
 * Passkeys of staff accounts (WebAuthn through SimpleWebAuthn, decision 0041): a staff member adds them on the security
 * page, then may log in with one alone: the authenticator proves possession and verifies its user (PIN or biometrics),
 * two factors in one. TOTP stays every account's factor and the way in without JavaScript.
 */

/** The site as WebAuthn names it: the host of PUBLIC_URL (a domain: WebAuthn refuses an IP address) and its origin. */
export interface RelyingParty {
  id: string
  origin: string
  name: string
}

const SCHOOL_NAME = 'École Sens & Parole'
/** A ceremony's challenge is good this long, once. */
const CHALLENGE_MINUTES = 5
/**
 * EdDSA, ES256, RS256 (COSE ids): what authenticators offer. Named here, because the library's default asks the
 * runtime about post-quantum algorithms through an experimental Web Crypto call that Node warns about.
 */
const ALGORITHMS = [-8, -7, -257]
/** At most this many passkeys per account: enough for a phone, a computer and a spare key. */
export const MAX_PASSKEYS = 10

const unavailable = 'Les clés d’accès demandent un site à une adresse avec un nom de domaine (PUBLIC_URL).'
const refusedKey = 'Cette clé d’accès n’a pas été reconnue. Réessayez, ou connectez-vous avec votre mot de passe.'
const staleCeremony = 'La demande a expiré. Recommencez.'

/** The relying party of a PUBLIC_URL; null when its host is an IP address, where browsers offer no passkey. */
export function relyingPartyOf(publicUrl: string): RelyingParty | null {
  const url = new URL(publicUrl)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host)) return null
  return { id: host, origin: url.origin, name: SCHOOL_NAME }
}

function requireRelyingParty(rp: RelyingParty | null): RelyingParty {
  if (!rp) throw new HttpError(409, unavailable)
  return rp
}

/** Stores a ceremony's challenge (single use, 5 minutes) and answers the opaque id the browser sends back with it. */
async function storeChallenge(db: Database, clock: Clock, challenge: string, purpose: 'register' | 'login', staffUserId: number | null) {
  const now = clock.now()
  const id = newToken()
  await db.delete(passkeyChallenge).where(lt(passkeyChallenge.expiresAt, now))
  await db.insert(passkeyChallenge).values({
    idHash: hashToken(id),
    challenge,
    purpose,
    staffUserId,
    expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
  })
  return id
}

/** Takes a ceremony's challenge: gone once read, refused when expired or made for another purpose or account. */
async function takeChallenge(db: Database, clock: Clock, id: string, purpose: 'register' | 'login', staffUserId: number | null) {
  const [row] = await db
    .delete(passkeyChallenge)
    .where(eq(passkeyChallenge.idHash, hashToken(id)))
    .returning()
  if (!row || row.purpose !== purpose || row.staffUserId !== staffUserId || row.expiresAt <= clock.now()) {
    throw new HttpError(400, staleCeremony)
  }
  return row.challenge
}

const userHandle = (staffUserId: number) => new TextEncoder().encode(`staff-${staffUserId}`)

/** The options of `navigator.credentials.create` for a new passkey of the connected member. */
export async function registrationOptions(db: Database, clock: Clock, rp: RelyingParty | null, staff: { id: number; user: string }) {
  const party = requireRelyingParty(rp)
  const existing = await db
    .select({ credentialId: staffPasskey.credentialId })
    .from(staffPasskey)
    .where(eq(staffPasskey.staffUserId, staff.id))
  if (existing.length >= MAX_PASSKEYS) throw new HttpError(400, `${MAX_PASSKEYS}\u00a0clés d’accès au plus par compte.`)
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: staff.user,
    userID: userHandle(staff.id),
    attestationType: 'none',
    excludeCredentials: existing.map(({ credentialId }) => ({ id: credentialId })),
    // Discoverable, with user verification: the passkey alone opens the session (it holds both factors).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  })
  return { challenge: await storeChallenge(db, clock, options.challenge, 'register', staff.id), options }
}

/** Verifies the browser's answer to `registrationOptions` and keeps the passkey under `name`. */
export async function addPasskey(
  request: FastifyRequest,
  rp: RelyingParty | null,
  staff: { id: number; user: string },
  input: { challenge: string; name: string; response: RegistrationResponseJSON },
) {
  const { db, clock } = request.server
  const party = requireRelyingParty(rp)
  const expectedChallenge = await takeChallenge(db, clock, input.challenge, 'register', staff.id)
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => null)
  if (!verification?.verified) throw new HttpError(400, 'La clé d’accès n’a pas pu être vérifiée. Réessayez.')
  const { credential } = verification.registrationInfo
  const added = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffPasskey)
      .values({
        staffUserId: staff.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(' '),
        name: input.name,
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: staffPasskey.id })
    if (!row) throw new HttpError(400, 'Cette clé d’accès est déjà enregistrée.')
    await passkeyChanged(tx, request, staff, 'added', input.name)
    return row
  })
  return added
}

/** A passkey as the access log names it (the factor of a login, or the one added or removed). */
export const passkeyLabel = (name: string) => `clé d’accès «\u00a0${name}\u00a0»`

/** A passkey added to or removed from a member's account: logged on the account and mailed to its owner. */
async function passkeyChanged(
  tx: Database,
  request: FastifyRequest,
  staff: { id: number; user: string },
  change: 'added' | 'removed',
  name: string,
): Promise<void> {
  const action = change === 'added' ? 'factor_enabled' : 'factor_removed'
  await recordAccess(tx, { action, staffUserId: staff.id, staffName: staff.user, label: passkeyLabel(name) })
  await sendStaffSecurityMail(tx, staff.id, change === 'added' ? 'factor-added' : 'factor-removed', request)
}

/** The connected member's passkeys, oldest first, and whether this site can offer them at all. */
export async function ownPasskeys(db: Database, rp: RelyingParty | null, staffUserId: number): Promise<OwnPasskeys> {
  const rows = await db
    .select({ id: staffPasskey.id, name: staffPasskey.name, createdAt: staffPasskey.createdAt, lastUsedAt: staffPasskey.lastUsedAt })
    .from(staffPasskey)
    .where(eq(staffPasskey.staffUserId, staffUserId))
    .orderBy(asc(staffPasskey.id))
  return {
    available: rp !== null,
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null })),
  }
}

/** Removes one of the connected member's passkeys (another's is a 404, as if it did not exist). */
export async function removePasskey(request: FastifyRequest, staff: { id: number; user: string }, id: number): Promise<void> {
  await request.server.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffPasskey)
      .where(and(eq(staffPasskey.id, id), eq(staffPasskey.staffUserId, staff.id)))
      .returning({ name: staffPasskey.name })
    if (!row) throw notFound('Cette clé d’accès n’existe pas.')
    await passkeyChanged(tx, request, staff, 'removed', row.name)
  })
}

/** The options of `navigator.credentials.get` for a login: any passkey of this site (discoverable credentials). */
export async function loginOptions(db: Database, clock: Clock, rp: RelyingParty | null) {
  const party = requireRelyingParty(rp)
  const options = await generateAuthenticationOptions({ rpID: party.id, userVerification: 'required' })
  return { challenge: await storeChallenge(db, clock, options.challenge, 'login', null), options }
}

/**
 * Verifies a login's passkey answer and answers its account; a refusal is logged on the account the passkey names when
 * there is one, and says nothing of why (an unknown key and a bad signature read the same).
 */
export async function verifyPasskeyLogin(
  db: Database,
  clock: Clock,
  rp: RelyingParty | null,
  input: { challenge: string; response: AuthenticationResponseJSON },
) {
  const party = requireRelyingParty(rp)
  const expectedChallenge = await takeChallenge(db, clock, input.challenge, 'login', null)
  const [row] = await db
    .select({ passkey: staffPasskey, user: staffUser.user, rights: staffUser.rights })
    .from(staffPasskey)
    .innerJoin(staffUser, eq(staffUser.id, staffPasskey.staffUserId))
    .where(eq(staffPasskey.credentialId, input.response.id))
  if (!row) {
    await recordAccess(db, { action: 'login_failed', staffUserId: null, staffName: '', label: 'clé d’accès inconnue' })
    throw new HttpError(401, refusedKey)
  }
  const { passkey } = row
  const verification = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    requireUserVerification: true,
    credential: {
      id: passkey.credentialId,
      publicKey: Buffer.from(passkey.publicKey, 'base64url'),
      counter: passkey.counter,
      transports: passkey.transports ? (passkey.transports.split(' ') as AuthenticatorTransportFuture[]) : undefined,
    },
  }).catch(() => null)
  if (!verification?.verified) {
    await recordAccess(db, { action: 'login_failed', staffUserId: passkey.staffUserId, staffName: row.user, label: 'clé d’accès refusée' })
    throw new HttpError(401, refusedKey)
  }
  await db
    .update(staffPasskey)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: clock.now() })
    .where(eq(staffPasskey.id, passkey.id))
  return { id: passkey.staffUserId, user: row.user, rights: row.rights, passkeyName: passkey.name }
}

type AuthenticatorTransportFuture = NonNullable<RegistrationResponseJSON['response']['transports']>[number]

/** Passkeys of an account, for `npm run staff -- reset-mfa`: a lost phone may hold one too. */
export async function removeAllPasskeys(db: Database, staffUserId: number): Promise<number> {
  const removed = await db.delete(staffPasskey).where(eq(staffPasskey.staffUserId, staffUserId)).returning({ id: staffPasskey.id })
  return removed.length
}

/** How many passkeys an account has (the security page and the login's factor list). */
export async function passkeyCount(db: Database, staffUserId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffPasskey)
    .where(eq(staffPasskey.staffUserId, staffUserId))
  return n
}
