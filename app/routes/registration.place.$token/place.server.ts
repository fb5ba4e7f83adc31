import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { assertRegistrationsOpen } from '~/client-area/client-area.server'
import { getHeldPlace, takeHeldPlace } from '~/models/registration.server'
import { formatDate, registrationPath, registrationTitle } from '~/registrations/registrations'
import { ApiError } from '~/utils/api.server'
import { formatDateTime } from '~/utils/dates'
import { readForm } from '~/utils/form.server'
import { PRIVATE_HEADERS } from '~/utils/private-headers'
import { formKeyOf, newFormKey, sharedOutcome } from '~/utils/single-flight.server'
import { redirectWithToast } from '~/utils/toast.server'

/** A link that no longer holds a place (410): the API's French reason, for the page to say. */
function gone(error: unknown) {
  if (error instanceof ApiError && error.status === 410)
    return data({ gone: error.display.message, place: null, formKey: null }, { status: 410, headers: PRIVATE_HEADERS })
  throw error
}

/** The place a waiting list's mail holds (issue 28): opening its link changes nothing (mail scanners open links). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await assertRegistrationsOpen(request)
  try {
    const { registration, type, firstName, heldUntil } = await getHeldPlace(request, params.token ?? '')
    const place = {
      title: registrationTitle(registration, type),
      typeTitle: type.title_registration,
      displayDate: formatDate(registration.event_date),
      eventDate: registration.event_date.slice(0, 10),
      firstName,
      until: formatDateTime(heldUntil),
    }
    return data({ gone: null, place, formKey: newFormKey() }, { headers: PRIVATE_HEADERS })
  } catch (error) {
    return gone(error)
  }
}

/** The button's POST takes the place; a double click shares the first click's answer instead of a used link. */
export async function action({ request, params }: ActionFunctionArgs) {
  await assertRegistrationsOpen(request)
  const formData = await readForm(request)
  const token = params.token ?? ''
  try {
    const { registration, type } = await sharedOutcome(['held-place', formKeyOf(formData), token], () => takeHeldPlace(request, token))
    return redirectWithToast(request, registrationPath(type, registration.id), {
      kind: 'success',
      message: 'Votre inscription est confirmée.',
    })
  } catch (error) {
    return gone(error)
  }
}
