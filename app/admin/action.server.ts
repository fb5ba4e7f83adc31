import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type { z } from 'zod'
import { messages } from '#contract/common'
import type { Right } from '#contract/rights'
import { httpError } from '~/utils/errors.server'
import { readForm } from '~/utils/form.server'
import { requireRight, requireStaff, type StaffMember } from './auth.server'

/** The forms of one admin page: one object schema per `intent` (`z.literal`), built on the contract's schemas. */
export type AdminForms = z.ZodDiscriminatedUnion<readonly z.ZodObject<{ intent: z.ZodType<string> }>[], 'intent'>

export interface AdminActionOptions<Forms extends AdminForms> {
  /** The page's right (one of them when several open it), or 'staff' (any staff member): checked first. */
  right: Right | readonly Right[] | 'staff'
  /** Rights needed as well (each of them) by every form of the page: editing on a page one must be able to view. */
  alsoNeeds?: readonly Right[]
  /** The rights an intent needs besides (each of them), checked before its fields: a refusal is the 403 page. */
  needs?: (intent: string, formData: FormData) => Right | readonly Right[] | undefined
  schema: Forms
  /** The image view's select is read into the contract's fields before the schema sees them. */
  prepare?: (formData: FormData) => FormData
  /** The file inputs an intent requires (no schema reads a file): a missing one is refused under its field. */
  requiredFiles?: Partial<Record<string, readonly string[]>>
  /** Fields never sent back to the page (files, passwords). */
  hideFields?: string[]
  /** The fields checked are no one's to type (buttons, hidden fields): an invalid form is the French 400 page. */
  noFieldErrors?: true
}

type Parsed<Forms extends AdminForms> = Submission<z.input<Forms>, string[], z.output<Forms>>

/** The form of one intent, read: `switch (posted.intent)` narrows `value` to that intent's fields. */
export type AdminSubmission<Forms extends AdminForms, Value = z.output<Forms>> = Value extends { intent: infer Intent }
  ? { ok: true; intent: Intent; value: Value; staff: StaffMember; formData: FormData; submission: Parsed<Forms> }
  : never

/** What a page's handler of `intent` receives: `AdminForm<typeof ImageForms, 'add'>`. */
export type AdminForm<Forms extends AdminForms, Intent extends string> = AdminSubmission<
  Forms,
  Extract<z.output<Forms>, { intent: Intent }>
>

/** The 400 of conform's reply: the page shows each French message under its field. */
export type AdminRefusal<Forms extends AdminForms> = {
  ok: false
  answer: ReturnType<typeof data<{ result: ReturnType<Parsed<Forms>['reply']> }>>
}

/**
 * The one way into an admin action: the page's right, the posted form (same-origin and honeypot checked), its
 * `intent` (an unknown one is the French 400 « Ce formulaire n’existe pas. »), the rights that intent needs, then
 * its fields through its schema: the parsed submission, or the 400 answer that shows the errors under the fields.
 */
export async function readAdminAction<Forms extends AdminForms>(
  request: Request,
  options: AdminActionOptions<Forms> & { noFieldErrors: true },
): Promise<AdminSubmission<Forms>>
export async function readAdminAction<Forms extends AdminForms>(
  request: Request,
  options: AdminActionOptions<Forms>,
): Promise<AdminSubmission<Forms> | AdminRefusal<Forms>>
export async function readAdminAction<Forms extends AdminForms>(
  request: Request,
  { right, alsoNeeds = [], needs, schema, prepare, requiredFiles, hideFields, noFieldErrors }: AdminActionOptions<Forms>,
): Promise<AdminSubmission<Forms> | AdminRefusal<Forms>> {
  const staff = right === 'staff' ? await requireStaff(request) : await requireRight(request, right)
  for (const needed of alsoNeeds) await requireRight(request, needed)
  const posted = await readForm(request)
  const intent = posted.get('intent')
  if (typeof intent !== 'string' || !schema.options.some((form) => form.shape.intent.safeParse(intent).success)) return unknownForm()
  for (const needed of [needs?.(intent, posted) ?? []].flat()) await requireRight(request, needed)
  const formData = prepare ? prepare(posted) : posted
  const submission = parseWithZod(formData, { schema }) as Parsed<Forms>
  const missing = (requiredFiles?.[intent] ?? []).filter((name) => !isFile(formData.get(name)))
  if (submission.status === 'success' && !missing.length) {
    const value = submission.value
    return { ok: true, intent: value.intent, value, staff, formData, submission } as AdminSubmission<Forms>
  }
  if (noFieldErrors) return unknownForm()
  // A missing file is said under its field, beside the schema's errors.
  const fieldErrors = Object.fromEntries(missing.map((name) => [name, [messages.required]]))
  const result = submission.reply(missing.length ? { fieldErrors, hideFields } : { hideFields })
  return { ok: false, answer: data({ result }, { status: 400 }) }
}

/** A chosen file (a browser sends an empty part when none was chosen). */
function isFile(value: FormDataEntryValue | null): value is File {
  return value instanceof File && value.size > 0
}

/** A form the page does not have (a made-up intent, a button's value changed): the French 400 page. */
function unknownForm(): never {
  return httpError(400, 'Ce formulaire n’existe pas.')
}
