import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { getRegistrationCalendar } from '~/models/client.server'
import { downloadFailed, passFileOn } from '~/client-area/downloads.server'
import { isClientAreaClosed } from '~/client-area/client-area.server'
import { CLIENT_AREA_PATH, requireClient } from '~/utils/client-auth.server'

/**
 * The calendar file (.ics) of one of the client's registrations, streamed from the API, which answers 404 for a
 * registration the client is not linked to: nobody gets another client's calendar through the site.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  // A file has no page to show the alert on: the client area shows it.
  if (isClientAreaClosed()) throw redirect(CLIENT_AREA_PATH)
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? '')) throw new Response('Not Found', { status: 404 })
  await requireClient(request, CLIENT_AREA_PATH)
  try {
    return passFileOn(await getRegistrationCalendar(request, Number(params.id)))
  } catch (error) {
    return downloadFailed(request, error)
  }
}
