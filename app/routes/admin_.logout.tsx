import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { ADMIN_HOME, ADMIN_LOGIN, forgetStaff } from '~/admin/auth.server'
import { logoutStaff } from '~/models/user.server'
import { logFailure } from '~/utils/log.server'
import { logout } from '~/utils/logout.server'
import { redirectWithToast } from '~/utils/toast.server'

/** Logging out is a POST (the admin header's button): a GET only leads to the admin home. */
export function loader() {
  return redirect(ADMIN_HOME)
}

/** POST /admin/logout: ends the API's session, and the site forgets it whatever the API answered. */
export async function action({ request }: ActionFunctionArgs) {
  const session = await logout(request, {
    endApiSession: logoutStaff,
    forget: forgetStaff,
    logApiFailure: (error) => logFailure('la déconnexion auprès de l’API a échoué', error, request),
  })
  return redirectWithToast(request, ADMIN_LOGIN, { kind: 'success', message: 'Déconnexion effectuée.' }, session)
}
