import type { Registration, RegistrationType } from '#contract/registration'
import { callApi } from '~/utils/api.server'

/** GET registration_type/all: the kinds of offers people register to (category, subcategory, field names). */
export function getRegistrationTypes(request: Request) {
  return callApi<RegistrationType[]>(request, { path: 'registration_type/all', action: 'charger les types d’inscription', kind: 'client' })
}

/** GET registration/all: every dated registration (participants' ids only for staff with the right). */
export function getRegistrations(request: Request) {
  return callApi<Registration[]>(request, { path: 'registration/all', action: 'charger les inscriptions', kind: 'client' })
}
