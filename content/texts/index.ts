import { pageIds } from '../pages'
import { aboutTexts } from './about'
import { blogTexts } from './blog'
import { founderTexts } from './founder'
import { homeTexts } from './home'
import { legalNoticeTexts } from './legal-notice'
import { methodTexts } from './method'
import { newsTexts } from './news'
import { becomeCoachTexts, businessCoachingTexts, coachingTexts, lifeCoachingTexts } from './offers-categories'
import { eventsTexts } from './offers-events'
import { sessionsTexts } from './offers-sessions'
import { stagesTexts } from './offers-stages'
import { trainerTrainingsTexts } from './offers-trainer-trainings'
import { trainingsTexts } from './offers-trainings'
import { schoolTexts } from './school'

/**
 * The default html texts of every page, by page id and text id. The seed writes them into the API; a page
 * shows the API's text and falls back to these when a block is missing.
 */
export const defaultTexts: Record<number, Record<string, string>> = {
  [pageIds.founder]: founderTexts,
  [pageIds.home]: homeTexts,
  [pageIds.method]: methodTexts,
  [pageIds.school]: schoolTexts,
  [pageIds.legalNotice]: legalNoticeTexts,
  [pageIds.news]: newsTexts,
  [pageIds.blog]: blogTexts,
  [pageIds.about]: aboutTexts,
  // Offer pages: one page id per family, its sub-pages' blocks prefixed by their slug (content/catalogue.ts).
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
