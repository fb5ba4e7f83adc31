import { and, asc, count, eq, gte, inArray } from 'drizzle-orm'
import { todayInParis } from '../contract/dates'
import {
  GOOD_SCORE,
  type SurveyAnswerItem,
  type SurveyFigure,
  type SurveyFiguresAnswer,
  type SurveyOfferItem,
  type SurveyOfferResults,
  type SurveyScore,
  surveyScores,
  type SurveySessionResult,
} from '../contract/surveys'
import type { Database } from '../db'
import { registration, registrationType, surveyAnswer, surveyInvitation } from '../db/schema'
import { notFound } from '../errors'

/** What staff read of the surveys, and the figures the site publishes (issue 31 points 4 and 5, decision 0040). */

/** Below this many answers, no figure is published: a percentage of a handful of people says nothing. */
export const FIGURE_MINIMUM = 10
/** The figures count the « à chaud » answers of the last 12 months. */
const FIGURE_PERIOD_MS = 365 * 24 * 3600_000
/** The scores the site publishes a figure of. */
export const publishedScores: readonly SurveyScore[] = ['satisfaction', 'objectives', 'recommendation']

type AnswerRow = typeof surveyAnswer.$inferSelect

const answerItem = (row: AnswerRow, eventDate: string): SurveyAnswerItem => ({
  id: row.id,
  registrationId: row.registrationId,
  eventDate,
  kind: row.kind,
  ...(Object.fromEntries(surveyScores.map((name) => [name, row[name]])) as Record<SurveyScore, number>),
  comment: row.comment,
  complaint: row.complaint,
  answeredAt: row.answeredAt.toISOString(),
  demo: row.demo,
})

/** The offers (registration types) with surveys sent or answered, by title, one page. */
export async function listSurveyOffers(db: Database, page: number, size: number): Promise<{ items: SurveyOfferItem[]; total: number }> {
  const [invited, answered, types] = await Promise.all([
    db
      .select({ registrationId: surveyInvitation.registrationId, n: count() })
      .from(surveyInvitation)
      .groupBy(surveyInvitation.registrationId),
    db
      .select({ registrationId: surveyAnswer.registrationId, demo: surveyAnswer.demo, n: count() })
      .from(surveyAnswer)
      .groupBy(surveyAnswer.registrationId, surveyAnswer.demo),
    db
      .select({
        id: registrationType.id,
        title: registrationType.titleRegistration,
        registrationId: registration.id,
        eventDate: registration.eventDate,
      })
      .from(registrationType)
      .innerJoin(registration, eq(registration.idRegistrationType, registrationType.id))
      .orderBy(asc(registrationType.titleRegistration), asc(registrationType.id)),
  ])
  const offers = new Map<number, SurveyOfferItem>()
  for (const session of types) {
    const sent = invited.find((one) => one.registrationId === session.registrationId)?.n ?? 0
    const answers = answered.filter((one) => one.registrationId === session.registrationId)
    if (!sent && !answers.length) continue
    const offer = offers.get(session.id) ?? {
      typeId: session.id,
      title: session.title,
      sessions: 0,
      invited: 0,
      answers: 0,
      demo: 0,
      lastSession: null,
    }
    offer.sessions += 1
    offer.invited += sent
    offer.answers += answers.reduce((sum, one) => sum + one.n, 0)
    offer.demo += answers.filter((one) => one.demo).reduce((sum, one) => sum + one.n, 0)
    if (answers.length && (!offer.lastSession || session.eventDate > offer.lastSession)) offer.lastSession = session.eventDate
    offers.set(session.id, offer)
  }
  const items = [...offers.values()]
  return { items: items.slice((page - 1) * size, page * size), total: items.length }
}

/** An offer's results: per session and survey, the spread of each score (sessions oldest first), and every answer. */
export async function offerSurveyResults(db: Database, typeId: number): Promise<SurveyOfferResults> {
  const [type] = await db.select().from(registrationType).where(eq(registrationType.id, typeId))
  if (!type) throw notFound('Cette inscription n’existe pas.')
  const sessions = await db
    .select({ id: registration.id, eventDate: registration.eventDate })
    .from(registration)
    .where(eq(registration.idRegistrationType, typeId))
    .orderBy(asc(registration.eventDate), asc(registration.id))
  const ids = sessions.map((one) => one.id)
  const [answers, invited] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(surveyAnswer)
          .where(inArray(surveyAnswer.registrationId, ids))
          .orderBy(asc(surveyAnswer.answeredAt), asc(surveyAnswer.id)),
        db
          .select({ registrationId: surveyInvitation.registrationId, kind: surveyInvitation.kind, n: count() })
          .from(surveyInvitation)
          .where(inArray(surveyInvitation.registrationId, ids))
          .groupBy(surveyInvitation.registrationId, surveyInvitation.kind),
      ])
    : [[], []]
  const results: SurveySessionResult[] = sessions.flatMap((session) =>
    (['hot', 'cold'] as const).flatMap((kind) => {
      const ofSurvey = answers.filter((one) => one.registrationId === session.id && one.kind === kind)
      const sent = invited.find((one) => one.registrationId === session.id && one.kind === kind)?.n ?? 0
      if (!ofSurvey.length && !sent) return []
      return [
        {
          registrationId: session.id,
          eventDate: session.eventDate,
          kind,
          invited: sent,
          answers: ofSurvey.length,
          demo: ofSurvey.filter((one) => one.demo).length,
          spreads: Object.fromEntries(
            surveyScores.map((name) => [name, [1, 2, 3, 4, 5].map((value) => ofSurvey.filter((one) => one[name] === value).length)]),
          ) as SurveySessionResult['spreads'],
        },
      ]
    }),
  )
  const dateOf = new Map(sessions.map((one) => [one.id, one.eventDate]))
  return {
    typeId,
    title: type.titleRegistration,
    sessions: results,
    answers: answers.map((row) => answerItem(row, dateOf.get(row.registrationId)!)),
  }
}

/** The figures of a set of answers: none below the minimum. */
function figuresOf(answers: Pick<AnswerRow, SurveyScore | 'answeredAt'>[]): SurveyFigure[] {
  if (answers.length < FIGURE_MINIMUM) return []
  const years = answers.map((one) => todayInParis(one.answeredAt).slice(0, 4)).sort()
  const period = years[0] === years.at(-1) ? years[0] : `${years[0]}-${years.at(-1)}`
  return publishedScores.map((score) => ({
    score,
    percent: Math.round((100 * answers.filter((one) => one[score] >= GOOD_SCORE).length) / answers.length),
    answers: answers.length,
    period,
  }))
}

/**
 * The published figures at `now`: the share of « à chaud » answers of the last 12 months with a good score, for the
 * school and for each offer page (a registration type's link), none below FIGURE_MINIMUM answers.
 */
export async function surveyFigures(db: Database, now: Date): Promise<SurveyFiguresAnswer> {
  const rows = await db
    .select({
      link: registrationType.link,
      answeredAt: surveyAnswer.answeredAt,
      ...Object.fromEntries(surveyScores.map((name) => [name, surveyAnswer[name]])),
    } as { link: typeof registrationType.link; answeredAt: typeof surveyAnswer.answeredAt } & Record<
      SurveyScore,
      typeof surveyAnswer.satisfaction
    >)
    .from(surveyAnswer)
    .innerJoin(registration, eq(registration.id, surveyAnswer.registrationId))
    .innerJoin(registrationType, eq(registrationType.id, registration.idRegistrationType))
    .where(and(eq(surveyAnswer.kind, 'hot'), gte(surveyAnswer.answeredAt, new Date(now.getTime() - FIGURE_PERIOD_MS))))
  const links = [...new Set(rows.map((row) => row.link).filter(Boolean))]
  const offers = Object.fromEntries(
    links.flatMap((link) => {
      const figures = figuresOf(rows.filter((row) => row.link === link))
      return figures.length ? [[link, figures]] : []
    }),
  )
  return { minimum: FIGURE_MINIMUM, school: figuresOf(rows), offers }
}
