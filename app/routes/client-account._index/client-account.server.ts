import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { lastCancelDay, todayInParis } from '#contract/dates'
import type { ClientRegistration, ClientRegistrations } from '#contract/registration'
import { CLIENT_AREA_PATH, readAsClient } from '~/client-area/auth.server'
import { assertClientAreaOpen, resendOf, sendAccountMail } from '~/client-area/client-area.server'
import { AccountFormSchema, accountMailConstraint, LoginFormSchema } from '~/client-area/forms.server'
import { getClientAccount, getClientRegistrations, getCurrentClient } from '~/models/client.server'
import { formatDate, registrationPath, registrationPlace, registrationTitle } from '~/registrations/registrations'
import { ApiError } from '~/utils/api.server'
import { httpError, loadFailure } from '~/utils/errors.server'
import { readForm } from '~/utils/form.server'
import { constraintsOf } from '~/utils/form-constraints.server'
import { logFailure } from '~/utils/log.server'
import { PasswordChangeFormSchema } from '~/utils/password-form.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { cancelMyRegistration, changeAccountPassword, logIn, updateAccount } from './actions.server'
import type { MyRegistration, MyRegistrationLists } from './my-registrations'

// Built once: the same for every request.
const visitorConstraints = { login: constraintsOf(LoginFormSchema), create: accountMailConstraint }
const clientConstraints = { account: constraintsOf(AccountFormSchema), password: constraintsOf(PasswordChangeFormSchema) }

export async function loader({ request }: LoaderFunctionArgs) {
  assertClientAreaOpen()
  const requested = new URL(request.url).searchParams.get('redirectTo')
  const redirectTo = requested ? safeRedirect(requested, '') || null : null
  const state = await readAsClient(request, () => myAccount(request)).catch(loadFailure)
  if (!state.client) {
    const visitor = {
      connected: false as const,
      redirectTo,
      resend: await resendOf(request),
      sessionEnded: state.sessionEnded ?? null,
      constraints: visitorConstraints,
    }
    return data(visitor, { headers: state.headers })
  }
  // Already connected: the page the visitor was heading to.
  if (redirectTo) throw redirect(redirectTo)
  return data({ connected: true as const, ...state, constraints: clientConstraints })
}

/**
 * The page's data in one call (client/account, issue 33). When that call fails but for a 401 (the session has ended),
 * the page still shows the client's own forms with the failure in place of the registrations, as it did when it asked
 * for them apart: the client alone is asked again (client/me), whose failure is the page's.
 */
async function myAccount(request: Request) {
  try {
    const { client, registrations, certificates } = await getClientAccount(request)
    // The certificates of completion (decision 0039): each past session's latest number, beside it.
    const numbers = new Map(certificates.map((one) => [one.registrationId, one.number]))
    return { client, registrations: myRegistrationLists(registrations, numbers), registrationsError: null }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) throw error
    logFailure('une lecture de l’API a échoué', error.message)
    return { client: await getCurrentClient(request), registrations: null, registrationsError: error.message }
  }
}

/** A registration as the page lists it (./my-registrations.tsx), with its cancellation's deadline (issue 28). */
function myRegistration({ registration, type }: ClientRegistration, certificates?: Map<number | null, string>): MyRegistration {
  const last = lastCancelDay(registration.event_date, type.cancel_days)
  return {
    id: registration.id,
    eventDate: registration.event_date,
    date: formatDate(registration.event_date),
    title: registrationTitle(registration, type),
    place: registrationPlace(registration),
    typeTitle: type.title_registration,
    path: registrationPath(type, registration.id),
    cancelUntil: formatDate(last),
    cancellable: todayInParis() <= last,
    certificate: certificates?.get(registration.id) ?? null,
  }
}

/** The client's registrations as the page lists them. */
function myRegistrationLists({ upcoming, past }: ClientRegistrations, certificates: Map<number | null, string>): MyRegistrationLists {
  return { upcoming: upcoming.map((one) => myRegistration(one)), past: past.map((one) => myRegistration(one, certificates)) }
}

/** One of the client's upcoming registrations, as the page lists it; null when it is not one. */
async function myUpcoming(request: Request, id: number): Promise<MyRegistration | null> {
  const { upcoming } = await getClientRegistrations(request)
  const found = upcoming.find((item) => item.registration.id === id)
  return found ? myRegistration(found) : null
}

export async function action({ request }: ActionFunctionArgs) {
  assertClientAreaOpen()
  // remix-auth's form strategy reads the body itself: the action reads a copy.
  const formData = await readForm(request.clone())
  switch (formData.get('intent')) {
    case 'login':
      return logIn(request, formData)
    case 'create':
      return sendAccountMail(request, formData, CLIENT_AREA_PATH)
    case 'update':
      return updateAccount(request, formData)
    case 'password':
      return changeAccountPassword(request, formData)
    case 'cancel-registration':
      return cancelMyRegistration(request, formData, (id) => myUpcoming(request, id))
    default:
      httpError(400, 'Ce formulaire n’existe pas.')
  }
}
