import { createContext, useContext } from 'react'

/**
 * The Content-Security-Policy nonce of the response being rendered (site-server/app.mjs draws one per request and
 * names it in the header): every inline script Remix renders carries it. In the browser it is empty, since browsers
 * hide a nonce from the page once the document has loaded.
 */
export const NonceContext = createContext('')

export function useNonce(): string {
  return useContext(NonceContext)
}
