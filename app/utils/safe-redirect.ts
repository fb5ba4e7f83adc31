/**
 * A path of this site to go to after a login, or the fallback: only `/…` paths are kept, never `//host`,
 * `/\host` (which browsers read as another site) nor a full address, so a link cannot send people elsewhere.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback
  // Control characters and backslashes have no place in our paths; browsers would rewrite them.
  // eslint-disable-next-line no-control-regex -- control characters are what this test looks for
  if (/[\u0000-\u001f\\]/.test(to)) return fallback
  return to
}
