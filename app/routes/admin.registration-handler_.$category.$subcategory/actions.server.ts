import { data, redirect } from '@remix-run/node'
import { z } from 'zod'
import { dataKey, type Registration, type RegistrationType } from '#contract/registration'
import type { AdminForm } from '~/admin/action.server'
import { staffApiFailure } from '~/admin/auth.server'
import { staffOnce } from '~/admin/once.server'
import {
  changeWaitingList,
  createRegistration,
  deleteRegistration,
  getRegistrationsForStaff,
  linkParticipant,
  patchRegistration,
  unlinkParticipant,
  updateRegistrationType,
} from '~/models/registration.server'
import { textToBlocks } from '~/registrations/registration-type-fields'
import type { TypeFormAnswer } from '~/registrations/registration-type-form'
import { dateTextDisagreement, disagreementMessage } from '~/registrations/session-date'
import type { SessionFormAnswer } from '~/registrations/session-form'
import { ApiError, ApiFieldErrors } from '~/utils/api.server'
import { httpError, idParam } from '~/utils/errors.server'
import { redirectWithToast } from '~/utils/toast.server'
import { AttendanceForms } from './attendance.server'
import { MessageForm } from './session-mails.server'
import { unlinkPath } from './session-panel'
import { postedWaitingPage, waitingListPath } from './waiting-list.server'

const ERROR_TITLE = 'Erreur des inscriptions'

const sent = z.string().optional()
/**
 * The forms of the page (decision 0016), told apart by `intent`: their ids are read by idParam (a 404), the
 * session's fields (named after its type) and the type's are checked by the API, whose errors show under them.
 */
export const RegistrationForms = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), event_date: sent, places: sent }),
  z.object({ intent: z.literal('update'), id: sent, event_date: sent, places: sent }),
  z.object({ intent: z.literal('delete'), id: sent, confirm: sent }),
  z.object({ intent: z.enum(['link', 'unlink']), id: sent, clientId: sent, confirm: sent }),
  z.object({ intent: z.literal('waiting-up'), id: sent, clientId: sent }),
  z.object({ intent: z.literal('waiting-offer'), id: sent, clientId: sent }),
  z.object({
    intent: z.literal('update-type'),
    id_registration_type: sent,
    title_category: sent,
    title_subcategory: sent,
    title_registration: sent,
    link: sent,
    id_page: sent,
    id_image: sent,
    data_name_list: sent,
    what_to_bring: sent,
    cancel_days: sent,
    // One value per checked box.
    data_name_client: z.preprocess((boxes) => [boxes ?? []].flat(), z.array(z.string())),
  }),
  MessageForm,
  ...AttendanceForms,
])
type RegistrationForm<Intent extends string> = AdminForm<typeof RegistrationForms, Intent>

/** One session created for a double click, no « n’existe pas » for the second click of a delete or an unlink. */
const once = <T>(request: Request, form: FormData, inputs: readonly (string | number)[], run: () => Promise<T>) =>
  staffOnce(request, form, 'admin-registrations', inputs, run)

/**
 * The API refused: its session ended or a right was withdrawn (login form, 403 page), else « Erreur des
 * inscriptions : … » with its field errors and what was typed, at the API's status (503 when it did not answer).
 * Anything else is a bug, for the error page.
 */
async function refused(request: Request, error: unknown, intent: string, form: FormData) {
  await staffApiFailure(request, error)
  if (!(error instanceof ApiFieldErrors || error instanceof ApiError)) throw error
  const values = Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]))
  const message = error instanceof ApiError ? error.display.message : error.message
  const errors = error instanceof ApiFieldErrors ? error.errors : {}
  const status = error instanceof ApiFieldErrors ? 400 : (error.status ?? 503)
  const answer: SessionFormAnswer = { form: intent, message: `${ERROR_TITLE}\u00a0: ${message}`, errors, values }
  return data(answer, { status })
}

/**
 * A session saved with a « Date » text naming another day than its date: refused under that field, everything
 * typed kept, so that the two never disagree without staff knowing (the public pages would show two dates).
 */
function disagreeingDates(intent: string, form: FormData, eventDate: string, fields: Record<string, string>) {
  const words = /^\d{4}-\d{2}-\d{2}$/.test(eventDate) ? dateTextDisagreement(eventDate, fields[dataKey('Date')]) : null
  if (!words) return null
  const values = Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]))
  const message = disagreementMessage(eventDate, words)
  const answer: SessionFormAnswer = {
    form: intent,
    message: `${ERROR_TITLE}\u00a0: la date de la session et le champ «\u00a0Date\u00a0» ne donnent pas le même jour.`,
    errors: { [dataKey('Date')]: [message] },
    values,
  }
  return data(answer, { status: 400 })
}

/**
 * The type's fields as the form posts them: one per name of `data_name_list`, keyed as section 3 writes them
 * (`Lieu_de_la_session`); a client posting the plain name (`Lieu de la session`) is understood as well.
 */
function dataOf(type: RegistrationType, form: FormData): Record<string, string> {
  return Object.fromEntries(
    type.data_name_list.flat().map((name) => [dataKey(name), String(form.get(dataKey(name)) ?? form.get(name) ?? '').trim()]),
  )
}

/**
 * The forms of one session or a new one (decision 0016): `intent=add`, `update`, `delete`, `link`, `unlink`.
 * `registrations` are the subcategory's: an id of another one is a 404. An unlink without `confirm=yes` leads to
 * its confirmation (`?view=id&unlink=clientId`), as the page's « Désinscrire… » link does.
 */
export async function sessionAction(
  request: Request,
  type: RegistrationType,
  registrations: Registration[],
  { intent, value, formData: form }: RegistrationForm<'add' | 'update' | 'delete' | 'link' | 'unlink'>,
) {
  const here = new URL(request.url).pathname
  const id = value.intent === 'add' ? 0 : idParam(value.id)
  const sessionId = () => {
    if (!registrations.some((registration) => registration.id === id)) httpError(404, 'Cette inscription n’existe pas.')
    return id
  }
  try {
    if (intent === 'add') {
      const fields = {
        id_registration_type: String(type.id),
        event_date: value.event_date ?? '',
        places: value.places?.trim() ?? '',
        ...Object.fromEntries(Object.entries(dataOf(type, form)).filter(([, value]) => value)),
      }
      const disagreeing = disagreeingDates(intent, form, fields.event_date, dataOf(type, form))
      if (disagreeing) return disagreeing
      await once(request, form, ['add', JSON.stringify(fields)], () => createRegistration(request, fields))
      return redirectWithToast(request, here, { kind: 'success', message: 'L’inscription a été créée.' })
    }
    if (intent === 'update') {
      const changes = { event_date: value.event_date ?? '', places: value.places?.trim() || null, data: dataOf(type, form) }
      const disagreeing = disagreeingDates(intent, form, changes.event_date, changes.data)
      if (disagreeing) return disagreeing
      await once(request, form, ['update', id, JSON.stringify(changes)], () => patchRegistration(request, sessionId(), changes))
      return redirectWithToast(request, `${here}?view=${id}`, { kind: 'success', message: 'L’inscription a été modifiée.' })
    }
    if (intent === 'delete') {
      const confirm = value.confirm === 'yes'
      // The second click of a delete finds the session gone from the list: the API answers it as it answered the
      // first (the same idempotency key), or with its 404 when it never existed; a session of another list is a 404.
      const listed = registrations.some((registration) => registration.id === id)
      if (!listed && (await getRegistrationsForStaff(request)).some((registration) => registration.id === id)) sessionId()
      await once(request, form, ['delete', id, String(confirm)], () => deleteRegistration(request, id, confirm)).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) httpError(404, 'Cette inscription n’existe pas.')
        throw error
      })
      return redirectWithToast(request, here, { kind: 'success', message: 'L’inscription a été supprimée.' })
    }
    // intent=link or intent=unlink
    const clientId = idParam(value.clientId)
    if (intent === 'unlink' && value.confirm !== 'yes') return redirect(`${here}${unlinkPath(sessionId(), clientId)}`)
    const call = intent === 'link' ? linkParticipant : unlinkParticipant
    await once(request, form, [intent, id, clientId], () => call(request, sessionId(), clientId))
    return redirectWithToast(request, `${here}?view=${id}`, {
      kind: 'success',
      message: intent === 'link' ? 'Le client est inscrit.' : 'Le client est désinscrit.',
    })
  } catch (error) {
    return refused(request, error, intent, form)
  }
}

/**
 * `intent=waiting-up` or `waiting-offer` with `id` and `clientId` (issue 28): someone of a session's waiting list
 * moved one place up, or offered a free place now (mailed its link); a 409 (no free place) shows its reason. Back to
 * the page of the list the form was on (`attente` of the address it was posted to).
 */
export async function waitingAction(
  request: Request,
  registrations: Registration[],
  { intent, value, formData: form }: RegistrationForm<'waiting-up' | 'waiting-offer'>,
) {
  const id = idParam(value.id)
  const clientId = idParam(value.clientId)
  if (!registrations.some((registration) => registration.id === id)) httpError(404, 'Cette inscription n’existe pas.')
  const change = intent === 'waiting-up' ? 'up' : 'offer'
  const paging = postedWaitingPage(request)
  try {
    const { total } = await once(request, form, [intent, id, clientId], () => changeWaitingList(request, id, clientId, change, paging))
    return redirectWithToast(request, waitingListPath(request, id, paging.page, total), {
      kind: 'success',
      message: change === 'up' ? 'La liste d’attente a été modifiée.' : 'La place a été proposée par e-mail.',
    })
  } catch (error) {
    return refused(request, error, intent, form)
  }
}

/**
 * `intent=update-type`: the type of this page only (another id: 404), every field sent at once; the textarea's
 * paragraphs become the blocks, the checked boxes the client fields. A refusal keeps everything typed.
 */
export async function updateTypeAction(
  request: Request,
  type: RegistrationType,
  { value, formData: form }: RegistrationForm<'update-type'>,
) {
  if (idParam(value.id_registration_type) !== type.id) httpError(404, 'Ce type d’inscription n’existe pas.')
  const optionalId = (sent: string | undefined) => sent?.trim() || null
  const clients = value.data_name_client
  const changes = {
    title_category: value.title_category ?? '',
    title_subcategory: value.title_subcategory ?? '',
    title_registration: value.title_registration ?? '',
    link: value.link ?? '',
    id_page: optionalId(value.id_page),
    id_image: optionalId(value.id_image),
    data_name_list: textToBlocks(value.data_name_list ?? ''),
    data_name_client: clients,
    what_to_bring: value.what_to_bring ?? '',
    cancel_days: value.cancel_days ?? '',
  }
  try {
    await once(request, form, ['update-type', type.id, JSON.stringify(changes)], () => updateRegistrationType(request, type.id, changes))
  } catch (error) {
    const answer = await refused(request, error, 'update-type', form)
    const typeAnswer: TypeFormAnswer & { form: 'update-type' } = { ...answer.data, form: 'update-type', clients }
    return data(typeAnswer, { status: answer.init?.status })
  }
  return redirectWithToast(request, new URL(request.url).pathname, { kind: 'success', message: 'Le type d’inscription a été mis à jour.' })
}
