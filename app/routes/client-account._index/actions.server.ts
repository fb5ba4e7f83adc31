import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { colon, messages } from '#contract/common'
import { CLIENT_AREA_PATH, clientAuthenticator, requireClient, sessionEndedRedirect, startClientSession } from '~/client-area/auth.server'
import { accountFieldNames } from '~/client-area/client-fields'
import { AccountFormSchema, LoginFormSchema } from '~/client-area/forms.server'
import { cancelClientRegistration, changePassword, updateClient } from '~/models/client.server'
import { ApiError } from '~/utils/api.server'
import { httpError, idParam } from '~/utils/errors.server'
import { replyWithApiError } from '~/utils/form.server'
import { PasswordChangeFormSchema } from '~/utils/password-form.server'
import { getSession } from '~/utils/session.server'
import { formKeyOf, newFormKey, sharedOutcome } from '~/utils/single-flight.server'
import { redirectWithToast } from '~/utils/toast.server'
import type { CancelAnswer } from './cancel-registration'
import type { MyRegistration } from './my-registrations'

export const ACCOUNT_ERROR = 'Erreur du compte'
export const PASSWORD_ERROR = 'Erreur mot de passe'
const passwords = ['oldPassword', 'newPassword']

/** intent=login: remix-auth's form strategy asks the API, then the site's session keeps the API's session id. */
export async function logIn(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: LoginFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  try {
    const { clientToken } = await clientAuthenticator.authenticate('client', request)
    return await startClientSession(request, clientToken, submission.value.redirectTo)
  } catch (error) {
    return replyWithApiError(submission, error, {}, { fields: ['email', 'password'], hideFields: ['password'] })
  }
}

/**
 * intent=update: the client's own data. The id is the connected client's, never one from the form; a field
 * emptied in the form is sent empty (conform reads it as absent), so that it is cleared.
 */
export async function updateAccount(request: Request, formData: FormData) {
  const client = await requireClient(request, CLIENT_AREA_PATH)
  const submission = parseWithZod(formData, { schema: AccountFormSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ formErrors: [colon(ACCOUNT_ERROR, messages.invalidForm)] }) }, { status: 400 })
  }
  const fields = Object.fromEntries(accountFieldNames.map((name) => [name, submission.value[name] ?? '']))
  try {
    await updateClient(request, client.id, fields)
  } catch (error) {
    return (
      (await sessionEndedRedirect(request, error)) ??
      replyWithApiError(submission, error, {}, { title: ACCOUNT_ERROR, fields: accountFieldNames })
    )
  }
  return redirectWithToast(request, CLIENT_AREA_PATH, { kind: 'success', message: 'Vos informations ont été mises à jour' })
}

/** intent=password: the old password and the new one; the API ends the client's other sessions. */
export async function changeAccountPassword(request: Request, formData: FormData) {
  await requireClient(request, CLIENT_AREA_PATH)
  const submission = parseWithZod(formData, { schema: PasswordChangeFormSchema })
  if (submission.status !== 'success') {
    return data(
      { result: submission.reply({ formErrors: [colon(PASSWORD_ERROR, messages.invalidForm)], hideFields: passwords }) },
      { status: 400 },
    )
  }
  const { oldPassword, newPassword } = submission.value
  const clientToken = (await getSession(request)).get('clientToken') ?? ''
  try {
    // A second click without JavaScript would find the old password changed: it shares the first one's outcome.
    await sharedOutcome(['change-password', clientToken, oldPassword, newPassword], () =>
      changePassword(request, { oldPassword, newPassword }),
    )
  } catch (error) {
    return (
      (await sessionEndedRedirect(request, error)) ??
      replyWithApiError(submission, error, {}, { title: PASSWORD_ERROR, fields: passwords, hideFields: passwords })
    )
  }
  return redirectWithToast(request, CLIENT_AREA_PATH, { kind: 'success', message: 'Votre mot de passe a été mis à jour' })
}

/**
 * intent=cancel-registration with `registrationId` (issue 28): without `confirm=yes`, the page that asks first (or,
 * past the deadline, says whom to contact); with it, the API cancels, and the client is back on their list.
 * A registration that is not one of the client's upcoming ones is a 404.
 */
export async function cancelMyRegistration(request: Request, formData: FormData, upcoming: (id: number) => Promise<MyRegistration | null>) {
  await requireClient(request, CLIENT_AREA_PATH)
  const item = await upcoming(idParam(String(formData.get('registrationId') ?? '')))
  if (!item) return httpError(404, 'Cette inscription n’existe pas.')
  const cancel = {
    id: item.id,
    title: item.title,
    date: item.date,
    typeTitle: item.typeTitle,
    cancelUntil: item.cancelUntil,
    cancellable: item.cancellable,
  }
  if (!cancel.cancellable || formData.get('confirm') !== 'yes')
    return data<CancelAnswer>({ cancel, formKey: newFormKey() }, { status: cancel.cancellable ? 200 : 409 })
  try {
    await sharedOutcome(['cancel-registration', String(item.id), formKeyOf(formData)], () => cancelClientRegistration(request, item.id))
  } catch (error) {
    const ended = await sessionEndedRedirect(request, error)
    if (ended) return ended
    if (!(error instanceof ApiError)) throw error
    return data<CancelAnswer>({ cancel, error: error.message, formKey: newFormKey() }, { status: error.status ?? 503 })
  }
  return redirectWithToast(request, `${CLIENT_AREA_PATH}#inscriptions`, { kind: 'success', message: 'Votre inscription a été annulée.' })
}
