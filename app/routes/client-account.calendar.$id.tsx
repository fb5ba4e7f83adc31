import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { CLIENT_AREA_PATH, requireClient } from '~/client-area/auth.server'
import { isClientAreaClosed } from '~/client-area/client-area.server'
import { downloadFailed, passFileOn } from '~/client-area/downloads.server'
import { getRegistrationCalendar } from '~/models/client.server'
import { idParam } from '~/utils/errors.server'

/**
 * The calendar file (.ics) of one of the client's registrations, streamed from the API, which answers 404 for a
 * registration the client is not linked to: nobody gets another client's calendar through the site.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  // A file has no page to show the alert on: the client area shows it.
  if (isClientAreaClosed()) throw redirect(CLIENT_AREA_PATH)
  const id = idParam(params.id)
  await requireClient(request, CLIENT_AREA_PATH)
  try {
    return passFileOn(await getRegistrationCalendar(request, id))
  } catch (error) {
    return downloadFailed(request, error)
  }
}
