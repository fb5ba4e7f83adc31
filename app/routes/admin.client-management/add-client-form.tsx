import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { type ClientFieldName, clientTypes } from '#contract/client-fields'
import {
  Button,
  ErrorList,
  type FieldMeta,
  FormErrors,
  FormField,
  FormTextareaField,
  getCollectionProps,
  getFormProps,
  useIsPendingIntent,
  useServerForm,
} from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'
import { FORM_KEY } from '~/utils/form-key'
import { fieldTitle } from './client-fields'

interface AddClientFormProps {
  action: string
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
  formKey: string
}

const several = 'Plusieurs\u00a0: séparez-les par «\u00a0;\u00a0»'
/** The text fields of section 5's add form and the business fields, with what helps typing them. */
const textFields: {
  field: Exclude<ClientFieldName, 'type' | 'note'>
  help?: string
  autoComplete?: string
  inputMode?: 'tel' | 'email' | 'numeric'
}[] = [
  { field: 'firstName' },
  { field: 'secondName' },
  { field: 'email', help: several, inputMode: 'email' },
  { field: 'phone', help: several, inputMode: 'tel' },
  { field: 'address' },
  { field: 'zip', inputMode: 'numeric' },
  { field: 'city' },
  { field: 'country' },
  { field: 'business' },
  { field: 'professionalPhone', inputMode: 'tel' },
]

/** intent=add: the client fields of section 3, the type as checkboxes; the API's errors under each field. */
export function AddClientForm({ action, result, constraint, formKey }: AddClientFormProps) {
  const isPending = useIsPendingIntent('add', { formAction: action })
  const [form, fields] = useServerForm({ id: 'add-client', lastResult: result, constraint })
  return (
    <Form key={form.key} method="post" action={action} {...getFormProps(form)}>
      <input type="hidden" name={FORM_KEY} value={formKey} />
      <FormErrors form={form} />
      <TypeFieldset meta={fields.type} />
      <div className="admin-fields">
        {textFields.map(({ field, help, inputMode }) => (
          <FormField
            key={field}
            meta={fields[field]}
            label={`${fieldTitle(field)}${field === 'firstName' || field === 'secondName' ? ' (obligatoire)' : ''}`}
            help={help}
            type="text"
            inputMode={inputMode}
            autoComplete="off"
          />
        ))}
      </div>
      <FormTextareaField meta={fields.note} label="Note" rows={2} />
      <Button type="submit" name="intent" value="add" pending={isPending} pendingLabel="Ajout en cours…">
        Ajouter le client
      </Button>
    </Form>
  )
}

function TypeFieldset({ meta }: { meta: FieldMeta }) {
  const errorId = meta.errors?.length ? meta.errorId : undefined
  return (
    <fieldset className="rights-fieldset" aria-describedby={errorId}>
      <legend>Type de public</legend>
      <ul className="rights-options">
        {getCollectionProps(meta, { type: 'checkbox', options: [...clientTypes] }).map(({ key, ...props }) => (
          <li key={key}>
            <label>
              <input {...props} aria-describedby={undefined} /> {props.value}
            </label>
          </li>
        ))}
      </ul>
      <ErrorList id={errorId} errors={meta.errors} />
    </fieldset>
  )
}
