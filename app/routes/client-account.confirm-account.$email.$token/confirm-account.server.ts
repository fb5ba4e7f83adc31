import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { assertClientAreaOpen } from '~/client-area/client-area.server'
import { accountMailConstraint } from '~/client-area/forms.server'
import { confirmAccount } from '~/models/client.server'
import { ApiError, ApiFieldErrors } from '~/utils/api.server'
import { readForm } from '~/utils/form.server'
import { formKeyOf, newFormKey, sharedOutcome } from '~/utils/single-flight.server'
import { redirectWithToast } from '~/utils/toast.server'

const CONFIRMED = 'La confirmation a été effectuée.'

export async function loader({ params }: LoaderFunctionArgs) {
  assertClientAreaOpen()
  // Opening the link changes nothing (mail scanners open links): only the button's POST confirms.
  return data(
    { email: params.email ?? '', formKey: newFormKey(), mailConstraint: accountMailConstraint },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  assertClientAreaOpen()
  const formData = await readForm(request)
  const email = params.email ?? ''
  const token = params.token ?? ''
  let passwordToken: string
  try {
    passwordToken = await sharedOutcome(['confirm-account', formKeyOf(formData), email, token], () =>
      confirmAccount(request, { email, token }),
    )
  } catch (error) {
    // A used, expired or cut link (400 on the token or the address): the page says so and offers a new mail.
    if (error instanceof ApiFieldErrors)
      return data({ expired: Object.values(error.errors).flat()[0] ?? error.message, error: null }, { status: 400 })
    if (error instanceof ApiError) return data({ expired: null, error: error.message }, { status: error.status ?? 503 })
    throw error
  }
  const next = `/client-account/new-password/${encodeURIComponent(email)}/${encodeURIComponent(passwordToken)}`
  return redirectWithToast(request, next, { kind: 'success', message: CONFIRMED })
}
