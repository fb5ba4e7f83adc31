import type { FastifyPluginAsync } from 'fastify'
import { SuccessAnswer } from '../contract/common'
import { FailedMailList, FailedMailsQuery, MailParams } from '../contract/mail'
import { Right } from '../contract/rights'
import { parse } from '../errors'
import { listFailedMails, resendFailedMail } from '../services/outbox'
import { parsePath } from '../services/strict-params'

/** The outbox seen by the administrators: the mails it gave up, to send again once the cause is fixed. */
export const mailRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/admin/mails/failed',
    {
      config: {
        doc: {
          summary: 'The mails the outbox gave up after its last attempt, newest first, one page (size at most 200)',
          tag: 'admin',
          access: { rights: [Right.FullAdmin] },
          querystring: FailedMailsQuery,
          response: FailedMailList,
        },
      },
    },
    async (request) => {
      const { page, size } = parse(FailedMailsQuery, request.query)
      return { ...(await listFailedMails(app.db, page, size)), page, size }
    },
  )

  app.post(
    '/admin/mails/:id/resend',
    {
      config: {
        doc: {
          summary: 'Sends a mail given up again (due at once, attempts counted anew); 404 for any other mail',
          tag: 'admin',
          access: { rights: [Right.FullAdmin] },
          params: MailParams,
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      const { id } = parsePath(MailParams, request.params, 'Cet e-mail n’est pas parmi les envois abandonnés.')
      await resendFailedMail(request, id)
      return { success: true }
    },
  )
}
