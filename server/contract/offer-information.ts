import { z } from 'zod'
import { DECLARATION_NUMBER_PLACEHOLDER } from '../../content/legal'
import { messages, requiredText } from './common'

/**
 * Indicator 1 of Qualiopi for each training offer (decision 0034): the texts staff edit and the hours of each of
 * the offer's formats. The price is the catalogue's, never typed here.
 */
export const INFORMATION_TEXT_MAX = 2000

/** Hours of one format: positive, by half-hours (« 10,5 »), 2 000 at most. */
export const informationHours = z
  .number({ error: 'Nombre d’heures attendu (par exemple 21 ou 10,5)' })
  .positive('Le nombre d’heures doit être supérieur à zéro')
  .max(2000, 'Au plus 2\u202f000 heures')
  .multipleOf(0.5, 'Un nombre d’heures par demi-heure (par exemple 21 ou 10,5)')

export const OfferInformationBody = z.object({
  objectives: requiredText(INFORMATION_TEXT_MAX),
  prerequisites: requiredText(INFORMATION_TEXT_MAX),
  audience: requiredText(INFORMATION_TEXT_MAX),
  methods: requiredText(INFORMATION_TEXT_MAX),
  evaluation: requiredText(INFORMATION_TEXT_MAX),
  accessTime: requiredText(INFORMATION_TEXT_MAX),
  accessibility: requiredText(INFORMATION_TEXT_MAX),
  accessibilityContact: requiredText(255),
  /** One value per format of the offer, in the catalogue's order (the API checks the count). */
  hours: z.array(informationHours, { error: 'Les durées en heures sont attendues' }).min(1, messages.required).max(10),
})
export type OfferInformationBody = z.infer<typeof OfferInformationBody>

export const OfferInformation = OfferInformationBody.extend({
  /** The offer's key (its text prefix in the catalogue). */
  offer: z.string(),
  /** When the record last changed (ISO 8601): the defaults' date until staff save it. */
  updatedAt: z.string(),
  /** False while the offer shows the catalogue's defaults. */
  saved: z.boolean(),
})
export type OfferInformation = z.infer<typeof OfferInformation>

export const OfferInformationParams = z.object({ offer: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Offre inconnue') })

export { DECLARATION_NUMBER_PLACEHOLDER }

/**
 * The school's settings staff with right 1 edit: the activity-declaration number (empty until the school has one)
 * and the wording of the mention that carries it (Code du travail, art. L6352-12).
 */
export const SchoolSettings = z.object({
  declarationNumber: z
    .string({ error: 'Texte attendu' })
    .trim()
    .max(30, messages.tooLong(30))
    .refine(
      (value) => value === '' || /^\d{11}$/.test(value.replace(/[\s\u00a0\u202f]/g, '')),
      'Le numéro de déclaration d’activité compte 11 chiffres (par exemple 84 69 15243 69)',
    )
    // Absent, like an emptied box of the form (which the form reader drops): no number.
    .default(''),
  declarationWording: requiredText(500)
    .refine(
      (value) => value.includes(DECLARATION_NUMBER_PLACEHOLDER),
      `La phrase doit contenir ${DECLARATION_NUMBER_PLACEHOLDER}, remplacé par le numéro`,
    )
    .refine(
      (value) => /ne vaut pas agr[ée]ment de l['’]\s*[ÉE]tat/i.test(value),
      'La phrase doit garder la mention «\u00a0Cet enregistrement ne vaut pas agrément de l’État\u00a0» (article L6352-12)',
    ),
})
export type SchoolSettings = z.infer<typeof SchoolSettings>
