import type { FastifyPluginAsync } from 'fastify'
import { IdParams, SuccessAnswer } from '../contract/common'
import { Right } from '../contract/rights'
import {
  SurveyAnswerSchema,
  SurveyFiguresAnswer,
  SurveyInvitationAnswer,
  SurveyOfferResults,
  SurveyOffersAnswer,
  SurveyOffersQuery,
  SurveyTokenParams,
} from '../contract/surveys'
import { parse } from '../errors'
import { listSurveyOffers, offerSurveyResults, surveyFigures } from '../services/survey-results'
import { answerSurvey, readSurvey, writeDueSurveyReminders, writeDueSurveys } from '../services/surveys'

/** The satisfaction surveys (issue 31 points 4 and 5): the mailed link's form, staff's results, the published figures. */
export const surveyRoutes: FastifyPluginAsync = async (app) => {
  app.dueWork.add('surveys', async (now) => {
    await writeDueSurveys(app.db, app.config, now)
    await writeDueSurveyReminders(app.db, app.config, now)
  })

  const token = { tag: 'surveys', access: 'public', params: SurveyTokenParams } as const
  app.get(
    '/survey/:token',
    {
      config: {
        doc: {
          ...token,
          summary:
            'The session a mailed survey link is about, and whether it was answered: opening it changes nothing. 404 for an unknown link',
          response: SurveyInvitationAnswer,
        },
      },
    },
    async (request) => readSurvey(app.db, parse(SurveyTokenParams, request.params).token),
  )

  app.post(
    '/survey/:token',
    {
      config: {
        doc: {
          ...token,
          summary:
            'Answers a survey (four scores from 1 to 5, a comment, a complaint mailed to the school), once per link: 409 the second time',
          bodyType: 'form',
          body: SurveyAnswerSchema,
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      const { token: value } = parse(SurveyTokenParams, request.params)
      const values = parse(SurveyAnswerSchema, request.body ?? {})
      await answerSurvey(app.db, app.config, value, values, app.clock.now())
      return { success: true as const }
    },
  )

  app.get(
    '/survey-figures',
    {
      config: {
        doc: {
          summary:
            'The published figures: the share of good scores (4 or 5) of the « à chaud » answers of the last 12 months, for the school and per offer page, with their count and period; none below the minimum of answers',
          tag: 'surveys',
          access: 'public',
          response: SurveyFiguresAnswer,
        },
      },
    },
    async () => surveyFigures(app.db, app.clock.now()),
  )

  app.get(
    '/surveys',
    {
      config: {
        doc: {
          summary: 'The offers (registration types) with surveys sent or answered, with their counts (demo answers counted apart), paged',
          tag: 'surveys',
          access: { rights: [Right.ViewRegistrations] },
          querystring: SurveyOffersQuery,
          response: SurveyOffersAnswer,
        },
      },
    },
    async (request) => {
      const { page, size } = parse(SurveyOffersQuery, request.query)
      return { ...(await listSurveyOffers(app.db, page, size)), page, size }
    },
  )

  app.get(
    '/surveys/:id',
    {
      config: {
        doc: {
          summary: 'The survey results of an offer (registration type): the spread of each score per session and survey, and every answer',
          tag: 'surveys',
          access: { rights: [Right.ViewRegistrations] },
          params: IdParams,
          response: SurveyOfferResults,
        },
      },
    },
    async (request) => offerSurveyResults(app.db, parse(IdParams, request.params).id),
  )
}
