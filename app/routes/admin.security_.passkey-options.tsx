import type { ActionFunctionArgs } from '@remix-run/node'
import { registrationOptionsAction } from '~/admin/passkeys/options.server'

/** POST only: the options of a new passkey for the connected member (app/admin/passkeys). */
export const action = ({ request }: ActionFunctionArgs) => registrationOptionsAction(request)
