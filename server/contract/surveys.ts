import { z } from 'zod'
import { SURVEY_TEXT_MAX, type SurveyScore, surveyScores } from '../../content/survey-questions'
import { messages, optionalText, paged, pageNumber, pageSize, typedText } from './common'

export * from '../../content/survey-questions'

const score = z
  .union([z.string(), z.number()], { error: 'Choisissez une note de 1 à 5' })
  .transform(String)
  .refine((value) => /^[1-5]$/.test(value), 'Choisissez une note de 1 à 5')
  .transform(Number)

const typed = optionalText(SURVEY_TEXT_MAX)
  .refine(typedText, messages.controlCharacters)
  // A browser posts a textarea's line breaks as CRLF: the mail and the export have plain ones.
  .transform((text) => text?.replace(/\r\n?/g, '\n') ?? '')

/** POST survey/{token} (form-encoded or JSON, public): the four scores, a comment and a complaint, both optional. */
export const SurveyAnswerSchema = z.object({
  ...(Object.fromEntries(surveyScores.map((name) => [name, score])) as Record<SurveyScore, typeof score>),
  comment: typed,
  complaint: typed,
})
export type SurveyAnswerInput = z.input<typeof SurveyAnswerSchema>
export type SurveyAnswerValues = z.output<typeof SurveyAnswerSchema>

const kind = z.enum(['hot', 'cold'])

/** GET survey/{token}: the session the survey is about, and whether it was answered already. */
export const SurveyInvitationAnswer = z.object({
  kind,
  title: z.string(),
  /** yyyy-mm-dd: the session's first day. */
  eventDate: z.string(),
  answered: z.boolean(),
})
export type SurveyInvitationAnswer = z.infer<typeof SurveyInvitationAnswer>

/** How many answers gave each score, 1 to 5 (index 0 is score 1). */
const spread = z.array(z.number()).length(5)
const scoreSpreads = z.object(Object.fromEntries(surveyScores.map((name) => [name, spread])) as Record<SurveyScore, typeof spread>)

/** GET surveys (right 7): each offer (registration type) with answers, its counts; paged. */
export const SurveyOffersQuery = z.object({ page: pageNumber, size: pageSize(50) })
export const SurveyOfferItem = z.object({
  typeId: z.number(),
  title: z.string(),
  sessions: z.number(),
  invited: z.number(),
  answers: z.number(),
  demo: z.number(),
  /** yyyy-mm-dd of the latest answered session's first day, null without any. */
  lastSession: z.string().nullable(),
})
export type SurveyOfferItem = z.infer<typeof SurveyOfferItem>
export const SurveyOffersAnswer = paged(SurveyOfferItem)
export type SurveyOffersAnswer = z.infer<typeof SurveyOffersAnswer>

/** One session of an offer, its answers' spread per survey. */
export const SurveySessionResult = z.object({
  registrationId: z.number(),
  eventDate: z.string(),
  kind,
  invited: z.number(),
  answers: z.number(),
  demo: z.number(),
  spreads: scoreSpreads,
})
export type SurveySessionResult = z.infer<typeof SurveySessionResult>

/** One answer, for the comments list and the CSV export. */
export const SurveyAnswerItem = z.object({
  id: z.number(),
  registrationId: z.number(),
  eventDate: z.string(),
  kind,
  ...(Object.fromEntries(surveyScores.map((name) => [name, z.number()])) as Record<SurveyScore, z.ZodNumber>),
  comment: z.string(),
  complaint: z.string(),
  answeredAt: z.string(),
  demo: z.boolean(),
})
export type SurveyAnswerItem = z.infer<typeof SurveyAnswerItem>

/** GET surveys/{typeId} (right 7): the offer's sessions with answers (oldest first) and all its answers. */
export const SurveyOfferResults = z.object({
  typeId: z.number(),
  title: z.string(),
  sessions: z.array(SurveySessionResult),
  answers: z.array(SurveyAnswerItem),
})
export type SurveyOfferResults = z.infer<typeof SurveyOfferResults>

/** A published figure: a share of « à chaud » answers with a good score, its count and its period. */
export const SurveyFigure = z.object({
  score: z.enum(surveyScores),
  percent: z.number(),
  answers: z.number(),
  /** « 2026 », or « 2025-2026 » when the answers counted span two years. */
  period: z.string(),
})
export type SurveyFigure = z.infer<typeof SurveyFigure>

/** GET survey-figures (public): the school's figures and each offer's (by its page's path); none below the minimum. */
export const SurveyFiguresAnswer = z.object({
  minimum: z.number(),
  school: z.array(SurveyFigure),
  offers: z.record(z.string(), z.array(SurveyFigure)),
})
export type SurveyFiguresAnswer = z.infer<typeof SurveyFiguresAnswer>

export const SurveyTokenParams = z.object({ token: z.string().min(1).max(100) })
