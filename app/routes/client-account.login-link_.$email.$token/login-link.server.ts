import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { startClientSession } from '~/client-area/auth.server'
import { assertClientAreaOpen, refusedLinkAnswer } from '~/client-area/client-area.server'
import { accountMailConstraint } from '~/client-area/forms.server'
import { loginWithLink } from '~/models/client.server'
import { readForm } from '~/utils/form.server'
import { formKeyOf, newFormKey, sharedOutcome } from '~/utils/single-flight.server'

export async function loader({ params }: LoaderFunctionArgs) {
  assertClientAreaOpen()
  // Opening the link changes nothing (mail scanners open links): only the button's POST logs in.
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
  let login: { clientToken: string }
  try {
    // A double click without JavaScript: the second post shares the first one's session instead of a used link.
    login = await sharedOutcome(['login-link', formKeyOf(formData), email, token], () => loginWithLink(request, { email, token }))
  } catch (error) {
    return refusedLinkAnswer(error)
  }
  // Where the visitor was heading when asking for the link, kept by the session of this browser.
  return startClientSession(request, login.clientToken, undefined)
}
