import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Button, type FieldMeta, FormErrors, getFormProps, useIsPendingIntent, useServerForm } from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'
import { FORM_KEY } from '~/utils/form-key'

interface AddItemFormProps {
  /** The form's id (`add-article`, `add-news`), the prefix of its fields' ids; `${id}-heading` names it. */
  id: string
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
  formKey: string
  /** The submit button's words (« Créer l’article »). */
  submit: string
  /** The item's fields, drawn from conform's names, values and errors. */
  children: (fields: Record<string, FieldMeta>) => ReactNode
}

/** `intent=add` of an article or a news item (right 11): its fields, the form's errors and the button. */
export function AddItemForm({ id, result, constraint, formKey, submit, children }: AddItemFormProps) {
  const isPending = useIsPendingIntent('add')
  const [form, fields] = useServerForm({ id, lastResult: result, constraint })
  return (
    <Form key={form.key} method="post" className="html-text-form" aria-labelledby={`${id}-heading`} {...getFormProps(form)}>
      <input type="hidden" name={FORM_KEY} value={formKey} />
      <FormErrors form={form} />
      {children(fields)}
      <Button type="submit" name="intent" value="add" pending={isPending} pendingLabel="Création…">
        {submit}
      </Button>
    </Form>
  )
}
