import type { SubmissionResult } from '@conform-to/react'
import { Button, ErrorList, Field, type FieldMeta, getInputProps, useServerForm } from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'
import { CreditFields, ImageFileField } from './image-fields'
import { FileForm, useUpload } from './use-upload'

export interface PicturePage {
  id: number
  name: string
}

export interface UploadLimits {
  maxBytes: number
  tooHeavy: string
}

interface UploadFormProps {
  folder: number
  pages: readonly PicturePage[]
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
  formKey: string
  limits: UploadLimits
}

/**
 * intent=add (rights 4 and 5): the file (required), its credits, and the page entity that shows it, if any (a
 * page's folder proposes that page). Refused, it keeps what was typed; the file has to be chosen again.
 */
export function UploadForm({ folder, pages, result, constraint, formKey, limits }: UploadFormProps) {
  const upload = useUpload(limits)
  const [form, fields] = useServerForm({
    id: 'add-image',
    lastResult: upload.result ?? result,
    constraint,
    defaultValue: { pageId: folder ? String(folder) : '' },
  })
  return (
    <FileForm
      key={form.key}
      form={form}
      upload={upload}
      formKey={formKey}
      hidden={{ intent: 'add', folder }}
      name={{ 'aria-label': 'Nouvelle image' }}
    >
      <ImageFileField meta={fields.image} label="Fichier de l’image (obligatoire)" required />
      <CreditFields fields={fields} />
      <fieldset className="image-place">
        <legend>Afficher l’image sur une page (facultatif)</legend>
        <PlaceFields pages={pages} fields={fields} optional />
      </fieldset>
      <Button type="submit" pending={upload.progress !== null} pendingLabel="Envoi en cours…">
        Ajouter l’image
      </Button>
    </FileForm>
  )
}

/** The page (among those showing pictures) and the entity of that page: where an image is shown. */
export function PlaceFields({
  pages,
  fields,
  optional,
}: {
  pages: readonly PicturePage[]
  fields: Record<string, FieldMeta>
  optional?: boolean
}) {
  const page = fields.pageId
  const pageErrorId = page.errors?.length ? page.errorId : undefined
  const initial = Array.isArray(page.initialValue) ? page.initialValue[0] : page.initialValue
  return (
    <div className="admin-fields">
      <div className="field">
        <label htmlFor={page.id}>Page</label>
        <select
          id={page.id}
          name={page.name}
          form={page.formId}
          defaultValue={initial ?? ''}
          aria-invalid={pageErrorId ? true : undefined}
          aria-describedby={pageErrorId}
        >
          {optional ? <option value="">Aucune</option> : null}
          {pages.map(({ id, name }) => (
            <option key={id} value={id}>
              {id} {name}
            </option>
          ))}
        </select>
        <ErrorList id={pageErrorId} errors={page.errors} />
      </div>
      <Field
        labelProps={{ children: 'Emplacement (numéro d’entité de la page)' }}
        inputProps={{ ...getInputProps(fields.entityId, { type: 'number' }), min: 1, step: 1, inputMode: 'numeric' }}
        errors={fields.entityId.errors}
      />
    </div>
  )
}
