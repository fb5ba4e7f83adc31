/**
 * The publisher's legal identity and the host, for the legal notice (replace with the real registrations).
 * Apart from the site's configuration because only the legal notice's texts use it: the browser never needs it.
 */
export const legal = {
  company: 'SARL École Sens & Parole',
  capital: '10 000 €',
  registration: 'RCS Lyon 512 345 678',
  vatNumber: 'FR 42 512 345 678',
  host: { name: 'OVH SAS', address: '2 rue Kellermann, 59100 Roubaix, France', phone: '1007', site: 'https://www.ovhcloud.com/fr/' },
} as const

/** The placeholder of the declaration number in the wording of its mention. */
export const DECLARATION_NUMBER_PLACEHOLDER = '{numéro}'

/**
 * The mention of the activity declaration (Code du travail, art. L6352-12), as staff can reword it in the school's
 * settings: `{numéro}` is replaced by the number. Shown in the footer, the legal notice and the documents once the
 * number is set (docs/decisions/0034).
 */
export const DECLARATION_WORDING_DEFAULT =
  'Enregistré sous le numéro {numéro} auprès du préfet de région Auvergne-Rhône-Alpes. Cet enregistrement ne vaut pas agrément de l’État.'

/** The mention with its number, or nothing while the school has no number. */
export function declarationSentence(settings: { declarationNumber: string; declarationWording: string }): string | undefined {
  const number = settings.declarationNumber.trim()
  return number ? settings.declarationWording.replaceAll(DECLARATION_NUMBER_PLACEHOLDER, number) : undefined
}
