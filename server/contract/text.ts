// Plain helpers of the contract, without zod: pages running in the browser import them (zod stays on the server).

/** Values separated by `;` (phones, e-mails, rights), trimmed, empty parts dropped. */
export function splitList(value: string | undefined | null): string[] {
  return (value ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
}

/** French typography: 'title : message' with a non-breaking space before the colon. */
export function colon(title: string, message: string): string {
  return `${title}\u00a0: ${message}`
}
