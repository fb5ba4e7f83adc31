import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { readForm } from '~/utils/form.server'
import { formKeyOf, newFormKey, sharedOutcome } from '~/utils/single-flight.server'
import { assertClientAreaOpen, refusedLinkAnswer } from './client-area.server'
import { accountMailConstraint } from './forms.server'

/** The address and token a mailed link carries in its path. */
export interface MailedLink {
  email: string
  token: string
}

/**
 * The loader of a page a mailed link opens (confirm an account, log in): opening the link changes nothing (mail
 * scanners open links), only the page's button posts what the link allows. `more` adds what the page's form needs.
 */
export function mailedLinkPage<More extends object>({ params }: LoaderFunctionArgs, more: More = {} as More) {
  assertClientAreaOpen()
  return data(
    { email: params.email ?? '', formKey: newFormKey(), ...more, mailConstraint: accountMailConstraint },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

/**
 * The action of a mailed link's button: `spend` (a model's call) uses the link once and `then` answers its outcome. A double click
 * without JavaScript (the same form key) shares the first post's outcome instead of finding the link used; a
 * refused link (used, expired, cut) answers why.
 */
export async function followMailedLink<T>(
  { request, params }: ActionFunctionArgs,
  name: string,
  spend: (request: Request, link: MailedLink) => Promise<T>,
  then: (outcome: T, link: MailedLink) => Promise<Response>,
) {
  assertClientAreaOpen()
  const formData = await readForm(request)
  const link = { email: params.email ?? '', token: params.token ?? '' }
  let outcome: T
  try {
    outcome = await sharedOutcome([name, formKeyOf(formData), link.email, link.token], () => spend(request, link))
  } catch (error) {
    return refusedLinkAnswer(error)
  }
  return then(outcome, link)
}
