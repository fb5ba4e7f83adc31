import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { assertClientAreaOpen, refusedLinkAnswer } from '~/client-area/client-area.server'
import { accountMailConstraint } from '~/client-area/forms.server'
import { confirmAccount } from '~/models/client.server'
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
    return refusedLinkAnswer(error)
  }
  const next = `/client-account/new-password/${encodeURIComponent(email)}/${encodeURIComponent(passwordToken)}`
  return redirectWithToast(request, next, { kind: 'success', message: CONFIRMED })
}
