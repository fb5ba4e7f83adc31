/**
 * The hidden field that tells a resend of one rendered form from a new visit of the page (`single-flight.server.ts`):
 * plain data, for the pages and their actions.
 */
export const FORM_KEY = 'formKey'
