const ORIGIN = 'http://site.invalid'

/**
 * A path of this site to go to after a login, or the fallback: only `/…` paths are kept, never `//host`,
 * `/\host` (which browsers read as another site) nor a full address, so a link cannot send people elsewhere.
 * The path comes back percent-encoded as a browser would send it: a `Location` header holds ASCII only (a
 * character above U+00FF made Node throw after the login had succeeded, issue 27; Latin-1 ones went out raw).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback
  // Control characters and backslashes have no place in our paths; browsers would rewrite them.
  // eslint-disable-next-line no-control-regex -- control characters are what this test looks for
  if (/[\u0000-\u001f\\]/.test(to)) return fallback
  const url = new URL(to, ORIGIN)
  if (url.origin !== ORIGIN) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
