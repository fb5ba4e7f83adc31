/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// A module (this export), so that the block below augments Remix's types instead of replacing the module.
export {}

declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true
  }
  interface AppLoadContext {
    /** The response's Content-Security-Policy nonce, drawn by site-server/app.mjs. */
    cspNonce?: string
  }
}
