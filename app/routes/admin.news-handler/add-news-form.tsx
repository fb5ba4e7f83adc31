import type { SubmissionResult } from '@conform-to/react'
import { AddItemForm } from '~/components/admin/add-item-form'
import { HtmlField } from '~/components/admin/html-field'
import { FormField } from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'

interface AddNewsFormProps {
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
  formKey: string
  maxLength: number
}

/** `intent=add` (right 11): the item's title, its text (the editor, a textarea without JavaScript) and its date. */
export function AddNewsForm({ maxLength, ...form }: AddNewsFormProps) {
  return (
    <AddItemForm id="add-news" submit="Créer l’actualité" {...form}>
      {(fields) => (
        <>
          <FormField meta={fields.title} label="Titre (obligatoire)" type="text" autoComplete="off" />
          <FormField meta={fields.date} label="Date" help="Aujourd’hui si elle est laissée vide." type="date" />
          <HtmlField
            id={fields.text.id}
            name={fields.text.name}
            label="Texte de l’actualité (obligatoire)"
            defaultValue={String(fields.text.initialValue ?? '')}
            maxLength={maxLength}
            errorId={fields.text.errorId}
            errors={fields.text.errors}
          />
        </>
      )}
    </AddItemForm>
  )
}
