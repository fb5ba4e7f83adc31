import { pageIds } from '../pages'
import { homeTexts } from './home'
import { becomeCoachTexts, businessCoachingTexts, coachingTexts, lifeCoachingTexts } from './offers-categories'
import { eventsTexts } from './offers-events'
import { sessionsTexts } from './offers-sessions'
import { stagesTexts } from './offers-stages'
import { trainerTrainingsTexts } from './offers-trainer-trainings'
import { trainingsTexts } from './offers-trainings'

/**
 * The default html texts of every page, by page id and text id. The seed writes them into the API; a page
 * shows the API's text and falls back to these when a block is missing.
 */
export const defaultTexts: Record<number, Record<string, string>> = {
  [pageIds.home]: homeTexts,
  // Offer pages: one page id per family, its sub-pages' blocks prefixed by their slug (app/content/catalogue.ts).
  [pageIds.lifeCoaching]: lifeCoachingTexts,
  [pageIds.becomeCoach]: becomeCoachTexts,
  [pageIds.businessCoaching]: businessCoachingTexts,
  [pageIds.events]: eventsTexts,
  [pageIds.stages]: stagesTexts,
  [pageIds.trainerTrainings]: trainerTrainingsTexts,
  [pageIds.sessions]: sessionsTexts,
  [pageIds.trainings]: trainingsTexts,
  [pageIds.coaching]: coachingTexts,
}
