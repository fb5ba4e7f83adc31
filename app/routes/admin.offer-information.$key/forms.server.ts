import { z } from 'zod'
import { informationHours, OfferInformationBody } from '#contract/offer-information'

/**
 * A duration as staff type it: « 21 », « 10,5 » or « 10.5 ». Anything else reaches the API's own rule, which
 * refuses it in French; an empty box is « Ce champ est obligatoire ».
 */
const typedHours = z.preprocess((value) => {
  if (typeof value !== 'string') return value
  const typed = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')
  return typed === '' ? undefined : Number(typed)
}, informationHours)

/** `intent=update`: every field of the offer's information, the hours of each format as `hours[0]`, `hours[1]`… */
export const OfferInformationForms = z.discriminatedUnion('intent', [
  OfferInformationBody.extend({ intent: z.literal('update'), hours: z.array(typedHours).min(1) }),
])
