import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { PasskeyLogin } from '~/admin/passkeys/passkey-login'
import {
  Banner,
  Button,
  CurrentPasswordField,
  FormErrors,
  FormField,
  FormSubmit,
  getFormProps,
  useIsPending,
  useServerForm,
} from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'
import { StaffNameField } from './staff-name-field'

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
        <StaffNameField meta={fields.user} />
        <CurrentPasswordField meta={fields.password} />
        <FormSubmit pending={isPending} pendingLabel="Connexion en cours…">
          Se connecter
        </FormSubmit>
      </Form>
      <PasskeyLogin action={action} />
      <p className="admin-back">
        <a href="/">Retour au site</a>
      </p>
    </section>
  )
}

interface StaffCodeFormProps {
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
}

/**
 * Step 2 of the staff login (decision 0037): the password was right, the code of the phone's app or a recovery code
 * is asked. The pending login lives in the site's session, never in the page.
 */
export function StaffCodeForm({ result, constraint }: StaffCodeFormProps) {
  const isPending = useIsPending({ formAction: '/admin/login' })
  const [form, fields] = useServerForm({ id: 'staff-code', lastResult: result, constraint })
  return (
    <section className="admin-login card" aria-labelledby="staff-code-title">
      <h1 id="staff-code-title">Vérification en deux étapes</h1>
      <p>Saisissez le code à six chiffres que montre votre application d’authentification, ou l’un de vos codes de secours.</p>
      <Form method="post" action="/admin/login" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="code" />
        <FormErrors form={form} />
        <FormField meta={fields.code} label="Code" type="text" autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} />
        <FormSubmit pending={isPending} pendingLabel="Vérification…">
          Valider
        </FormSubmit>
      </Form>
      <Form method="post" action="/admin/login">
        <Button type="submit" variant="link" name="intent" value="restart">
          Recommencer avec un autre compte
        </Button>
      </Form>
    </section>
  )
}
