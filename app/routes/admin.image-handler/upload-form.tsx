import type { SubmissionResult } from '@conform-to/react'
import type { PlaceGroup } from '#content/page-places'
import { Button, ErrorList, type FieldMeta } from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'
import { CreditFields, DescriptionFields, ImageFileField } from './image-fields'
import { FileForm, useFileForm } from './use-upload'

export interface UploadLimits {
  maxBytes: number
  tooHeavy: string
}

interface UploadFormProps {
  folder: number
  places: readonly PlaceGroup[]
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
  formKey: string
  limits: UploadLimits
}

/**
 * intent=add (rights 4 and 5): the file (required), its description (a text alternative or the decorative box,
 * required), its credits, and the page entity that shows it, if any (a page's folder proposes that page). Refused, it keeps what was typed; the file has to be chosen again.
 */
export function UploadForm({ folder, places, result, constraint, formKey, limits }: UploadFormProps) {
  const file = useFileForm({ id: 'add-image', lastResult: result, constraint, limits })
  return (
    <FileForm file={file} formKey={formKey} hidden={{ intent: 'add', folder }} name={{ 'aria-label': 'Nouvelle image' }}>
      <ImageFileField meta={file.fields.image} label="Fichier de l’image (obligatoire)" required />
      <DescriptionFields fields={file.fields} />
      <CreditFields fields={file.fields} />
      <fieldset className="image-place">
        <legend>Afficher l’image sur une page (facultatif)</legend>
        <PlaceField places={places} fields={file.fields} optional />
      </fieldset>
      <Button type="submit" pending={file.upload.progress !== null} pendingLabel="Envoi en cours…">
        Ajouter l’image
      </Button>
    </FileForm>
  )
}

/**
 * Where the image is shown: one select of the real slots, grouped by page and named by where the page shows them
 * (`place`, `{pageId}-{entityId}`; the action reads it into the contract's `pageId` and `entityId`).
 */
export function PlaceField({
  places,
  fields,
  optional,
}: {
  places: readonly PlaceGroup[]
  fields: Record<string, FieldMeta>
  optional?: boolean
}) {
  const place = fields.place
  // The server's refusals name the contract's fields (an unknown slot, an article gone): they show here.
  const errors = [place, fields.pageId, fields.entityId].flatMap((meta) => meta.errors ?? [])
  const errorId = errors.length ? place.errorId : undefined
  const initial = Array.isArray(place.initialValue) ? place.initialValue[0] : place.initialValue
  return (
    <div className="field">
      <label htmlFor={place.id}>Emplacement</label>
      <select
        id={place.id}
        name={place.name}
        form={place.formId}
        defaultValue={initial ?? ''}
        required={!optional}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      >
        <option value="">{optional ? 'Aucun' : 'Choisissez un emplacement'}</option>
        {places.map((group) => (
          <optgroup key={group.pageId} label={`${group.pageId} ${group.name}`}>
            {group.slots.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {slot.place}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}
