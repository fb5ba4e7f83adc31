import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import type { Client } from '../../../server/contract/client'
import { ClientFieldInput } from '~/components/client-field-input'
import { Banner } from '~/components/ui/banner'
import { Button } from '~/components/ui/button'
import { AccountFormSchema, accountFieldNames } from '~/utils/client-forms'
import { constraintsOf } from '~/utils/form'
import { useIsPendingIntent } from '~/utils/misc'

/** The client's own data (section 3): zip 5 characters, the others 255, the e-mail read-only. */
export function AccountForm({ client, result }: { client: Client; result?: SubmissionResult<string[]> }) {
  const isPending = useIsPendingIntent('update')
  const [form, fields] = useForm({
    id: 'account',
    lastResult: result,
    // The ticked boxes of the multi-choice type, one value each, as the form posts them.
    defaultValue: { ...client, type: client.type.split(';').filter(Boolean) as unknown as string },
    constraint: constraintsOf(AccountFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AccountFormSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)}>
      {form.errors?.length ? (
        <Banner kind="error" id={form.errorId}>
          {form.errors.join(' ')}
        </Banner>
      ) : null}
      <div className="field-grid">
        {accountFieldNames.map((name) => (
          <ClientFieldInput key={name} name={name} meta={fields[name]} />
        ))}
      </div>
      <div className="form-actions">
        <Button type="submit" name="intent" value="update" pending={isPending}>
          {isPending ? 'Enregistrement…' : 'Enregistrer mes informations'}
        </Button>
      </div>
    </Form>
  )
}
