import type { FastifyPluginAsync } from 'fastify'
import { SuccessAnswer } from '../contract/common'
import { AdvanceRateWindows } from '../contract/rate-windows'
import { parse } from '../errors'
import { advanceWindowsForTests } from '../services/rate-limit'

/**
 * The clock of the rate limits, for the e2e tests only (decision 0044): registered when the test-only
 * TEST_RATE_WINDOW_SECONDS is set, which the configuration refuses outside NODE_ENV=test. A test moves the windows
 * on instead of sleeping until they end; the limits count as in production.
 */
export const rateWindowRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/test/rate-windows/advance',
    {
      config: {
        doc: {
          summary: 'Test sites only: every rate-limit window and login delay as if `seconds` had passed',
          tag: 'meta',
          access: 'public',
          body: AdvanceRateWindows,
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      const { seconds } = parse(AdvanceRateWindows, request.body)
      await advanceWindowsForTests(app.db, seconds)
      return { success: true as const }
    },
  )
}
