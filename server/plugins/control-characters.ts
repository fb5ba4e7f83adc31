import type { FastifyInstance } from 'fastify'
import { controlCharacter, type FieldErrors, messages } from '../contract/common'
import { ValidationError } from '../errors'

const controlCharacterMessage = messages.controlCharacters

const holdsControl = (value: unknown): boolean =>
  typeof value === 'string'
    ? controlCharacter.test(value)
    : Array.isArray(value)
      ? value.some(holdsControl)
      : typeof value === 'object' &&
        value !== null &&
        Object.entries(value).some(([key, inner]) => controlCharacter.test(key) || holdsControl(inner))

/**
 * The fields of a body (a JSON object or a form, field by field; an html text as `html`) holding a control
 * character, in a value or in the name of an entry within (a registration's data), each with the French message:
 * an empty object when there is none.
 */
export function controlCharacterErrors(body: unknown): FieldErrors {
  if (typeof body === 'string') return holdsControl(body) ? { html: [controlCharacterMessage] } : {}
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return holdsControl(body) ? { form: [controlCharacterMessage] } : {}
  const errors: FieldErrors = {}
  for (const [field, value] of Object.entries(body)) if (holdsControl(value)) errors[field] = [controlCharacterMessage]
  return errors
}

/**
 * Every text the API receives in a body is refused with a French 400 under its field when it holds a control
 * character (issue 16: a NUL answered 500 at client/add, page texts, contact and the staff login). One hook for
 * every route, so that none can forget it; multipart forms, read by their route, call `controlCharacterErrors`.
 */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) return
    const errors = controlCharacterErrors(request.body)
    if (Object.keys(errors).length) throw new ValidationError(errors)
  })
}
