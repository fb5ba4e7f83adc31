import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { requestAccountMail } from '~/models/client.server'
import { config } from '~/utils/config.server'
import { replyWithApiError } from '~/utils/form.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { getSession } from '~/utils/session.server'
import { redirectWithToast } from '~/utils/toast.server'
import { AccountMailFormSchema } from './forms.server'

/** The send button waits this long before a new mail may be asked for (section 9, as the API counts it). */
export const RESEND_DELAY_MS = 60_000

/**
 * CLIENT_AREA=off (DESIGN.md "Readings"): the client area answers the alert page, and so do the registration
 * pages for a visitor who is not connected; development mode shows everything, to work on it.
 */
export function isClientAreaClosed(): boolean {
  return !config.clientArea && !config.isDevelopment
}

/** Thrown to the route's error boundary, which shows the alert of section 2 (ClientAreaErrorBoundary). */
function closedResponse() {
  return data({ clientAreaClosed: true }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
}

export function assertClientAreaOpen() {
  if (isClientAreaClosed()) throw closedResponse()
}

/** The registration pages stay open to connected clients: only visitors get the alert. */
export async function assertRegistrationsOpen(request: Request) {
  if (isClientAreaClosed() && !(await getSession(request)).get('clientToken')) throw closedResponse()
}

/** While the countdown runs: when this visitor may ask for a new mail (epoch ms) and in how many seconds. */
export async function resendOf(request: Request): Promise<{ at: number; inSeconds: number } | null> {
  const at = (await getSession(request)).get('accountMailResendAt')
  const now = Date.now()
  return at && at > now ? { at, inSeconds: Math.ceil((at - now) / 1000) } : null
}

/** The success message of an account mail: the same words whether the address has an account or not. */
export function accountMailSent(email: string) {
  return `Un e-mail vient d’être envoyé à ${email}. Ouvrez le lien qu’il contient (valable 24\u00a0heures) pour continuer.`
}

/**
 * The action of every form asking for an account mail (create, forgotten password, expired link): the API
 * sends it, the countdown starts, and the visitor comes back to `successPath` with the message.
 */
export async function sendAccountMail(request: Request, formData: FormData, successPath: string) {
  const submission = parseWithZod(formData, { schema: AccountMailFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { email, redirectTo } = submission.value
  try {
    await requestAccountMail(request, email)
  } catch (error) {
    return replyWithApiError(submission, error, {}, { fields: ['email'] })
  }
  const session = await getSession(request)
  session.set('accountMailResendAt', Date.now() + RESEND_DELAY_MS)
  // The link comes by mail: the session remembers where the visitor was heading, for the login that follows.
  if (redirectTo) session.set('returnTo', safeRedirect(redirectTo, '/client-account'))
  return redirectWithToast(request, successPath, { kind: 'success', message: accountMailSent(email) }, session)
}
