import type { SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import { neededRights, parseRights, type Right, rightMeanings, withNeededRights } from '#contract/rights'
import type { StaffUser } from '#contract/user'
import { reauthRefusal, staffApiFailure } from '~/admin/auth.server'
import { staffOnce } from '~/admin/once.server'
import type { Reauth } from '~/models/user.server'
import { addStaff, closeStaffSessions, deleteStaff, listStaff, resetStaffPassword, updateStaff } from '~/models/user.server'
import { notFound } from '~/utils/errors.server'
import { replyWithApiError } from '~/utils/form.server'
import { getSession } from '~/utils/session.server'
import { redirectWithToast } from '~/utils/toast.server'
import type { StaffForm } from './forms.server'
import { keepGeneratedPassword } from './generated-passwords.server'

export const USERS_PATH = '/admin/users'
const editPath = (id: number) => `${USERS_PATH}?${new URLSearchParams({ edit: String(id) })}`

export const staffTokenOf = async (request: Request) => (await getSession(request)).get('staffToken') ?? ''

const once = <T>(request: Request, formData: FormData, inputs: readonly (string | number)[], run: () => Promise<T>) =>
  staffOnce(request, formData, 'admin-users', inputs, run)

/** The API refused: its session ended or a right was withdrawn (login form, 403 page), else the errors under the fields. */
async function refused(
  request: Request,
  submission: Parameters<typeof replyWithApiError>[0],
  error: unknown,
  fields: string[],
  hideFields: string[] = [],
) {
  // The last proof is older than 5 minutes: the form asks for the password and a code (decision 0037).
  const reauth = reauthRefusal(error)
  const hidden = [...hideFields, 'currentPassword', 'code']
  if (reauth) return data({ result: submission.reply({ fieldErrors: { code: [reauth] }, hideFields: hidden }) }, { status: 400 })
  await staffApiFailure(request, error)
  return replyWithApiError(submission, error, {}, { fields, hideFields: hidden })
}

const proofOf = ({ currentPassword, code }: Reauth): Reauth => ({ currentPassword, code })

const quoted = (user: string) => `«\u00a0${user}\u00a0»`

/** The rights the API granted beside those ticked (`withNeededRights`), said after the success: « « Voir les inscriptions » a été ajouté… ». */
function grantedNote(rights: string): string {
  const ticked = parseRights(rights)
  const added = withNeededRights(ticked).filter((right) => !ticked.includes(right))
  return added
    .map((right) => {
      const by = ticked.filter((held) => neededRights[held as Right] === right).map((held) => quoted(rightMeanings[held as Right]))
      return ` ${quoted(rightMeanings[right as Right])} a été ajouté\u00a0: ${by.join(' et ')} en a besoin.`
    })
    .join('')
}

/** intent=add: `user`, `password`, `rights`, optional `email`. */
export async function addAccount(request: Request, { formData, submission, value }: StaffForm<'add'>) {
  const { user, password, rights } = value
  const email = value.email ?? null
  let created: { id: number }
  try {
    created = await once(request, formData, ['add', user, password, rights, email ?? ''], () =>
      addStaff(request, { user, password, rights, email }),
    )
  } catch (error) {
    return refused(request, submission, error, ['user', 'password', 'rights', 'email'], ['password'])
  }
  // The new account's own forms, wherever its identifier falls in the pages of the list.
  return redirectWithToast(request, editPath(created.id), {
    kind: 'success',
    message: `Le compte ${quoted(user)} a été créé.${grantedNote(rights)}`,
  })
}

/** intent=update: `id`, `rights` (the last full admin keeps right 1: the API says so under `rights`). */
export async function updateRights(request: Request, { formData, submission, value }: StaffForm<'update'>) {
  const { id, rights } = value
  let user: string
  try {
    ;({ user } = await once(request, formData, ['update', id, rights], () => updateStaff(request, id, { rights, ...proofOf(value) })))
  } catch (error) {
    return refused(request, submission, error, ['rights'])
  }
  return redirectWithToast(request, editPath(id), {
    kind: 'success',
    message: `Les droits de ${quoted(user)} ont été mis à jour.${grantedNote(rights)}`,
  })
}

/** intent=password: `id`, `password`; the API ends that user's sessions (its other ones, for oneself). */
export async function resetPassword(request: Request, { formData, submission, value }: StaffForm<'password'>) {
  const { id, password } = value
  let user: string
  try {
    ;({
      user: { user },
    } = await once(request, formData, ['password', id, password], () => resetStaffPassword(request, id, password, proofOf(value))))
  } catch (error) {
    return refused(request, submission, error, ['password'], ['password'])
  }
  return redirectWithToast(request, editPath(id), { kind: 'success', message: `Le mot de passe de ${quoted(user)} a été changé.` })
}

/** intent=email: `id`, `email` (empty: the account has none). */
export async function updateEmail(request: Request, { formData, submission, value }: StaffForm<'email'>) {
  const { id } = value
  const email = value.email ?? null
  let user: string
  try {
    ;({ user } = await once(request, formData, ['email', id, email ?? ''], () => updateStaff(request, id, { email })))
  } catch (error) {
    return refused(request, submission, error, ['email'])
  }
  const message = email ? `L’adresse de ${quoted(user)} est enregistrée.` : `${quoted(user)} n’a plus d’adresse e-mail.`
  return redirectWithToast(request, editPath(id), { kind: 'success', message })
}

/**
 * intent=generate-password: `id`; the API generates the password, which the page redirected to shows once (see
 * generated-passwords.server.ts): a double click shares one password.
 */
export async function generatePassword(request: Request, { formData, submission, value }: StaffForm<'generate-password'>) {
  const { id } = value
  let answer: Awaited<ReturnType<typeof resetStaffPassword>>
  try {
    answer = await once(request, formData, ['generate-password', id], () => resetStaffPassword(request, id, undefined, proofOf(value)))
  } catch (error) {
    return refused(request, submission, error, ['id'])
  }
  if (answer.password) keepGeneratedPassword(await staffTokenOf(request), id, answer.password)
  return redirectWithToast(request, editPath(id), {
    kind: 'success',
    message: `Un mot de passe a été généré pour ${quoted(answer.user.user)}.`,
  })
}

/** intent=close-sessions: `id`; the API ends every session of that account (one's own current one stays). */
export async function closeSessions(request: Request, { formData, submission, value }: StaffForm<'close-sessions'>) {
  const { id } = value
  try {
    await once(request, formData, ['close-sessions', id], () => closeStaffSessions(request, id))
  } catch (error) {
    return refused(request, submission, error, ['id'])
  }
  return redirectWithToast(request, editPath(id), { kind: 'success', message: 'Les sessions de ce compte sont fermées.' })
}

/**
 * intent=delete: `id`; without `confirm=yes`, the confirmation step (the same page, which asks). The API refuses
 * oneself and the last full admin under `id`.
 */
export async function deleteAccount(request: Request, { formData, submission, value }: StaffForm<'delete'>) {
  const { id, confirm } = value
  const account = (
    await listStaff(request).catch(async (error) => {
      await staffApiFailure(request, error)
      throw error
    })
  ).find((candidate) => candidate.id === id)
  if (!account) {
    // Already gone: a second click of the confirmation, or another admin was quicker.
    if (confirm) return redirectWithToast(request, USERS_PATH, { kind: 'success', message: 'Le compte a été supprimé.' })
    notFound()
  }
  if (!confirm) return data({ confirmDelete: account })
  try {
    await once(request, formData, ['delete', id], () => deleteStaff(request, id))
  } catch (error) {
    return refused(request, submission, error, ['id'])
  }
  return redirectWithToast(request, USERS_PATH, { kind: 'success', message: `Le compte ${quoted(account.user)} a été supprimé.` })
}

export type UsersActionData = { result: SubmissionResult<string[]> } | { confirmDelete: StaffUser }
