// Limits of the registration forms as plain data, without zod: the admin pages use them in the browser.

/** The most characters of a registration type's « À apporter » text. */
export const WHAT_TO_BRING_MAX = 2000
