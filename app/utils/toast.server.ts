import { redirect } from '@remix-run/node'
import { commitSession, getSession, type SiteSession, type Toast } from './session.server'

/**
 * Post/redirect/get: the message shows once on the page redirected to. Pass the session when the action
 * changed it (a login), so that one cookie carries both.
 */
export async function redirectWithToast(request: Request, url: string, toast: Toast, session?: SiteSession) {
  const target = session ?? (await getSession(request))
  target.flash('toast', toast)
  return redirect(url, { headers: await commitSession(target) })
}

/** Reads the flashed message of this request, and the header that forgets it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Record<string, string> | undefined }> {
  const session = await getSession(request)
  const toast = session.get('toast') ?? null
  return { toast, headers: toast ? await commitSession(session) : undefined }
}
