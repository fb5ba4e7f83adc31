import { type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import {
  CurrentPasswordField,
  EmailField,
  FormErrors,
  FormSubmit,
  getFormProps,
  HoneypotField,
  useIsPendingIntent,
  useServerForm,
} from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'

export function LoginForm({
  result,
  constraint,
  redirectTo,
}: {
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
  redirectTo?: string
}) {
  const isPending = useIsPendingIntent('login')
  const [form, fields] = useServerForm({
    id: 'login',
    lastResult: result,
    constraint,
  })
  return (
    <Form method="post" {...getFormProps(form)}>
      <HoneypotField />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors form={form} />
      <EmailField meta={fields.email} />
      <CurrentPasswordField meta={fields.password} />
      <FormSubmit
        name="intent"
        value="login"
        pending={isPending}
        pendingLabel="Connexion en cours…"
        after={<Link to="/client-account/new-link">Mot de passe oublié{'\u00a0'}?</Link>}
      >
        Se connecter
      </FormSubmit>
      <p className="form-note">
        Trop de tentatives, ou pas de mot de passe sous la main{'\u00a0'}?{' '}
        <Link to={redirectTo ? `/client-account/login-link?${new URLSearchParams({ redirectTo })}` : '/client-account/login-link'}>
          Recevoir un lien de connexion
        </Link>
      </p>
    </Form>
  )
}
