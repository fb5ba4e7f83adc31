import { createHash, randomUUID } from 'node:crypto'
import { FORM_KEY } from './form-key'

/**
 * Without JavaScript a double click sends a form twice, and the browser shows the answer to the second. The
 * calls that consume something (a mailed token, the old password, the account itself) would answer that second
 * request with an error although the first one succeeded. The same call with the same inputs (among them the key
 * of the rendered form, see formKeyOf), made again within a few seconds, shares the outcome of the first instead.
 *
 * It lives in the process: a double click reaches one site process in practice, and nothing is lost where it
 * does not (the visitor sees the API's refusal, as without this). The key of the rendered form and the short
 * window keep a link someone else holds from being replayed through it. The inputs are kept hashed, never in clear.
 */
const outcomes = new Map<string, { promise: Promise<unknown>; until: number }>()

export function sharedOutcome<T>(inputs: readonly string[], run: () => Promise<T>, windowMs = 10_000): Promise<T> {
  const now = Date.now()
  for (const [key, entry] of outcomes) if (entry.until < now) outcomes.delete(key)
  const key = createHash('sha256').update(inputs.join('\u0000')).digest('hex')
  const known = outcomes.get(key)
  if (known) return known.promise as Promise<T>
  const promise = run()
  outcomes.set(key, { promise, until: now + windowMs })
  // A failure is not remembered: the visitor may correct and try again at once.
  promise.catch(() => outcomes.delete(key))
  return promise
}

/** A new key for each rendering of a form that consumes something. */
export function newFormKey(): string {
  return randomUUID()
}

/**
 * The key of the rendered form that was sent: a double click sends it twice, whereas opening the page again, or
 * someone else opening the same link, renders a new one. Without a key, nothing is shared.
 */
export function formKeyOf(formData: FormData): string {
  const key = formData.get(FORM_KEY)
  return typeof key === 'string' && /^[0-9a-f-]{36}$/.test(key) ? key : randomUUID()
}
