import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { PasskeyLogin } from '~/admin/passkeys/passkey-login'
import { Banner, Button, Field, FormErrors, getFormProps, getInputProps, PasswordField, useIsPending, useServerForm } from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'

interface StaffLoginFormProps {
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
  /** The admin page to come back to after the login. */
  redirectTo?: string
  /** The API's session had ended (logout elsewhere, expiry, password changed): why, above the form. */
  sessionEnded?: string | false
}

/** The admin login of section 2 (fields user and password), shown by every admin page when not connected. */
export function StaffLoginForm({ result, constraint, redirectTo, sessionEnded }: StaffLoginFormProps) {
  // The page to come back to stays in the address too, so that a failed attempt still knows it.
  const action = redirectTo ? `/admin/login?${new URLSearchParams({ redirectTo })}` : '/admin/login'
  const isPending = useIsPending({ formAction: action })
  const [form, fields] = useServerForm({ id: 'staff-login', lastResult: result, constraint })
  return (
    <section className="admin-login card" aria-labelledby="staff-login-title">
      <h1 id="staff-login-title">Connexion à l’administration</h1>
      {sessionEnded && !form.errors?.length ? <Banner kind="info">{sessionEnded}</Banner> : null}
      <Form method="post" action={action} {...getFormProps(form)}>
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FormErrors form={form} />
        <Field
          labelProps={{ children: 'Identifiant' }}
          inputProps={{
            ...getInputProps(fields.user, { type: 'text' }),
            autoComplete: 'username',
            autoCapitalize: 'none',
            spellCheck: false,
          }}
          errors={fields.user.errors}
        />
        <PasswordField
          label="Mot de passe"
          inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
          errors={fields.password.errors}
        />
        <div className="form-actions">
          <Button type="submit" pending={isPending} pendingLabel="Connexion en cours…">
            Se connecter
          </Button>
        </div>
      </Form>
      <PasskeyLogin action={action} />
      <p className="admin-back">
        <a href="/">Retour au site</a>
      </p>
    </section>
  )
}
