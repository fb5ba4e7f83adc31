import type { FastifyPluginAsync } from 'fastify'
import { ClientSession, ConfirmAccountSchema } from '../contract/client'
import { notFound, parse } from '../errors'
import { loginLink, loginLinkMail } from '../services/account-mails'
import { consumeToken, issueToken } from '../services/account-tokens'
import { findAccount } from '../services/client-accounts'
import { findClient } from '../services/clients'
import { accountMailRoute } from './account-mail-route'
import { logInClient } from './client-login'

/**
 * The client's way in while the password login of the account is throttled (decision 0019): a single-use link,
 * mailed to the account's address, that logs in. Only the owner of the mailbox can use it.
 */
export const loginLinkRoutes: FastifyPluginAsync = async (app) => {
  accountMailRoute(
    app,
    '/client/login_link',
    'Mails a single-use login link (15 min) to the address of an account with a password; any other address gets a mail saying so. The same answer either way; the limits of the account mails (one per address per 60 s, 429 with Retry-After)',
    async (email) => {
      const account = await findAccount(app.db, email, { withPassword: true })
      return loginLinkMail(email, account ? loginLink(app.config.publicUrl, email, await issueToken(app.db, account.id, 'login')) : null)
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
      return logInClient(request, reply, row, email)
    },
  )
}
