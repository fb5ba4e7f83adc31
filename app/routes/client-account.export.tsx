import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { CLIENT_AREA_PATH, requireClient } from '~/client-area/auth.server'
import { isClientAreaClosed } from '~/client-area/client-area.server'
import { downloadFailed, passFileOn } from '~/client-area/downloads.server'
import { exportClientData } from '~/models/client.server'

/** RGPD right of access: the JSON file of everything the school holds about the connected client. */
export async function loader({ request }: LoaderFunctionArgs) {
  // A file has no page to show the alert on: the client area shows it.
  if (isClientAreaClosed()) throw redirect(CLIENT_AREA_PATH)
  await requireClient(request, CLIENT_AREA_PATH)
  try {
    return passFileOn(await exportClientData(request))
  } catch (error) {
    return downloadFailed(request, error)
  }
}
