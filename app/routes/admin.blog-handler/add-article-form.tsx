import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { Button, ErrorList, Field, FormErrors, getFormProps, getInputProps, useIsPendingIntent, useServerForm } from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'
import { FORM_KEY } from '~/utils/form-key'

interface AddArticleFormProps {
  filters: { id: number; name: string }[]
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
  formKey: string
}

/**
 * `intent=add` (right 11): title, rubric, date and, if wanted, a picture of the image library by its number; the
 * article opens next, to write its blocks.
 */
export function AddArticleForm({ filters, result, constraint, formKey }: AddArticleFormProps) {
  const isPending = useIsPendingIntent('add')
  const [form, fields] = useServerForm({ id: 'add-article', lastResult: result, constraint })
  const filter = fields.blog_filter_id
  const filterErrorId = filter.errors?.length ? filter.errorId : undefined
  return (
    <Form key={form.key} method="post" className="html-text-form" aria-labelledby="add-article-heading" {...getFormProps(form)}>
      <input type="hidden" name={FORM_KEY} value={formKey} />
      <FormErrors form={form} />
      <div className="admin-fields">
        <Field
          labelProps={{ children: 'Titre (obligatoire)' }}
          inputProps={{ ...getInputProps(fields.title, { type: 'text' }), autoComplete: 'off' }}
          errors={fields.title.errors}
        />
        <div className="field">
          <label htmlFor={filter.id}>Rubrique (obligatoire)</label>
          <select
            id={filter.id}
            name={filter.name}
            defaultValue={String(filter.initialValue ?? '')}
            aria-invalid={filterErrorId ? true : undefined}
            aria-describedby={filterErrorId}
          >
            <option value="">Choisir…</option>
            {filters.map(({ id, name }) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
          <ErrorList id={filterErrorId} errors={filter.errors} />
        </div>
        <Field
          labelProps={{ children: 'Date (obligatoire)' }}
          inputProps={getInputProps(fields.date, { type: 'date' })}
          errors={fields.date.errors}
        />
        <Field
          labelProps={{ children: 'Image (numéro dans la bibliothèque)' }}
          help={'Facultatif\u00a0: le numéro affiché sur la fiche de l’image.'}
          inputProps={{ ...getInputProps(fields.image_id, { type: 'number' }), min: 1, step: 1, inputMode: 'numeric' }}
          errors={fields.image_id.errors}
        />
      </div>
      <Button type="submit" name="intent" value="add" pending={isPending} pendingLabel="Création…">
        Créer l’article
      </Button>
    </Form>
  )
}
