import { useForm, type FormMetadata, type SubmissionResult } from '@conform-to/react'
import { Banner } from './ui/banner'
import type { FormConstraint } from '~/utils/form-constraints.server'

/** A field posts a text, or several (ticked boxes of a multi-choice). */
type FieldValue = string | string[]
type FormValues = Record<string, FieldValue>

interface ServerFormOptions {
  id: string
  /** The action's `submission.reply()`: its field errors and the values to show again. */
  lastResult: SubmissionResult<string[]> | null | undefined
  /** The fields' HTML constraints, sent by the loader (`constraintsOf`). */
  constraint: FormConstraint
  defaultValue?: Record<string, FieldValue | null | undefined>
}

/**
 * conform's `useForm` for a form that validates on the server only (docs/decisions/0010): the action's zod schema
 * decides, and its answer carries the errors, with or without JavaScript.
 */
export function useServerForm({ id, lastResult, constraint, defaultValue }: ServerFormOptions) {
  return useForm<FormValues>({
    id,
    lastResult,
    constraint,
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  })
}

/** The errors of a whole form ('title : message' from the action or the API), above its fields. */
export function FormErrors({ form }: { form: FormMetadata<FormValues, string[]> }) {
  if (!form.errors?.length) return null
  return (
    <Banner kind="error" id={form.errorId}>
      {form.errors.join(' ')}
    </Banner>
  )
}
