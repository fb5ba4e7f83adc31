import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { colon } from '#contract/text'
import { CLIENT_AREA_PATH } from '~/client-area/auth.server'
import { assertClientAreaOpen } from '~/client-area/client-area.server'
import { messages, NewPasswordFormSchema, parseWithZod } from '~/client-area/forms.server'
import { mailedLinkPage } from '~/client-area/mailed-link.server'
import { setFirstPassword } from '~/models/client.server'
import { ApiFieldErrors } from '~/utils/api.server'
import { readForm, replyWithApiError } from '~/utils/form.server'
import { constraintsOf } from '~/utils/form-constraints.server'
import { formKeyOf, sharedOutcome } from '~/utils/single-flight.server'
import { redirectWithToast } from '~/utils/toast.server'

const PASSWORD_ERROR = 'Erreur mot de passe'
const hidden = ['newPassword']

export async function loader(args: LoaderFunctionArgs) {
  return mailedLinkPage(args, { constraint: constraintsOf(NewPasswordFormSchema) })
}

export async function action({ request, params }: ActionFunctionArgs) {
  assertClientAreaOpen()
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: NewPasswordFormSchema })
  if (submission.status !== 'success') {
    return data(
      { result: submission.reply({ formErrors: [colon(PASSWORD_ERROR, messages.invalidForm)], hideFields: hidden }), expired: null },
      { status: 400 },
    )
  }
  const email = params.email ?? ''
  const token = params.token ?? ''
  const { newPassword } = submission.value
  try {
    await sharedOutcome(['new-password', formKeyOf(formData), email, token, newPassword], () =>
      setFirstPassword(request, { email, token, newPassword }),
    )
  } catch (error) {
    // The link's token was used or has expired: the page says so and offers a new mail.
    if (error instanceof ApiFieldErrors && (error.errors.token || error.errors.email)) {
      return data({ result: undefined, expired: [...(error.errors.token ?? []), ...(error.errors.email ?? [])][0] }, { status: 400 })
    }
    const reply = replyWithApiError(submission, error, {}, { title: PASSWORD_ERROR, fields: hidden, hideFields: hidden })
    return data({ ...reply.data, expired: null }, reply.init ?? undefined)
  }
  return redirectWithToast(request, CLIENT_AREA_PATH, { kind: 'success', message: 'Votre mot de passe a été mis à jour' })
}
