import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { assertClientAreaOpen, resendOf, sendAccountMail } from '~/client-area/client-area.server'
import { accountMailConstraint } from '~/client-area/forms.server'
import { httpError } from '~/utils/errors.server'
import { readForm } from '~/utils/form.server'
import { safeRedirect } from '~/utils/safe-redirect'

const PATH = '/client-account/login-link'

export async function loader({ request }: LoaderFunctionArgs) {
  assertClientAreaOpen()
  const requested = new URL(request.url).searchParams.get('redirectTo')
  return data({
    resend: await resendOf(request),
    mailConstraint: accountMailConstraint,
    redirectTo: requested ? safeRedirect(requested, '') || null : null,
  })
}

/** The API answers alike whether the address has an account or not (decision 0019). */
export async function action({ request }: ActionFunctionArgs) {
  assertClientAreaOpen()
  const formData = await readForm(request)
  if (formData.get('intent') !== 'login-link') httpError(400, 'Ce formulaire n’existe pas.')
  return sendAccountMail(request, formData, PATH, 'login-link')
}
