import { randomBytes } from 'node:crypto'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import type { SecondFactorState } from '../contract/user'
import type { Database } from '../db'
import { pendingLogin, staffRecoveryCode, staffUser } from '../db/schema'
import { HttpError, ValidationError } from '../errors'
import { sessionToken, type Staff, staffOf } from '../plugins/auth'
import { recordAccess } from './access-log'
import { removeAllPasskeys } from './passkeys'
import { verifyPassword } from './passwords'
import { hit } from './rate-limit'
import { recordProof } from './sessions'
import { sendStaffSecurityMail } from './staff-security-mails'
import { hashToken, newToken } from './tokens'

/**
 * The staff's second factor (decision 0037): TOTP after RFC 6238 (SHA-1, 6 digits, 30 s, one step either side),
 * each code accepted once; ten recovery codes, single use; the pending login between the password and the code;
 * the re-authentication that a change of password, factor or rights asks after 5 minutes.
 */

const PERIOD = 30
const ISSUER = 'École de communication consciente'
const RECOVERY_CODES = 10
/** A password proved waits this long for its code; a session's proof is fresh this long for a sensitive change. */
export const PROOF_MS = 5 * 60 * 1000
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export type Factor = 'totp' | 'recovery'
export const factorLabels: Record<Factor, string> = { totp: 'mot de passe et code TOTP', recovery: 'mot de passe et code de secours' }

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) })

/**
 * The time step of a six-digit `code` of `secret` within one step of `now`, or null. The otpauth library compares
 * the codes of the window in constant time.
 */
function stepOf(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 })
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now.getTime() }) + delta
}

/** Records `step` as the account's last one, unless a step at or after it was used: one use per code. */
async function claimStep(db: Database, staffUserId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(staffUser)
    .set({ totpLastStep: step })
    .where(and(eq(staffUser.id, staffUserId), or(isNull(staffUser.totpLastStep), lt(staffUser.totpLastStep, step))))
    .returning({ id: staffUser.id })
  return claimed.length > 0
}

/** A recovery code as typed: case, spaces and dashes do not count. */
const normalisedRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '')

/**
 * Checks the second factor of an account that has one: six digits are a TOTP code (refused when its step was
 * used), anything else a recovery code (used up here). Answers the factor used, or null.
 */
export async function verifySecondFactor(
  db: Database,
  account: { id: number; totpSecret: string | null },
  code: string,
  now: Date,
): Promise<Factor | null> {
  if (!account.totpSecret) return null
  if (/^\d{6}$/.test(code)) {
    const step = stepOf(account.totpSecret, code, now)
    return step !== null && (await claimStep(db, account.id, step)) ? 'totp' : null
  }
  const used = await db
    .update(staffRecoveryCode)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCode.staffUserId, account.id),
        eq(staffRecoveryCode.codeHash, hashToken(normalisedRecoveryCode(code))),
        isNull(staffRecoveryCode.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCode.id })
  return used.length ? 'recovery' : null
}

/**
 * Ten new recovery codes replacing the account's: 16 base32 characters (80 random bits) each, shown in groups of
 * four, stored as their SHA-256 (a fast hash suffices for that much entropy, decision 0037).
 */
async function replaceRecoveryCodes(tx: Database, staffUserId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, () =>
    Array.from(randomBytes(16), (byte) => BASE32[byte % 32])
      .join('')
      .replace(/(.{4})(?=.)/g, '$1-'),
  )
  await tx.delete(staffRecoveryCode).where(eq(staffRecoveryCode.staffUserId, staffUserId))
  await tx.insert(staffRecoveryCode).values(codes.map((code) => ({ staffUserId, codeHash: hashToken(normalisedRecoveryCode(code)) })))
  return codes
}

async function accountOf(db: Database, id: number) {
  const [row] = await db.select().from(staffUser).where(eq(staffUser.id, id))
  if (!row) throw new HttpError(404, 'Ce compte n’existe pas.')
  return row
}

/**
 * The connected member's factor: enrolled or not, the recovery codes left; before enrolment the secret to enrol
 * (made on the first visit, kept until proved), its `otpauth://` link and its QR code. Never the secret once enrolled.
 */
export async function secondFactorState(request: FastifyRequest): Promise<SecondFactorState> {
  const { db } = request.server
  const staff = await staffOf(request)
  const row = await accountOf(db, staff.id)
  if (row.totpSecret) {
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffRecoveryCode)
      .where(and(eq(staffRecoveryCode.staffUserId, row.id), isNull(staffRecoveryCode.usedAt)))
    return { enrolled: true, recoveryCodesLeft: n, enrolment: null }
  }
  let secret = row.totpPendingSecret
  if (!secret) {
    secret = new Secret({ size: 20 }).base32
    await db.update(staffUser).set({ totpPendingSecret: secret }).where(eq(staffUser.id, row.id))
  }
  const uri = totpOf(secret, row.user).toString()
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { enrolled: false, recoveryCodesLeft: 0, enrolment: { secret: secret.replace(/(.{4})(?=.)/g, '$1 '), uri, qrSvg } }
}

const wrongCode = 'Code incorrect ou déjà utilisé.'

/** Enrols the factor whose secret the page showed, proved by a code of it; answers the ten recovery codes, once. */
export async function enableTotp(request: FastifyRequest, code: string): Promise<string[]> {
  const { db, clock } = request.server
  const staff = await staffOf(request)
  const row = await accountOf(db, staff.id)
  if (row.totpSecret) throw new HttpError(409, 'L’authentification à deux facteurs est déjà activée pour ce compte.')
  const step = row.totpPendingSecret && /^\d{6}$/.test(code) ? stepOf(row.totpPendingSecret, code, clock.now()) : null
  if (step === null) throw new ValidationError({ code: [wrongCode] }, wrongCode)
  const codes = await db.transaction(async (tx) => {
    const [enrolled] = await tx
      .update(staffUser)
      .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
      .where(and(eq(staffUser.id, row.id), isNull(staffUser.totpSecret)))
      .returning({ id: staffUser.id })
    if (!enrolled) throw new HttpError(409, 'L’authentification à deux facteurs est déjà activée pour ce compte.')
    await sendStaffSecurityMail(tx, row.id, 'factor-added', request)
    return replaceRecoveryCodes(tx, row.id)
  })
  await recordAccess(db, { action: 'factor_enabled', staffUserId: staff.id, staffName: staff.user, label: 'application TOTP' })
  // The enrolment proved a code: the session counts as freshly proved.
  await recordProof(db, sessionToken(request, 'staff')!, clock.now())
  return codes
}

/** New recovery codes for the connected member (the old ones stop working), after a re-authentication when needed. */
export async function regenerateRecoveryCodes(request: FastifyRequest, proof: Proof): Promise<string[]> {
  const staff = await requireRecentProof(request, proof)
  const codes = await request.server.db.transaction(async (tx) => {
    await sendStaffSecurityMail(tx, staff.id, 'recovery-codes', request)
    return replaceRecoveryCodes(tx, staff.id)
  })
  await recordAccess(request.server.db, { action: 'recovery_codes_regenerated', staffUserId: staff.id, staffName: staff.user })
  return codes
}

/**
 * `npm run staff -- reset-mfa <user>`: the account loses its factor, recovery codes and passkeys, and enrols at its next
 * login.
 */
export async function resetSecondFactor(db: Database, user: string): Promise<boolean> {
  const [row] = await db
    .update(staffUser)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(staffUser.user, user))
    .returning()
  if (!row) return false
  await db.delete(staffRecoveryCode).where(eq(staffRecoveryCode.staffUserId, row.id))
  // A lost phone may hold a passkey too (decision 0041).
  await removeAllPasskeys(db, row.id)
  await recordAccess(db, {
    action: 'factor_removed',
    staffUserId: row.id,
    staffName: row.user,
    label: 'application TOTP, retirée en ligne de commande (reset-mfa)',
  })
  return true
}

/** A login whose password was proved, waiting for its code: an opaque token, stored hashed, single use, 5 minutes. */
export async function startPendingLogin(db: Database, staffUserId: number, now: Date): Promise<string> {
  await db.delete(pendingLogin).where(lt(pendingLogin.createdAt, new Date(now.getTime() - PROOF_MS)))
  const token = newToken()
  await db.insert(pendingLogin).values({ idHash: hashToken(token), staffUserId, createdAt: now })
  return token
}

/** The account of a pending login still waiting, or null (unknown, used or older than 5 minutes). */
export async function readPendingLogin(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({ staff: staffUser, createdAt: pendingLogin.createdAt })
    .from(pendingLogin)
    .innerJoin(staffUser, eq(staffUser.id, pendingLogin.staffUserId))
    .where(eq(pendingLogin.idHash, hashToken(token)))
  if (!row || now.getTime() - row.createdAt.getTime() > PROOF_MS) return null
  return row.staff
}

/** The pending login is used (its code was right): never again. */
export async function endPendingLogin(db: Database, token: string): Promise<void> {
  await db.delete(pendingLogin).where(eq(pendingLogin.idHash, hashToken(token)))
}

export interface Proof {
  currentPassword?: string
  code?: string
}

const reauthMessage =
  'Pour cette modification, confirmez votre identité\u00a0: saisissez votre mot de passe et un code de votre application.'

/** Whether a sensitive change now asks for the password and a code again (the session's last proof is too old). */
export const needsReauth = (staff: Staff, now: Date) => now.getTime() - staff.lastProofAt.getTime() > PROOF_MS

/**
 * A change of password, factor or rights (ASVS 6.4.x, 7.5.1): within 5 minutes of the session's last proof it goes
 * through; later it needs the password and a code again (403 `{ reauth: true }` without them or when wrong), which
 * then count as a new proof. Tries are bounded as the own password change's: 10 per 15 minutes per account.
 */
export async function requireRecentProof(request: FastifyRequest, proof: Proof): Promise<Staff> {
  const { db, clock } = request.server
  const staff = await staffOf(request)
  const now = clock.now()
  if (!needsReauth(staff, now)) return staff
  if (!proof.currentPassword || !proof.code) throw new HttpError(403, reauthMessage, {}, { reauth: true })
  await hit(db, [{ key: `staff-reauth:user:${staff.id}`, max: 10, windowSeconds: 15 * 60 }], 'Trop de tentatives.')
  const row = await accountOf(db, staff.id)
  const proved = (await verifyPassword(row.passwordHash, proof.currentPassword)) && (await verifySecondFactor(db, row, proof.code, now))
  if (!proved) {
    await recordAccess(db, {
      action: 'login_failed',
      staffUserId: staff.id,
      staffName: staff.user,
      label: 'confirmation d’identité refusée',
    })
    throw new HttpError(403, 'Mot de passe ou code incorrect.', {}, { reauth: true })
  }
  await recordProof(db, sessionToken(request, 'staff')!, now)
  return staff
}
