import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { forgetClient, requireClient, sessionEndedRedirect } from '~/client-area/auth.server'
import { assertClientAreaOpen } from '~/client-area/client-area.server'
import { deleteClientAccount } from '~/models/client.server'
import { ApiError } from '~/utils/api.server'
import { readForm } from '~/utils/form.server'
import { getSession } from '~/utils/session.server'
import { sharedOutcome } from '~/utils/single-flight.server'
import { redirectWithToast } from '~/utils/toast.server'

export async function loader({ request }: LoaderFunctionArgs) {
  assertClientAreaOpen()
  await requireClient(request)
  return null
}

/** RGPD right to erasure: the API erases the client; the site forgets the session and says goodbye. */
export async function action({ request }: ActionFunctionArgs) {
  assertClientAreaOpen()
  await readForm(request)
  await requireClient(request)
  const clientToken = (await getSession(request)).get('clientToken') ?? ''
  try {
    // A second click without JavaScript finds the account gone: it shares the first one's goodbye.
    await sharedOutcome(['delete-account', clientToken], () => deleteClientAccount(request))
  } catch (error) {
    const ended = await sessionEndedRedirect(request, error)
    if (ended) return ended
    if (error instanceof ApiError) return data({ error: error.message }, { status: error.status ?? 503 })
    throw error
  }
  const session = await forgetClient(request)
  const goodbye = 'Votre compte et vos données personnelles ont été supprimés. Au revoir, et merci de votre confiance\u00a0!'
  return redirectWithToast(request, '/', { kind: 'success', message: goodbye }, session)
}
