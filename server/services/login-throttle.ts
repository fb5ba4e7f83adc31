import { sql } from 'drizzle-orm'
import type { Database } from '../db'
import { HttpError } from '../errors'
import { capped, clear, formatWait, hit } from './rate-limit'

/**
 * Login throttling (decision 0019): the attacker is slowed, not the owner. Counted per account and source together
 * (a growing delay after a few failures), per source across accounts, and per account across sources with a high
 * ceiling that sources the account already logged in from do not meet.
 */
export interface LoginAttempt {
  kind: 'client' | 'staff'
  /** The client's address or the staff user name, as typed. */
  account: string
  /** The request's address (the visitor's, as the site forwards it). */
  source: string
}

/** Failures of one account from one source that cost nothing; each further one doubles the wait (2 s, 4 s…). */
const FREE_FAILURES = 5
const MAX_DELAY_SECONDS = 15 * 60
/** A source that stops trying for this long starts afresh. */
const PAIR_MEMORY = '24 hours'
/** Attempts of one source across accounts (credential stuffing from one address). */
const SOURCE_LIMIT = { max: 30, windowSeconds: 15 * 60 }
/** Attempts on one account from sources it never logged in from (a distributed attack is slowed). */
const ACCOUNT_CEILING = { max: 100, windowSeconds: 15 * 60 }
/** A source stays known this long after the account's last successful login from it. */
const KNOWN_SOURCE_MEMORY = '90 days'
const tooMany = 'Trop de tentatives de connexion.'

// Account names and addresses hold no space: a space keeps the two parts of a key apart.
const pairKey = ({ kind, account, source }: LoginAttempt) => `${kind}-login:pair:${account.toLowerCase()} ${source}`
const knownKey = ({ kind, account, source }: LoginAttempt) => `${kind}-login:known:${account.toLowerCase()} ${source}`
const accountKey = ({ kind, account }: LoginAttempt) => `${kind}-login:account:${account.toLowerCase()}`

/** Counts the attempt and refuses it (429 with Retry-After) when its source must wait; before the password is checked. */
export async function admitLogin(db: Database, attempt: LoginAttempt): Promise<void> {
  await hit(db, [{ key: `${attempt.kind}-login:ip:${attempt.source}`, ...SOURCE_LIMIT }], tooMany)
  await admitPair(db, attempt)
  if (!(await isKnownSource(db, attempt))) await hit(db, [{ key: accountKey(attempt), ...ACCOUNT_CEILING }], tooMany)
}

/**
 * The code step of a login whose password was proved (decision 0037): counted with the password's failures of this
 * account and source, so that wrong codes make the source wait as wrong passwords do. The source's and the
 * account's wider counts already counted the password.
 */
export async function admitCodeStep(db: Database, attempt: LoginAttempt): Promise<void> {
  await admitPair(db, attempt)
}

/** The right password: this source starts afresh and becomes known to the account. */
export async function loginSucceeded(db: Database, attempt: LoginAttempt): Promise<void> {
  await clear(db, pairKey(attempt))
  await rememberSource(db, attempt)
}

/** A source that proved it holds the account (its password, or the mailed link that sets it) is known to it. */
export async function rememberSource(db: Database, attempt: LoginAttempt): Promise<void> {
  await db.execute(sql`
    INSERT INTO rate_limit (key, window_start, count) VALUES (${knownKey(attempt)}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET window_start = now(), count = rate_limit.count + 1`)
}

async function isKnownSource(db: Database, attempt: LoginAttempt): Promise<boolean> {
  const result = (await db.execute(sql`
    SELECT 1 FROM rate_limit WHERE key = ${knownKey(attempt)} AND window_start > now() - ${fixedInterval(KNOWN_SOURCE_MEMORY)}`)) as unknown as {
    rows: unknown[]
  }
  return result.rows.length > 0
}

/**
 * The attempt is recorded (count and time of the last attempt) only when the source has waited long enough since
 * its previous one; the row lock of the upsert orders concurrent attempts, so a burst gets no more than one through.
 */
async function admitPair(db: Database, attempt: LoginAttempt): Promise<void> {
  const key = pairKey(attempt)
  const maxDelay = capped(MAX_DELAY_SECONDS)
  const admitted = (await db.execute(sql`
    INSERT INTO rate_limit (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.window_start < now() - ${fixedInterval(PAIR_MEMORY)} THEN 1 ELSE rate_limit.count + 1 END,
      window_start = now()
    WHERE rate_limit.window_start < now() - ${fixedInterval(PAIR_MEMORY)}
      OR rate_limit.count < ${FREE_FAILURES}::int
      OR rate_limit.window_start + make_interval(secs => least(power(2, rate_limit.count - ${FREE_FAILURES}::int + 1), ${maxDelay}::int)) <= now()
    RETURNING count`)) as unknown as { rows: unknown[] }
  if (admitted.rows.length > 0) return
  const waiting = (await db.execute(sql`
    SELECT count, window_start FROM rate_limit WHERE key = ${key}`)) as unknown as {
    rows: { count: number; window_start: string | Date }[]
  }
  const row = waiting.rows[0]
  if (!row) return
  const delay = Math.min(2 ** (Number(row.count) - FREE_FAILURES + 1), maxDelay)
  const retryAfter = Math.max(1, Math.ceil((new Date(row.window_start).getTime() + delay * 1000 - Date.now()) / 1000))
  throw new HttpError(429, `${tooMany} Réessayez dans ${formatWait(retryAfter)}.`, { 'retry-after': String(retryAfter) })
}

/** A fixed interval of this module, written into the SQL (never from input). */
function fixedInterval(interval: string) {
  return sql.raw(`interval '${interval}'`)
}
