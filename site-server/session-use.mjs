// Whether a request is a visitor's session, decided by the app itself, never by a pattern on the raw header (issue 27,
// point 1; decision 0020): a cookie written `school_session =V`, which Remix's cookie parser accepts, escaped the
// pattern used before, and the page rendered for it was stored and shown to every visitor. Two answers, both
// required for a page to be shared:
// - before rendering: the app's session storage, given the Cookie header, finds a session holding something (every
//   spelling its parser accepts counts; a cookie that does not verify is no session, as for the app);
// - after rendering: the render read no such session (app/utils/session.server.ts reports each one it reads).
import { AsyncLocalStorage } from 'node:async_hooks'

/** @typedef {{ used: boolean }} SessionUse */

/** @type {AsyncLocalStorage<SessionUse>} */
const renders = new AsyncLocalStorage()

// The app is bundled apart and imports nothing of this server: both sides meet through these two globals.
globalThis[Symbol.for('school.sessionUse')] = {
  markUsed() {
    const use = renders.getStore()
    if (use) use.used = true
  },
}
const SESSION_READER = Symbol.for('school.sessionReader')

/**
 * Whether the app would find a session holding something in this Cookie header. Before the app registered its
 * reader (it does as the build loads), every request with a cookie counts as one.
 * @param {string | undefined} header
 * @returns {Promise<boolean>}
 */
export async function carriesSession(header) {
  if (!header) return false
  /** @type {((header: string) => Promise<boolean>) | undefined} */
  const holdsSession = globalThis[SESSION_READER]
  return holdsSession ? holdsSession(header) : true
}

/**
 * Runs a render of Remix, noting in `use` whether it read a session: the loaders have all run once Remix answers,
 * so `use.used` is settled when the answer's headers go out.
 * @template T
 * @param {SessionUse} use
 * @param {() => Promise<T>} render
 * @returns {Promise<T>}
 */
export function watchSessionUse(use, render) {
  return renders.run(use, render)
}
