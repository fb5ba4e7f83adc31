import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { requestAccountMail, requestLoginLink } from '~/models/client.server'
import { ApiError, ApiFieldErrors } from '~/utils/api.server'
import { config } from '~/utils/config.server'
import { replyWithApiError } from '~/utils/form.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { getSession } from '~/utils/session.server'
import { redirectWithToast } from '~/utils/toast.server'
import { AccountMailFormSchema, LoginLinkFormSchema } from './forms.server'

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

/**
 * The answer of a page reached from a mailed link when the API refused the link's token: used, expired or cut
 * (400 on the token or the address) is `expired`, which the page shows with a form for a new mail; any other
 * refusal is `error`, shown above the button.
 */
export function refusedLinkAnswer(error: unknown) {
  if (error instanceof ApiFieldErrors)
    return data({ expired: Object.values(error.errors).flat()[0] ?? error.message, error: null }, { status: 400 })
  if (error instanceof ApiError) return data({ expired: null, error: error.message }, { status: error.status ?? 503 })
  throw error
}

/** The success message of an account mail: the same words whether the address has an account or not. */
export function accountMailSent(email: string) {
  return `Un e-mail vient d’être envoyé à ${email}. Ouvrez le lien qu’il contient (valable 24\u00a0heures) pour continuer.`
}

/** The success message of a login link: true whether the address has an account or not. */
export function loginLinkSent(email: string) {
  return `Un e-mail vient d’être envoyé à ${email}. S’il existe un compte client à cette adresse, il contient un lien de connexion valable 15\u00a0minutes.`
}

/** The forms that ask the API for a mail to an address, by intent: what each sends and what the page says then. */
const mailForms = {
  create: { schema: AccountMailFormSchema, send: requestAccountMail, sent: accountMailSent },
  'login-link': { schema: LoginLinkFormSchema, send: requestLoginLink, sent: loginLinkSent },
}

/**
 * The action of every form asking for an account mail (create, forgotten password, expired link, login link): the
 * API sends it, the countdown starts, and the visitor comes back to `successPath` with the message.
 */
export async function sendAccountMail(
  request: Request,
  formData: FormData,
  successPath: string,
  intent: keyof typeof mailForms = 'create',
) {
  const form = mailForms[intent]
  const submission = parseWithZod(formData, { schema: form.schema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { email, redirectTo } = submission.value
  try {
    await form.send(request, email)
  } catch (error) {
    return replyWithApiError(submission, error, {}, { fields: ['email'] })
  }
  const session = await getSession(request)
  session.set('accountMailResendAt', Date.now() + RESEND_DELAY_MS)
  // The link comes by mail: the session remembers where the visitor was heading, for the login that follows.
  if (redirectTo) session.set('returnTo', safeRedirect(redirectTo, '/client-account'))
  return redirectWithToast(request, successPath, { kind: 'success', message: form.sent(email) }, session)
}
