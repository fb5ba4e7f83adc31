import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { assertClientAreaOpen, resendOf, sendAccountMail } from '~/client-area/client-area.server'
import { accountMailConstraint } from '~/client-area/forms.server'
import { httpError } from '~/utils/errors.server'
import { readForm } from '~/utils/form.server'

const PATH = '/client-account/new-link'

export async function loader({ request }: LoaderFunctionArgs) {
  assertClientAreaOpen()
  return data({ resend: await resendOf(request), mailConstraint: accountMailConstraint })
}

/** The same call as creating an account: the API answers alike whether the address has an account or not. */
export async function action({ request }: ActionFunctionArgs) {
  assertClientAreaOpen()
  const formData = await readForm(request)
  if (formData.get('intent') !== 'create') httpError(400, 'Ce formulaire n’existe pas.')
  return sendAccountMail(request, formData, PATH)
}
