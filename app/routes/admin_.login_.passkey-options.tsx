import type { ActionFunctionArgs } from '@remix-run/node'
import { loginOptionsAction } from '~/admin/passkeys/options.server'

/** POST only: the options of a login with a passkey (app/admin/passkeys). */
export const action = ({ request }: ActionFunctionArgs) => loginOptionsAction(request)
