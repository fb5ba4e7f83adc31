import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { eq, lt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../db'
import { idempotentRequest } from '../db/schema'
import { HttpError } from '../errors'

/**
 * A write sent with an `Idempotency-Key` header runs once: the same write sent again (a double click, two
 * connections at once, through any site or API process) gets the first one's answer instead of running twice.
 * The claim is a row of the database, so every API process sees it (docs/decisions/0024). A failed write is not
 * remembered: it may be corrected and sent again at once.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key'
/** How long an answer is kept: a double click, a resend after a slow answer, Back then send again. */
export const IDEMPOTENCY_WINDOW_SECONDS = 60
/** How long a copy waits for the first request's answer (under the site's 10 s wait for the API). */
const WAIT_MS = 8_000
const POLL_MS = 50
export const STILL_RUNNING = 'Ce formulaire est déjà en cours d’envoi. Patientez un instant, puis rechargez la page pour voir le résultat.'

interface Claim {
  id: string
  secret: Buffer
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Claim
  }
}

const digest = (label: string, parts: readonly string[]) =>
  createHash('sha256')
    .update([label, ...parts].join('\u0000'))
    .digest()

/**
 * The key means nothing alone: it is bound to the write (method, address, body when it is parsed) and to who sends
 * it (the session cookies), so that nobody else's answer can be read with it. The row's id and the key that
 * encrypts its answer both derive from it; the table holds neither the key nor the answer in clear.
 */
function claimOf(request: FastifyRequest, key: string): Claim {
  const body = request.body === undefined || request.body === null ? '' : JSON.stringify(request.body)
  const caller = [request.cookies.school_admin ?? '', request.cookies.school_client ?? '']
  const parts = [key, request.method, request.url, body, ...caller]
  return { id: digest('row', parts).toString('hex'), secret: digest('answer', parts) }
}

function seal(secret: Buffer, text: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', secret, iv)
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')
}

function open(secret: Buffer, stored: string): string {
  const bytes = Buffer.from(stored, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, 12))
  decipher.setAuthTag(bytes.subarray(12, 28))
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
}

const expired = sql.raw(`now() - interval '${IDEMPOTENCY_WINDOW_SECONDS} seconds'`)

/** Takes the row (new, or left by a write older than the window): true when this request runs the write. */
async function take(db: Database, id: string): Promise<boolean> {
  const taken = await db
    .insert(idempotentRequest)
    .values({ id })
    .onConflictDoUpdate({
      target: idempotentRequest.id,
      set: { status: null, answer: null, createdAt: sql`now()` },
      setWhere: lt(idempotentRequest.createdAt, expired),
    })
    .returning({ id: idempotentRequest.id })
  return taken.length > 0
}

/** Runs the write, or answers as the first one did once it has an answer. */
async function runOnce(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const key = request.headers[IDEMPOTENCY_HEADER]
  if (typeof key !== 'string' || request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return
  if (!/^[\w.:-]{8,200}$/.test(key)) throw new HttpError(400, 'La clé d’idempotence est mal formée.')
  const db = request.server.db
  const claim = claimOf(request, key)
  // Now and then, the answers past the window go.
  if (Math.random() < 0.05) await db.delete(idempotentRequest).where(lt(idempotentRequest.createdAt, expired))
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    if (await take(db, claim.id)) {
      request.idempotency = claim
      return
    }
    const [row] = await db.select().from(idempotentRequest).where(eq(idempotentRequest.id, claim.id))
    if (row?.status != null && row.answer !== null) {
      const { type, body } = JSON.parse(open(claim.secret, row.answer)) as { type: string; body: string }
      return reply.code(row.status).header('content-type', type).header('idempotent-replayed', 'true').send(body)
    }
    // No row: the first write failed and let it go; the loop takes it.
    if (row && Date.now() > deadline) throw new HttpError(409, STILL_RUNNING)
    if (row) await sleep(POLL_MS)
  }
}

/** Keeps a successful answer for the copies; lets a failed write go, so that it may be sent again. */
async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = request.idempotency
  if (!claim) return payload
  request.idempotency = undefined
  const db = request.server.db
  const stored = typeof payload === 'string' || Buffer.isBuffer(payload)
  try {
    if (reply.statusCode >= 200 && reply.statusCode < 300 && stored) {
      const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8')
      const answer = seal(claim.secret, JSON.stringify({ type, body: String(payload) }))
      await db.update(idempotentRequest).set({ status: reply.statusCode, answer }).where(eq(idempotentRequest.id, claim.id))
    } else {
      await db.delete(idempotentRequest).where(eq(idempotentRequest.id, claim.id))
    }
  } catch (error) {
    // The write is done: an answer not kept only means a copy would run again after the window.
    request.log.error({ err: error }, 'idempotent answer not kept')
  }
  return payload
}

export function registerIdempotency(app: FastifyInstance) {
  app.addHook('preHandler', runOnce)
  app.addHook('onSend', keepAnswer)
}
