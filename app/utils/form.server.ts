import type { SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import { ApiError, ApiFieldErrors } from './api.server'
import { HONEYPOT_FIELD } from './honeypot'

interface Replyable {
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; resetForm?: boolean }): SubmissionResult
}

/**
 * Reads a posted form. The same-origin check of every POST is done by the site's server (app-server.mjs);
 * here a filled honeypot ends the request.
 */
export async function readForm(request: Request): Promise<FormData> {
  const formData = await request.formData()
  if (String(formData.get(HONEYPOT_FIELD) ?? '') !== '') {
    throw data({ message: 'Le formulaire n’a pas pu être envoyé.' }, { status: 400 })
  }
  formData.delete(HONEYPOT_FIELD)
  return formData
}

/**
 * The action's answer when the API refused: its 400 errors go under the fields (renamed by `fieldNames` when
 * the form names a field differently), any other error above the form as 'title : message'.
 */
export function replyWithApiError(submission: Replyable, error: unknown, fieldNames: Record<string, string> = {}) {
  if (error instanceof ApiFieldErrors) {
    const fieldErrors = Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [fieldNames[field] ?? field, messages]))
    const formErrors = Object.keys(fieldErrors).length ? undefined : [error.message]
    return data({ result: submission.reply({ fieldErrors, formErrors }) }, { status: 400 })
  }
  if (error instanceof ApiError) {
    return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: error.status ?? 503 })
  }
  throw error
}
