import { data } from '@remix-run/node'
import { z } from 'zod'
import type { Registration } from '#contract/registration'
import type { AdminForm } from '~/admin/action.server'
import { staffApiFailure } from '~/admin/auth.server'
import { staffOnce } from '~/admin/once.server'
import { getAttendance, getCertificates, issueCertificates, saveAttendance, saveSchedule } from '~/models/attendance.server'
import { ApiError, ApiFieldErrors } from '~/utils/api.server'
import { httpError, idParam, settle } from '~/utils/errors.server'
import { redirectWithToast } from '~/utils/toast.server'
import type { RegistrationForms } from './actions.server'

const sent = z.string().optional()

/** The attendance forms of a viewed session (decision 0039), told apart by `intent` beside the page's others. */
export const AttendanceForms = [
  // The whole grid: one `present` per box checked, none when every box is empty.
  z.object({ intent: z.literal('attendance'), id: sent, present: z.preprocess((boxes) => [boxes ?? []].flat(), z.array(z.string())) }),
  z.object({ intent: z.literal('schedule'), id: sent, days: sent, trainer: sent, morning: sent, afternoon: sent }),
  z.object({ intent: z.literal('certificate'), id: sent, action: sent, clientId: sent, note: sent }),
] as const

/**
 * A refused attendance form: the French message, the errors by field, and what was sent (the boxes as checked), so
 * that the grid or the form shows them again, with or without JavaScript.
 */
export interface AttendanceAnswer {
  form: 'attendance' | 'schedule' | 'certificate'
  message: string
  errors: Record<string, string[]>
  values: Record<string, string>
  present: string[]
}

async function refused(request: Request, error: unknown, form: AttendanceAnswer['form'], formData: FormData) {
  await staffApiFailure(request, error)
  if (!(error instanceof ApiFieldErrors || error instanceof ApiError)) throw error
  const message = error instanceof ApiError ? error.display.message : error.message
  const answer: AttendanceAnswer = {
    form,
    message: `Erreur des présences\u00a0: ${message}`,
    errors: error instanceof ApiFieldErrors ? error.errors : {},
    values: Object.fromEntries([...formData.entries()].filter(([key]) => key !== 'present').map(([key, value]) => [key, String(value)])),
    present: formData.getAll('present').map(String),
  }
  return data(answer, { status: error instanceof ApiFieldErrors ? 400 : (error.status ?? 503) })
}

const certificateActions = { issue: 'issue', reissue: 'reissue', correct: 'correct' } as const

/** `intent=attendance`, `schedule` or `certificate` of a session of this page (another id: 404). */
export async function attendanceAction(
  request: Request,
  registrations: Registration[],
  { intent, value, formData }: AdminForm<typeof RegistrationForms, 'attendance' | 'schedule' | 'certificate'>,
) {
  const id = idParam(value.id)
  if (!registrations.some((registration) => registration.id === id)) httpError(404, 'Cette inscription n’existe pas.')
  const back = `${new URL(request.url).pathname}?view=${id}`
  try {
    if (value.intent === 'attendance') {
      await staffOnce(request, formData, 'admin-attendance', [id, ...value.present], () => saveAttendance(request, id, value.present))
      return redirectWithToast(request, `${back}#attendance`, { kind: 'success', message: 'Les présences ont été enregistrées.' })
    }
    if (value.intent === 'schedule') {
      const schedule = {
        days: value.days ?? '',
        trainer: value.trainer ?? '',
        morning: value.morning ?? '',
        afternoon: value.afternoon ?? '',
      }
      await staffOnce(request, formData, 'admin-attendance', ['schedule', id, JSON.stringify(schedule)], () =>
        saveSchedule(request, id, schedule),
      )
      return redirectWithToast(request, `${back}#attendance`, { kind: 'success', message: 'Le déroulé de la session a été enregistré.' })
    }
    const action = certificateActions[value.action as keyof typeof certificateActions]
    if (!action) httpError(400, 'Ce formulaire n’existe pas.')
    const body =
      action === 'issue'
        ? { action }
        : action === 'reissue'
          ? { action, clientId: idParam(value.clientId) }
          : { action, clientId: idParam(value.clientId), note: value.note ?? '' }
    const { issued } = await staffOnce(request, formData, 'admin-attendance', ['certificate', id, JSON.stringify(body)], () =>
      issueCertificates(request, id, body),
    )
    const message = issued.length
      ? `${issued.length === 1 ? 'Certificat émis' : 'Certificats émis'}\u00a0: ${issued.map((one) => one.number).join(', ')}.`
      : 'Aucun certificat à émettre\u00a0: chaque participant présent a déjà le sien, ou aucune présence n’est cochée.'
    return redirectWithToast(request, `${back}#certificates`, { kind: issued.length ? 'success' : 'info', message })
  } catch (error) {
    return refused(request, error, intent, formData)
  }
}

/** The viewed session's attendance (with whether it ended, read here) and its certificates, each shown or its failure said. */
export async function viewedAttendance(request: Request, id: number) {
  const [attendance, certificates] = await Promise.all([settle(getAttendance(request, id)), settle(getCertificates(request, id))])
  return {
    attendance: attendance.ok
      ? { ok: true as const, data: { ...attendance.data, ended: new Date(attendance.data.endsAt) <= new Date() } }
      : attendance,
    certificates,
  }
}
