import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { followMailedLink, mailedLinkPage } from '~/client-area/mailed-link.server'
import { confirmAccount } from '~/models/client.server'
import { redirectWithToast } from '~/utils/toast.server'

const CONFIRMED = 'La confirmation a été effectuée.'

export const loader = (args: LoaderFunctionArgs) => mailedLinkPage(args)

/** Only the button's POST confirms; the account's password page comes next. */
export const action = (args: ActionFunctionArgs) =>
  followMailedLink(args, 'confirm-account', confirmAccount, (passwordToken, { email }) => {
    const next = `/client-account/new-password/${encodeURIComponent(email)}/${encodeURIComponent(passwordToken)}`
    return redirectWithToast(args.request, next, { kind: 'success', message: CONFIRMED })
  })
