import { z } from 'zod'
import { SchoolSettings } from '#contract/offer-information'

/** `intent=update`: the activity-declaration number (an emptied box: none) and the wording of its mention. */
export const SchoolSettingsForms = z.discriminatedUnion('intent', [SchoolSettings.extend({ intent: z.literal('update') })])
