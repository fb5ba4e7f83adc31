import type { SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import { colon } from '#contract/common'
import { ApiError, ApiFieldErrors } from './api.server'
import { httpError } from './errors.server'
import { HONEYPOT_FIELD } from './honeypot'

export interface Replyable {
  reply(options?: {
    formErrors?: string[]
    fieldErrors?: Record<string, string[]>
    resetForm?: boolean
    hideFields?: string[]
  }): SubmissionResult
}

/**
 * Reads a posted form. The same-origin check of every POST is done by the site's server (site-server/app.mjs);
 * here a filled honeypot ends the request.
 */
export async function readForm(request: Request): Promise<FormData> {
  // Forms arrive url-encoded or as multipart; anything else (JSON, a broken multipart body) is the sender's error.
  const type = request.headers.get('content-type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    httpError(415, 'Le formulaire doit être envoyé en application/x-www-form-urlencoded ou multipart/form-data.')
  }
  const formData = await request.formData().catch(() => httpError(400, 'Le formulaire envoyé est illisible.'))
  if (String(formData.get(HONEYPOT_FIELD) ?? '') !== '') {
    httpError(400, 'Le formulaire n’a pas pu être envoyé.')
  }
  formData.delete(HONEYPOT_FIELD)
  return formData
}

export interface ApiErrorReplyOptions {
  /** The title of the form's errors ('Erreur mot de passe', 'Erreur du compte'): a 400 is summed up above the form. */
  title?: string
  /** The fields the form shows: an error the API gave on any other field goes above the form. */
  fields?: readonly string[]
  /** Fields never sent back to the page (passwords). */
  hideFields?: string[]
}

/**
 * The action's answer when the API refused: its 400 errors go under the fields (renamed by `fieldNames` when
 * the form names a field differently), any other error above the form as 'title : message'.
 */
export function replyWithApiError(
  submission: Replyable,
  error: unknown,
  fieldNames: Record<string, string> = {},
  { title, fields, hideFields }: ApiErrorReplyOptions = {},
) {
  if (error instanceof ApiFieldErrors) {
    const fieldErrors: Record<string, string[]> = {}
    const elsewhere: string[] = []
    for (const [field, messages] of Object.entries(error.errors)) {
      const name = fieldNames[field] ?? field
      if (fields && !fields.includes(name)) elsewhere.push(...messages)
      else fieldErrors[name] = messages
    }
    const summary = title ? colon(title, elsewhere.length ? elsewhere.join(' ') : error.message) : elsewhere.join(' ') || error.message
    const formErrors = title || elsewhere.length || !Object.keys(fieldErrors).length ? [summary] : undefined
    return data({ result: submission.reply({ fieldErrors, formErrors, hideFields }) }, { status: 400 })
  }
  if (error instanceof ApiError) {
    return data({ result: submission.reply({ formErrors: [error.message], hideFields }) }, { status: error.status ?? 503 })
  }
  throw error
}
