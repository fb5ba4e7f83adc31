import type { FastifyInstance } from 'fastify'
import { CreateAccountSchema } from '../contract/client'
import { SuccessAnswer } from '../contract/common'
import { parse } from '../errors'
import { admitAccountMail, queueAccountMail } from '../services/account-mail-limits'
import type { Mail } from '../services/mail'

/**
 * Declares a public call that mails a link to the address of its body (create_account, login_link): the account
 * mails' limits admit it before `compose` writes the mail, and the answer is the same whatever the address.
 */
export function accountMailRoute(app: FastifyInstance, path: string, summary: string, compose: (email: string) => Promise<Mail>) {
  app.post(
    path,
    { config: { doc: { summary, tag: 'client', access: 'public', body: CreateAccountSchema, response: SuccessAnswer } } },
    async (request) => {
      const { email } = parse(CreateAccountSchema, request.body)
      await admitAccountMail(request, email)
      await queueAccountMail(request, await compose(email))
      return { success: true }
    },
  )
}
