import { z } from 'zod'

/** A retention rule with what it deletes in the next month (GET admin/retention): counts, never the rows. */
export const RetentionRuleItem = z.object({
  id: z.string(),
  /** Which data, and how long it is kept, in French (contract/retention-rules.ts). */
  data: z.string(),
  keptFor: z.string(),
  /** Rows the rule deletes from now until `until`. */
  deletedCount: z.number(),
  /** Warning mails written until `until` (idle client accounts only). */
  warningCount: z.number().nullable(),
})
export type RetentionRuleItem = z.infer<typeof RetentionRuleItem>

export const RetentionForecast = z.object({
  /** ISO 8601: the end of the month the counts cover. */
  until: z.string(),
  rules: z.array(RetentionRuleItem),
})
export type RetentionForecast = z.infer<typeof RetentionForecast>
