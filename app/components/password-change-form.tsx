import { type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import {
  CurrentPasswordField,
  FormErrors,
  FormSubmit,
  getFormProps,
  NewPasswordField,
  useIsPendingIntent,
  useServerForm,
} from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'
import { ReauthFieldset } from './admin/reauth-fieldset'

interface PasswordChangeFormProps {
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
  /** Where a forgotten password is asked for again, when there is such a page (the client area). */
  forgottenHref?: string
  /** A staff member whose last proof is 5 minutes old gives a code too (decision 0037). */
  codeNeeded?: boolean
}

/**
 * A connected client or staff member changes its password: the old one (min 7) and the new one (7 to 255), posted
 * with `intent=password`, `oldPassword`, `newPassword`.
 */
export function PasswordChangeForm({ result, constraint, forgottenHref, codeNeeded = false }: PasswordChangeFormProps) {
  const isPending = useIsPendingIntent('password')
  const [form, fields] = useServerForm({
    id: 'password',
    lastResult: result,
    constraint,
  })
  return (
    <Form key={form.key} method="post" {...getFormProps(form)}>
      <FormErrors form={form} />
      <CurrentPasswordField meta={fields.oldPassword} label="Ancien mot de passe" toggleLabel="Afficher l’ancien mot de passe" />
      <NewPasswordField meta={fields.newPassword} toggleLabel="Afficher le nouveau mot de passe" />
      {codeNeeded || fields.code?.errors?.length ? (
        <ReauthFieldset idPrefix="password" withPassword={false} errors={{ code: fields.code?.errors }} />
      ) : null}
      <FormSubmit
        name="intent"
        value="password"
        pending={isPending}
        pendingLabel="Enregistrement…"
        after={forgottenHref ? <Link to={forgottenHref}>Mot de passe oublié{'\u00a0'}?</Link> : null}
      >
        Changer mon mot de passe
      </FormSubmit>
    </Form>
  )
}
