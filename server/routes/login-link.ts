import type { FastifyPluginAsync } from 'fastify'
import { ClientSession, ConfirmAccountSchema, CreateAccountSchema } from '../contract/client'
import { SuccessAnswer } from '../contract/common'
import { notFound, parse } from '../errors'
import { sessionToken, setSessionCookie } from '../plugins/auth'
import { admitAccountMail, queueAccountMail } from '../services/account-mail-limits'
import { loginLink, loginLinkMail } from '../services/account-mails'
import { consumeToken, issueToken } from '../services/account-tokens'
import { findAccount } from '../services/client-accounts'
import { clientAnswer, findClient } from '../services/clients'
import { loginSucceeded } from '../services/login-throttle'
import { createSession, deleteSession } from '../services/sessions'
import { requestSource } from '../services/source-address'

/**
 * The client's way in while the password login of the account is throttled (decision 0019): a single-use link,
 * mailed to the account's address, that logs in. Only the owner of the mailbox can use it.
 */
export const loginLinkRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/client/login_link',
    {
      config: {
        doc: {
          summary:
            'Mails a single-use login link (15 min) to the address of an account with a password; any other address gets a mail saying so. The same answer either way; the limits of the account mails (one per address per 60 s, 429 with Retry-After)',
          tag: 'client',
          access: 'public',
          body: CreateAccountSchema,
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      const { email } = parse(CreateAccountSchema, request.body)
      await admitAccountMail(request, email)
      const account = await findAccount(app.db, email, { withPassword: true })
      const link = account ? loginLink(app.config.publicUrl, email, await issueToken(app.db, account.id, 'login')) : null
      await queueAccountMail(request, loginLinkMail(email, link))
      return { success: true }
    },
  )

  app.post(
    '/client/login_with_link',
    {
      config: {
        doc: {
          summary:
            'Consumes the token of a mailed login link and logs in (sets the school_client cookie), whatever the throttle of the password login; the source becomes known to the account (decision 0019)',
          tag: 'client',
          access: 'public',
          body: ConfirmAccountSchema,
          response: ClientSession,
        },
      },
    },
    async (request, reply) => {
      const { email, token } = parse(ConfirmAccountSchema, request.body)
      const clientId = await consumeToken(app.db, email, 'login', token)
      const row = await findClient(app.db, clientId)
      if (!row) throw notFound()
      // The mailbox proved the account: this source starts afresh and may log in during an attack on the account.
      await loginSucceeded(app.db, { kind: 'client', account: email, source: requestSource(request) })
      await deleteSession(app.db, sessionToken(request, 'client'))
      setSessionCookie(reply, 'client', await createSession(app.db, 'client', row.id))
      return { isConnected: true, client: clientAnswer(row) }
    },
  )
}
