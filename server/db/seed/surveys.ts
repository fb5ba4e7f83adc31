import { and, eq } from 'drizzle-orm'
import { todayInParis } from '../../contract/dates'
import { shiftDay } from '../../services/reminders'
import type { Database } from '..'
import { registration, registrationType, surveyAnswer } from '../schema'

/** The comments of the demo answers, in turn (some answers have none). */
const COMMENTS = [
  'Une formation dense et très concrète, merci.',
  '',
  'Les mises en situation m’ont beaucoup apporté.',
  '',
  'J’aurais aimé un peu plus de temps pour les exercices en binôme.',
  '',
]

/**
 * Demo answers to the satisfaction surveys (`npm run seed` only, never the first start of a real school): two past
 * sessions of each training with twelve « à chaud » answers each, and six « à froid » answers for the older one,
 * mostly 4 and 5, every one marked `demo` (the admin says so), so that the site shows figures computed from them
 * (decision 0040). A training that has demo answers already is left alone.
 */
export async function seedDemoSurveys(db: Database, today = todayInParis()): Promise<void> {
  const types = await db.select().from(registrationType).where(eq(registrationType.category, 'training'))
  for (const [typeIndex, type] of types.entries()) {
    const [seeded] = await db
      .select({ id: surveyAnswer.id })
      .from(surveyAnswer)
      .innerJoin(registration, eq(registration.id, surveyAnswer.registrationId))
      .where(and(eq(registration.idRegistrationType, type.id), eq(surveyAnswer.demo, true)))
      .limit(1)
    if (seeded) continue
    for (const [sessionIndex, daysAgo] of [150, 45].entries()) {
      const eventDate = shiftDay(today, -daysAgo)
      const [session] = await db
        .insert(registration)
        .values({ idRegistrationType: type.id, eventDate, data: { Date: 'Session de démonstration (réponses fictives)' } })
        .returning({ id: registration.id })
      const answers = (kind: 'hot' | 'cold', count: number, after: number) =>
        Array.from({ length: count }, (_, index) => {
          // Mostly 5 and 4, now and then a 3 or a 2: a spread, and figures below 100 %.
          // The later session a little better than the first, and each question its own spread.
          const scores = sessionIndex ? [5, 4, 5, 5, 4, 5, 4, 3, 5, 4, 5, 5] : [5, 4, 3, 3, 4, 5, 4, 2, 5, 4, 3, 4]
          const score = (question: number) => scores[(index * (question + 1) + typeIndex) % 12]
          return {
            registrationId: session.id,
            kind,
            satisfaction: score(0),
            objectives: score(1),
            teaching: score(2),
            recommendation: score(3),
            comment: COMMENTS[index % COMMENTS.length],
            answeredAt: new Date(`${shiftDay(eventDate, after)}T10:00:00Z`),
            demo: true,
          }
        })
      await db.insert(surveyAnswer).values(answers('hot', 12, 1))
      if (daysAgo > 60) await db.insert(surveyAnswer).values(answers('cold', 6, 61))
    }
  }
}
