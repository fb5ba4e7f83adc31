import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash, randomUUID } from 'node:crypto'
import { FORM_KEY } from './form-key'

/**
 * Without JavaScript a double click sends a form twice, and the browser shows the answer to the second; two
 * connections may send the same post at once to two site processes. The calls that create or consume something
 * (a client, a mailed token, the old password, the account itself) must run once and answer both alike.
 *
 * The API holds that, in its database, for every site and API process (server/plugins/idempotency.ts): each write
 * `run` sends carries an `Idempotency-Key` made of `inputs` (among them the key of the rendered form, see formKeyOf)
 * and of its rank in `run`, so that the same post sent again gets the first one's answers. The inputs are hashed,
 * never sent in clear.
 */
const runs = new AsyncLocalStorage<{ base: string; writes: number }>()

export function sharedOutcome<T>(inputs: readonly string[], run: () => Promise<T>): Promise<T> {
  const base = createHash('sha256').update(inputs.join('\u0000')).digest('hex')
  return runs.run({ base, writes: 0 }, run)
}

/** The key of the next write to the API inside `sharedOutcome` (app/utils/api.server.ts sends it), else null. */
export function nextIdempotencyKey(): string | null {
  const current = runs.getStore()
  if (!current) return null
  current.writes += 1
  return `${current.base}.${current.writes}`
}

/** A new key for each rendering of a form that creates or consumes something. */
export function newFormKey(): string {
  return randomUUID()
}

/**
 * The key of the rendered form that was sent: a double click sends it twice, whereas opening the page again, or
 * someone else opening the same link, renders a new one. Without a key (a POST from any HTTP client), each post
 * is a new one.
 */
export function formKeyOf(formData: FormData): string {
  const key = formData.get(FORM_KEY)
  return typeof key === 'string' && /^[0-9a-f-]{36}$/.test(key) ? key : randomUUID()
}
