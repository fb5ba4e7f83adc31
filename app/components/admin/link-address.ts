/**
 * The addresses a link of the rich-text editor may lead to (section 5: http, https, mailto and tel only). Plain
 * data for the editor's chunk and for the tests; the API refuses the others anyway (docs/decisions/0006).
 */
export const LINK_ADDRESS_ERROR = 'Adresse http://, https://, mailto: ou tel: attendue'

/** The field error of a link address, or null when it may be used. */
export function linkAddressError(address: string): string | null {
  return /^(https?:\/\/[^/\s]\S*|mailto:\S+|tel:\S+)$/i.test(address.trim()) ? null : LINK_ADDRESS_ERROR
}
