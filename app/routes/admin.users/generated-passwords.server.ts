/**
 * A generated password is shown once, on the page the generating POST redirects to (post/redirect/get), and never
 * travels in a URL or a cookie: it waits here, in the site's process, for that staff session's next view of the
 * account, which takes it. Unread after two minutes (the page was closed meanwhile), it is forgotten: the admin
 * generates another one.
 */
const waiting = new Map<string, { password: string; until: number }>()
const KEEP_MS = 2 * 60_000

const keyOf = (staffToken: string, accountId: number) => `${staffToken}\u0000${accountId}`

export function keepGeneratedPassword(staffToken: string, accountId: number, password: string) {
  const now = Date.now()
  for (const [key, entry] of waiting) if (entry.until < now) waiting.delete(key)
  waiting.set(keyOf(staffToken, accountId), { password, until: now + KEEP_MS })
}

/** The password generated for this account by this staff session, once; null afterwards. */
export function takeGeneratedPassword(staffToken: string, accountId: number): string | null {
  const key = keyOf(staffToken, accountId)
  const entry = waiting.get(key)
  waiting.delete(key)
  return entry && entry.until >= Date.now() ? entry.password : null
}
