import { type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { Client } from '#contract/client'
import { ClientFieldInput } from '~/client-area/client-field-input'
import { accountFieldNames } from '~/client-area/client-fields'
import { FormErrors, FormSubmit, getFormProps, useIsPendingIntent, useServerForm } from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'

/** The client's own data (section 3): zip 5 characters, the others 255, the e-mail read-only. */
export function AccountForm({
  client,
  result,
  constraint,
}: {
  client: Client
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
}) {
  const isPending = useIsPendingIntent('update')
  const [form, fields] = useServerForm({
    id: 'account',
    lastResult: result,
    // The ticked boxes of the multi-choice type, one value each, as the form posts them.
    defaultValue: {
      ...Object.fromEntries(accountFieldNames.map((name) => [name, client[name]])),
      type: client.type.split(';').filter(Boolean),
    },
    constraint,
  })
  return (
    <Form key={form.key} method="post" {...getFormProps(form)}>
      <FormErrors form={form} />
      <div className="field-grid">
        {accountFieldNames.map((name) => (
          <ClientFieldInput key={name} name={name} meta={fields[name]} />
        ))}
      </div>
      <FormSubmit name="intent" value="update" pending={isPending} pendingLabel="Enregistrement…">
        Enregistrer mes informations
      </FormSubmit>
    </Form>
  )
}
