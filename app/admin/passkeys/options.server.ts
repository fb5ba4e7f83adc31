import { z } from 'zod'
import type { PasskeyCeremony } from '#contract/passkeys'
import { readAdminAction } from '~/admin/action.server'
import { answerFile } from '~/admin/file-route.server'
import { passkeyLoginOptions, passkeyRegistrationOptions } from '~/models/passkeys.server'
import { readForm } from '~/utils/form.server'
import { PRIVATE_HEADERS } from '~/utils/private-headers'

/**
 * The two resource routes that hand the browser a passkey ceremony's options (decision 0041): a POST of the site's
 * own pages (same origin), answered as JSON, never cached. The French message of a refusal is the body's `message`.
 */

/** The security page, where passkeys are added. */
export const SECURITY_PATH = '/admin/security'

const OptionsForm = z.discriminatedUnion('intent', [z.object({ intent: z.literal('options') })])

async function answer(options: () => Promise<PasskeyCeremony>): Promise<Response> {
  try {
    return Response.json(await options(), { headers: PRIVATE_HEADERS })
  } catch (error) {
    const status = error instanceof Error && 'status' in error && typeof error.status === 'number' ? error.status : 502
    const message = error instanceof Error ? error.message : String(error)
    return Response.json({ message }, { status, headers: PRIVATE_HEADERS })
  }
}

/**
 * POST /admin/security/passkey-options: a new passkey's options for the connected member. Not connected, the login
 * page that comes back to the security page (the script follows it there).
 */
export async function registrationOptionsAction(request: Request) {
  return answerFile(request, SECURITY_PATH, async () => {
    await readAdminAction(request, { right: 'staff', schema: OptionsForm, noFieldErrors: true })
    return answer(() => passkeyRegistrationOptions(request))
  })
}

/** POST /admin/login/passkey-options: a login's options, for anyone on the login page. */
export async function loginOptionsAction(request: Request) {
  const posted = await readForm(request)
  if (!OptionsForm.safeParse(Object.fromEntries(posted)).success)
    return Response.json({ message: 'Ce formulaire n’existe pas.' }, { status: 400, headers: PRIVATE_HEADERS })
  return answer(() => passkeyLoginOptions(request))
}
