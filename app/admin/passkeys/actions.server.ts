import { data } from '@remix-run/node'
import { z } from 'zod'
import { id, requiredText } from '#contract/common'
import { staffApiFailure } from '~/admin/auth.server'
import { pageRows, type RowsSpec } from '~/admin/list.server'
import { addOwnPasskey, listOwnPasskeys, removeOwnPasskey } from '~/models/passkeys.server'
import { notFound } from '~/utils/errors.server'
import { type Replyable, replyWithApiError } from '~/utils/form.server'
import { constraintsOf } from '~/utils/form-constraints.server'
import { redirectWithToast } from '~/utils/toast.server'
import type { ShownPasskey } from './passkey-section'

/** The security page's passkey forms (decision 0041); the page adds them to its own `intent` union. */
export const AddPasskeyForm = z.object({
  intent: z.literal('add-passkey'),
  name: requiredText(60),
  challenge: z.string().max(100).default(''),
  // The authenticator's answer as the browser wrote it; the API checks its shape and its signature.
  response: z.string().max(40_000).default(''),
})
export const RemovePasskeyForm = z.object({ intent: z.literal('remove-passkey'), id, confirm: z.literal('yes').optional() })
export const passkeyConstraint = constraintsOf(AddPasskeyForm.pick({ name: true }))

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })
const shown = (iso: string) => when.format(new Date(iso)).replace(' ', ' à ')
const PASSKEYS: RowsSpec<ShownPasskey> = { orders: {}, defaultSort: '', size: 50 }

/** The loader's part: the account's passkeys as the table shows them, and whether the site can offer them. */
export async function passkeysOfPage(request: Request) {
  const { available, items } = await listOwnPasskeys(request)
  const rows = items.map((item) => ({ ...item, added: shown(item.createdAt), lastUsed: item.lastUsedAt ? shown(item.lastUsedAt) : '' }))
  return { available, list: pageRows(new URL(request.url), PASSKEYS, rows), constraint: passkeyConstraint }
}

/** What the page's `readAdminAction` read for one of these intents. */
interface Posted<Form extends z.ZodType> {
  submission: Replyable
  value: z.output<Form>
}

function parsedResponse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** intent=add-passkey: the answer the ceremony filled in, posted to the API with the name. */
export async function addPasskey(request: Request, path: string, { submission, value }: Posted<typeof AddPasskeyForm>) {
  if (!value.challenge || !value.response) {
    return data(
      { result: submission.reply({ formErrors: ['Ajouter une clé d’accès demande JavaScript et un navigateur qui les gère.'] }) },
      { status: 400 },
    )
  }
  try {
    await addOwnPasskey(request, { challenge: value.challenge, name: value.name, response: parsedResponse(value.response) })
  } catch (error) {
    await staffApiFailure(request, error)
    return replyWithApiError(submission, error, {}, { fields: ['name'] })
  }
  return redirectWithToast(request, path, { kind: 'success', message: `La clé d’accès «\u00a0${value.name}\u00a0» est ajoutée.` })
}

/** intent=remove-passkey: `id`; without `confirm=yes`, the confirmation step. */
export async function removePasskey(request: Request, path: string, { value }: Posted<typeof RemovePasskeyForm>) {
  const passkey = (await listOwnPasskeys(request)).items.find((item) => item.id === value.id)
  if (!passkey) {
    // Already gone: a second click of the confirmation, or another of one's sessions was quicker.
    if (value.confirm) return redirectWithToast(request, path, { kind: 'success', message: 'La clé d’accès est retirée.' })
    notFound()
  }
  if (!value.confirm) return data({ confirmRemove: passkey })
  try {
    await removeOwnPasskey(request, passkey.id)
  } catch (error) {
    await staffApiFailure(request, error)
    const message = error instanceof Error ? error.message : String(error)
    return redirectWithToast(request, path, { kind: 'error', message })
  }
  return redirectWithToast(request, path, { kind: 'success', message: `La clé d’accès «\u00a0${passkey.name}\u00a0» est retirée.` })
}
