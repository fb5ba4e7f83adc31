import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { StaffSetupSchema } from '#contract/user'
import { ADMIN_HOME, startStaffSession } from '~/admin/auth.server'
import { checkSetupLink, setupFirstAdmin } from '~/models/user.server'
import { ApiError } from '~/utils/api.server'
import { readForm, replyWithApiError } from '~/utils/form.server'
import { constraintsOf } from '~/utils/form-constraints.server'
import { parseWithZod } from '~/utils/password-form.server'

/** The page's form: `user` and `password`, the contract's limits (the token is the address's). */
const SetupFormSchema = StaffSetupSchema.omit({ token: true })

const INVALID_LINK =
  'Ce lien de création du compte d’administration n’est pas valable\u00a0: il a déjà servi, il a expiré ou il est incomplet. Si aucun compte n’existe encore, redémarrez l’application\u00a0: elle affiche un nouveau lien.'

/** The API's 404 (unknown, used or expired link): the page says so with a 404, in the same words whichever it was. */
const isInvalidLink = (error: unknown) => error instanceof ApiError && error.status === 404
const invalidLink = () => data({ invalid: INVALID_LINK, constraint: null, result: undefined }, { status: 404 })

export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    await checkSetupLink(request, params.token ?? '')
  } catch (error) {
    if (isInvalidLink(error)) return invalidLink()
    throw error
  }
  return { invalid: null, constraint: constraintsOf(SetupFormSchema) }
}

/** POST /admin/setup/{token}: `user`, `password`; the account created, its session starts. */
export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: SetupFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  try {
    const { session, staffToken } = await setupFirstAdmin(request, { token: params.token ?? '', ...submission.value })
    return await startStaffSession(request, { staffToken, user: session.user }, ADMIN_HOME)
  } catch (error) {
    if (isInvalidLink(error)) return invalidLink()
    return replyWithApiError(submission, error, {}, { fields: ['user', 'password'], hideFields: ['password'] })
  }
}
