import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import type { Client } from '#contract/client'
import type { ClientFieldName } from '#contract/client-fields'
import { Button, ErrorList } from '~/components/ui'
import { FORM_KEY } from '~/utils/form-key'
import { fieldTitle, fullName, typeChoices } from './client-fields'

type Result = SubmissionResult<string[]> | undefined

interface CellEditorProps {
  client: Client
  field: ClientFieldName
  /** The list's address (its filter, order and page): the action redirects back to it. */
  action: string
  formKey: string
  /** The last refused send of this cell (without JavaScript, the action's answer). */
  result?: Result
  /** With JavaScript, inside the table: a fetcher posts, Escape or « Annuler » call onClose, a save too. */
  inline?: { onClose: () => void }
  /** Without JavaScript, « Annuler » goes back to the list. */
  cancelTo?: string
}

/**
 * The form of one cell (`intent=update-cell`, `id`, `field`, `value`): inline in the table with JavaScript, alone
 * on the list's `?edit={id}:{field}` address without. A refused value stays typed, the API's French error under it.
 */
export function CellEditor({ client, field, action, formKey, result, inline, cancelTo }: CellEditorProps) {
  const fetcher = useFetcher<{ result?: Result }>()
  const sent = useRef<string | null>(null)
  const fetched = fetcher.data?.result
  // A fetcher keeps its last answer: an error counts only for the value just sent (a save that succeeds redirects).
  const refused = inline ? (fetched && fetched.initialValue?.value === sent.current ? fetched : undefined) : result
  const pending = inline ? fetcher.state !== 'idle' : false
  useEffect(() => {
    if (inline && fetcher.state === 'idle' && sent.current !== null && !refused) inline.onClose()
  }, [inline, fetcher.state, refused])

  const id = `cell-${client.id}-${field}`
  const errors = refused?.error?.value ?? refused?.error?.[''] ?? undefined
  const errorId = errors?.length ? `${id}-error` : undefined
  const value = refused ? String(refused.initialValue?.value ?? '') : client[field]
  const label = `${fieldTitle(field)} de ${fullName(client)}`
  const control = {
    id,
    name: 'value',
    defaultValue: value,
    autoFocus: true,
    'aria-invalid': errorId ? true : undefined,
    'aria-describedby': errorId,
    onKeyDown: (event: React.KeyboardEvent) => {
      if (inline && event.key === 'Escape') {
        event.preventDefault()
        inline.onClose()
      }
    },
  }
  const FormElement = inline ? fetcher.Form : Form
  return (
    <FormElement
      method="post"
      action={action}
      className={inline ? 'cell-editor cell-editor-inline' : 'cell-editor'}
      noValidate
      preventScrollReset
      onSubmit={(event) => {
        if (pending) event.preventDefault()
        else sent.current = String(new FormData(event.currentTarget).get('value') ?? '')
      }}
    >
      <input type="hidden" name="intent" value="update-cell" />
      <input type="hidden" name="id" value={client.id} />
      <input type="hidden" name="field" value={field} />
      <input type="hidden" name={FORM_KEY} value={formKey} />
      <label htmlFor={id} className={inline ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {field === 'type' ? (
        <select {...control}>
          {typeChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...control} type="text" maxLength={field === 'zip' ? 5 : 255} inputMode={inputModeOf(field)} autoComplete="off" />
      )}
      <span className="cell-editor-actions">
        <Button type="submit" pending={pending} pendingLabel="Enregistrement…">
          Enregistrer
        </Button>
        {inline ? (
          <Button type="button" variant="secondary" onClick={inline.onClose}>
            Annuler
          </Button>
        ) : (
          <Link to={cancelTo ?? action}>Annuler</Link>
        )}
      </span>
      <ErrorList id={errorId} errors={errors} />
    </FormElement>
  )
}

function inputModeOf(field: ClientFieldName): 'tel' | 'email' | 'numeric' | undefined {
  if (field === 'phone' || field === 'professionalPhone') return 'tel'
  if (field === 'email') return 'email'
  if (field === 'zip') return 'numeric'
  return undefined
}
