import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { useMemo } from 'react'
import type { ClientFieldName } from '../../../server/contract/client'
import { ClientFieldInput } from '~/components/client-field-input'
import { Banner } from '~/components/ui/banner'
import { Button } from '~/components/ui/button'
import { registrationConfirmSchema } from '~/utils/client-forms'
import { constraintsOf } from '~/utils/form'
import { useIsPendingIntent } from '~/utils/misc'

interface ConfirmFormProps {
  /** The client fields this registration needs (`data_name_client`), with the client's current values. */
  fields: ClientFieldName[]
  values: Partial<Record<ClientFieldName, string>>
  result?: SubmissionResult<string[]>
}

/**
 * The button that confirms a registration, with the client fields it needs: those the client has not filled in
 * yet are empty and required, so the client completes them here; the action saves them, then confirms.
 */
export function ConfirmForm({ fields: names, values, result }: ConfirmFormProps) {
  const isPending = useIsPendingIntent('confirm')
  const schema = useMemo(() => registrationConfirmSchema(names), [names])
  const constraint = useMemo(() => {
    const base = constraintsOf(schema)
    for (const name of names) base[name] = { ...base[name], required: name !== 'type' }
    return base
  }, [schema, names])
  const [form, fields] = useForm({
    id: 'confirm-registration',
    lastResult: result,
    defaultValue: { ...values, type: (values.type ?? '').split(';').filter(Boolean) } as unknown as Record<string, string>,
    constraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const missing = names.filter((name) => !values[name]?.trim())
  return (
    <Form method="post" {...getFormProps(form)}>
      {form.errors?.length ? (
        <Banner kind="error" id={form.errorId}>
          {form.errors.join(' ')}
        </Banner>
      ) : null}
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
        <Button type="submit" name="intent" value="confirm" pending={isPending}>
          {isPending ? 'Confirmation en cours…' : 'Confirmer mon inscription'}
        </Button>
      </div>
    </Form>
  )
}
