import type { SubmissionResult } from '@conform-to/react'
import { AddItemForm } from '~/components/admin/add-item-form'
import { ErrorList, FormField } from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'

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
export function AddArticleForm({ filters, ...form }: AddArticleFormProps) {
  return (
    <AddItemForm id="add-article" submit="Créer l’article" {...form}>
      {(fields) => {
        const filter = fields.blog_filter_id
        const filterErrorId = filter.errors?.length ? filter.errorId : undefined
        return (
          <div className="admin-fields">
            <FormField meta={fields.title} label="Titre (obligatoire)" type="text" autoComplete="off" />
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
            <FormField meta={fields.date} label="Date (obligatoire)" type="date" />
            <FormField
              meta={fields.image_id}
              label="Image (numéro dans la bibliothèque)"
              help={'Facultatif\u00a0: le numéro affiché sur la fiche de l’image.'}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
            />
          </div>
        )
      }}
    </AddItemForm>
  )
}
