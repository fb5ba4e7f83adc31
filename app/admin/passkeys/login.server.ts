import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { z } from 'zod'
import { safeAdminRedirect, startStaffSession } from '~/admin/auth.server'
import { loginStaffWithPasskey } from '~/models/passkeys.server'
import { replyWithApiError } from '~/utils/form.server'

/** `intent=passkey`: the challenge's id and the authenticator's answer, as the login page's script posts them. */
const PasskeyLoginForm = z.object({
  intent: z.literal('passkey'),
  challenge: z.string().min(1).max(100),
  response: z.string().min(1).max(20_000),
  redirectTo: z.string().max(2000).optional(),
})

function parsedResponse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * POST /admin/login with `intent=passkey` (decision 0041): the API verifies the passkey and opens the session, kept in
 * the site's session as after a password and a code; a refusal shows above the login form.
 */
export async function passkeyLogin(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: PasskeyLoginForm })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ formErrors: ['La clé d’accès n’a pas répondu. Réessayez.'] }) }, { status: 400 })
  }
  const { challenge, response } = submission.value
  const redirectTo = submission.value.redirectTo ?? new URL(request.url).searchParams.get('redirectTo') ?? undefined
  try {
    const login = await loginStaffWithPasskey(request, { challenge, response: parsedResponse(response) })
    return await startStaffSession(request, { staffToken: login.staffToken, user: login.session.user }, safeAdminRedirect(redirectTo))
  } catch (error) {
    return replyWithApiError(submission, error, {}, { hideFields: ['response', 'challenge'] })
  }
}
