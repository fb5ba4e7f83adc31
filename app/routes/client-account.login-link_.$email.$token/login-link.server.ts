import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { startClientSession } from '~/client-area/auth.server'
import { followMailedLink, mailedLinkPage } from '~/client-area/mailed-link.server'
import { loginWithLink } from '~/models/client.server'

export const loader = (args: LoaderFunctionArgs) => mailedLinkPage(args)

/** Only the button's POST logs in; a double click shares the first one's session instead of a used link. */
export const action = (args: ActionFunctionArgs) =>
  // Where the visitor was heading when asking for the link, kept by the session of this browser.
  followMailedLink(args, 'login-link', loginWithLink, (login) => startClientSession(args.request, login.clientToken, undefined))
