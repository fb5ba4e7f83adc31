import { redirect } from '@remix-run/node'
import { PRIVATE_HEADERS } from '~/utils/private-headers'
import { ADMIN_LOGIN, getStaffState } from './auth.server'

/**
 * The one way into a file's address (an export, the upload forms' JSON twin), which has no page of its own: not
 * connected, the login that comes back to `page`; a right missing (the file's guard or the API says 403), `page`
 * itself, which shows the French 403 page as every admin page does. The redirect is a 307 so that a post stays a
 * post: its page's own action answers it. Every answer is private, never cached.
 */
export async function answerFile(request: Request, page: string, answer: () => Promise<Response>): Promise<Response> {
  try {
    if (!(await getStaffState(request)).staff) {
      return redirect(`${ADMIN_LOGIN}?${new URLSearchParams({ redirectTo: page })}`, { headers: PRIVATE_HEADERS })
    }
    return await answer()
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    if (thrown.status === 403) return redirect(page, { status: 307, headers: PRIVATE_HEADERS })
    // The other refusals of the guards (404, the API's failures): their status and French message.
    for (const [name, value] of Object.entries(PRIVATE_HEADERS)) thrown.headers.set(name, value)
    throw thrown
  }
}
