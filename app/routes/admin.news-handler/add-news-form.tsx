import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { HtmlField } from '~/components/admin/html-field'
import { Button, Field, FormErrors, getFormProps, getInputProps, useIsPendingIntent, useServerForm } from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'
import { FORM_KEY } from '~/utils/form-key'

interface AddNewsFormProps {
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
  formKey: string
  maxLength: number
}

/** `intent=add` (right 11): the item's title, its text (the editor, a textarea without JavaScript) and its date. */
export function AddNewsForm({ result, constraint, formKey, maxLength }: AddNewsFormProps) {
  const isPending = useIsPendingIntent('add')
  const [form, fields] = useServerForm({ id: 'add-news', lastResult: result, constraint })
  const text = fields.text
  return (
    <Form key={form.key} method="post" className="html-text-form" aria-labelledby="add-news-heading" {...getFormProps(form)}>
      <input type="hidden" name={FORM_KEY} value={formKey} />
      <FormErrors form={form} />
      <Field
        labelProps={{ children: 'Titre (obligatoire)' }}
        inputProps={{ ...getInputProps(fields.title, { type: 'text' }), autoComplete: 'off' }}
        errors={fields.title.errors}
      />
      <Field
        labelProps={{ children: 'Date' }}
        help="Aujourd’hui si elle est laissée vide."
        inputProps={getInputProps(fields.date, { type: 'date' })}
        errors={fields.date.errors}
      />
      <HtmlField
        id={text.id}
        name={text.name}
        label="Texte de l’actualité (obligatoire)"
        defaultValue={String(text.initialValue ?? '')}
        maxLength={maxLength}
        errorId={text.errorId}
        errors={text.errors}
      />
      <Button type="submit" name="intent" value="add" pending={isPending} pendingLabel="Création…">
        Créer l’actualité
      </Button>
    </Form>
  )
}
