import type { FastifyPluginAsync } from 'fastify'
import {
  Client,
  ClientLoginSchema,
  ClientPasswordSchema,
  ClientSession,
  ConfirmAccountAnswer,
  ConfirmAccountSchema,
} from '../contract/client'
import { SuccessAnswer } from '../contract/common'
import { parse, unauthorized, ValidationError } from '../errors'
import { clearSessionCookie, requireClient, sessionToken } from '../plugins/auth'
import { accountLinkMail, confirmationLink } from '../services/account-mails'
import { consumeToken, issueToken, revokeTokens } from '../services/account-tokens'
import { confirmAccount, findAccount, findOrCreateAccount, purgeAbandoned, setPassword } from '../services/client-accounts'
import { clientAnswer, findClient, requireConnectedClient } from '../services/clients'
import { admitLogin, rememberSource } from '../services/login-throttle'
import { verifyPassword } from '../services/passwords'
import { hit } from '../services/rate-limit'
import { deleteSession, deleteSessionsOf } from '../services/sessions'
import { requestSource } from '../services/source-address'
import { accountMailRoute } from './account-mail-route'
import { logInClient } from './client-login'

const LOGIN_WINDOW_SECONDS = 15 * 60

export const accountRoutes: FastifyPluginAsync = async (app) => {
  accountMailRoute(
    app,
    '/client/create_account',
    'Mails a confirmation link (24 h) to the address; the same answer whether an account exists or not (an existing account gets a link to choose a new password). One mail per address per 60 s (429 with Retry-After).',
    async (email) => {
      await purgeAbandoned(app.db)
      const account = await findOrCreateAccount(app.db, email, app.clock.now())
      const token = await issueToken(app.db, account.id, 'confirm')
      return accountLinkMail(email, confirmationLink(app.config.publicUrl, email, token), account.passwordHash !== null)
    },
  )

  app.put(
    '/client/confirm_account',
    {
      config: {
        doc: {
          summary:
            'Consumes the token of the mailed link and answers a fresh single-use token (1 h) for /client-account/new-password/{email}/{token}',
          tag: 'client',
          access: 'public',
          body: ConfirmAccountSchema,
          response: ConfirmAccountAnswer,
        },
      },
    },
    async (request) => {
      const { email, token } = parse(ConfirmAccountSchema, request.body)
      const clientId = await consumeToken(app.db, email, 'confirm', token)
      await confirmAccount(app.db, clientId)
      return { success: true, token: await issueToken(app.db, clientId, 'password') }
    },
  )

  app.put(
    '/client/password',
    {
      config: {
        doc: {
          summary:
            'Sets the password: with {email, token} from confirm_account (no old password), or for the connected client with oldPassword. Ends the other sessions of the client.',
          tag: 'client',
          access: 'public',
          body: ClientPasswordSchema,
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      const input = parse(ClientPasswordSchema, request.body)
      if (input.token) {
        const clientId = await consumeToken(app.db, input.email!, 'password', input.token)
        await setPassword(app.db, clientId, input.newPassword)
        await revokeTokens(app.db, clientId)
        // Whoever held a session of this account (a lost password, a shared computer) is logged out.
        await deleteSessionsOf(app.db, 'client', clientId)
        // The mailed link proved the mailbox: this source may log in while an attack on the account goes on.
        await rememberSource(app.db, { kind: 'client', account: input.email!, source: requestSource(request) })
        return { success: true }
      }
      const clientId = await requireClient(request)
      await hit(app.db, [{ key: `client-password:${clientId}`, max: 10, windowSeconds: LOGIN_WINDOW_SECONDS }], 'Trop de tentatives.')
      const row = await findClient(app.db, clientId)
      if (!row || !(await verifyPassword(row.passwordHash, input.oldPassword!))) {
        throw new ValidationError({ oldPassword: ['L’ancien mot de passe est incorrect'] })
      }
      await setPassword(app.db, clientId, input.newPassword)
      await deleteSessionsOf(app.db, 'client', clientId, sessionToken(request, 'client'))
      return { success: true }
    },
  )

  app.post(
    '/client/login',
    {
      config: {
        doc: {
          summary:
            'Client login: sets the school_client cookie (a new session id at every login). Throttled per address and source together (a growing delay, 429 with Retry-After), per source, and per address from unknown sources (decision 0019)',
          tag: 'client',
          access: 'public',
          body: ClientLoginSchema,
          response: ClientSession,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = parse(ClientLoginSchema, request.body)
      const attempt = { kind: 'client', account: email, source: requestSource(request) } as const
      await admitLogin(app.db, attempt)
      const row = await findAccount(app.db, email)
      if (!(await verifyPassword(row?.passwordHash, password)) || !row) {
        throw unauthorized('Adresse e-mail ou mot de passe incorrect.')
      }
      return logInClient(request, reply, row, email)
    },
  )

  app.post(
    '/client/logout',
    {
      config: {
        doc: { summary: 'Client logout (the session ends server-side)', tag: 'client', access: 'public', response: SuccessAnswer },
      },
    },
    async (request, reply) => {
      await deleteSession(app.db, sessionToken(request, 'client'))
      clearSessionCookie(reply, 'client')
      return { success: true }
    },
  )

  app.get(
    '/client/me',
    { config: { doc: { summary: 'The connected client', tag: 'client', access: 'client', response: Client } } },
    async (request) => {
      return clientAnswer(await requireConnectedClient(request))
    },
  )
}
