import type { z, ZodError } from 'zod'
import { type FieldErrors, messages } from './contract/common'

/** An error answered with its status and a French message (401, 403, 404, 409, 413, 429…). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Fields answered beside `message`, for the caller's next step (`secondFactor`, `reauth`, `enrolment`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** A 400 answer with French messages per field. */
export class ValidationError extends Error {
  readonly statusCode = 400
  constructor(
    readonly errors: FieldErrors,
    message: string = messages.invalidForm,
  ) {
    super(message)
    this.name = 'ValidationError'
  }
}

export const notFound = (message = 'Cette ressource n’existe pas.') => new HttpError(404, message)
export const unauthorized = (message = 'Vous n’êtes pas connecté.') => new HttpError(401, message)
export const forbidden = (message = 'Vous n’avez pas le droit de faire cette action.') => new HttpError(403, message)

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'form'
    const messages = (errors[field] ??= [])
    if (!messages.includes(issue.message)) messages.push(issue.message)
  }
  return errors
}

/** Validates a payload against a contract schema, or throws the 400 answer. */
export function parse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value ?? {})
  if (!result.success) throw new ValidationError(fieldErrorsOf(result.error))
  return result.data
}
