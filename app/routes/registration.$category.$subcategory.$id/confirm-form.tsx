import { type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ClientFieldName } from '#contract/client'
import { ClientFieldInput } from '~/client-area/client-field-input'
import { Button, FormErrors, getFormProps, useIsPendingIntent, useServerForm } from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'

interface ConfirmFormProps {
  /** The client fields this registration needs (`data_name_client`), with the client's current values. */
  fields: ClientFieldName[]
  values: Partial<Record<ClientFieldName, string>>
  result?: SubmissionResult<string[]>
  /** The HTML constraints of its fields, from the loader (the form validates on the server). */
  constraint: FormConstraint
  /** `waitlist` on a full session: the same fields, to join its waiting list (issue 28). */
  intent?: 'confirm' | 'waitlist'
}

/**
 * The button that confirms a registration, with the client fields it needs: those the client has not filled in
 * yet are empty and required, so the client completes them here; the action saves them, then confirms.
 */
export function ConfirmForm({ fields: names, values, result, constraint, intent = 'confirm' }: ConfirmFormProps) {
  const isPending = useIsPendingIntent(intent)
  const [form, fields] = useServerForm({
    id: 'confirm-registration',
    lastResult: result,
    defaultValue: { ...values, type: (values.type ?? '').split(';').filter(Boolean) },
    constraint,
  })
  const missing = names.filter((name) => !values[name]?.trim())
  return (
    <Form key={form.key} method="post" {...getFormProps(form)}>
      <FormErrors form={form} />
      {names.length ? (
        <>
          <p>
            {missing.length
              ? 'Pour cette inscription, merci de compléter les informations marquées *\u00a0: elles seront enregistrées dans votre compte.'
              : 'Vérifiez les informations que l’école recevra avec votre inscription.'}
          </p>
          <div className="field-grid">
            {names.map((name) =>
              name === 'note' ? null : <ClientFieldInput key={name} name={name} meta={fields[name as keyof typeof fields]} required />,
            )}
          </div>
        </>
      ) : null}
      <div className="form-actions">
        {intent === 'confirm' ? (
          <Button type="submit" name="intent" value="confirm" pending={isPending} pendingLabel="Confirmation en cours…">
            Confirmer mon inscription
          </Button>
        ) : (
          <Button type="submit" name="intent" value="waitlist" pending={isPending} pendingLabel="Inscription en cours…">
            Rejoindre la liste d’attente
          </Button>
        )}
      </div>
    </Form>
  )
}
