import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { CLIENT_AREA_PATH, forgetClient } from '~/client-area/auth.server'
import { isClientAreaClosed } from '~/client-area/client-area.server'
import { logoutClient } from '~/models/client.server'
import { logFailure } from '~/utils/log.server'
import { logout } from '~/utils/logout.server'
import { redirectWithToast } from '~/utils/toast.server'

/** Logging out is a POST (the footer's and the client area's button): a GET only leads to the client area. */
export function loader() {
  return redirect(CLIENT_AREA_PATH)
}

/**
 * Ends the API's session, and the site forgets it whatever the API answered: a visitor who asks to leave is
 * never kept connected. Stays open while the client area is off, so that nobody stays logged in.
 */
export async function action({ request }: ActionFunctionArgs) {
  const session = await logout(request, {
    endApiSession: logoutClient,
    forget: forgetClient,
    logApiFailure: (error) => logFailure('la déconnexion du client a échoué à l’API', error.message, request),
  })
  const target = isClientAreaClosed() ? '/' : CLIENT_AREA_PATH
  return redirectWithToast(request, target, { kind: 'success', message: 'Déconnexion effectuée. À bientôt\u00a0!' }, session)
}
