import type { MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import {
  EmailField,
  FormErrors,
  FormField,
  FormSubmit,
  FormTextareaField,
  getFormProps,
  HoneypotField,
  pageMeta,
  useIsPending,
  useServerForm,
} from '~/components/ui'
import { action, loader } from './contact-form.server'

// One server module per route (docs/decisions/0009).
export { action, loader }

export const meta: MetaFunction = () =>
  pageMeta(
    'Contact',
    'Écrivez-nous\u00a0: une question sur une séance, un stage ou une formation\u00a0? Nous vous répondons personnellement.',
  )

export default function ContactRoute() {
  const { constraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const isPending = useIsPending()
  const [form, fields] = useServerForm({
    id: 'contact',
    lastResult: actionData?.result,
    constraint,
  })
  return (
    <div className="container page-narrow">
      <header className="page-header">
        <h1>Nous contacter</h1>
        <p className="lead">
          Une question sur une séance, un stage ou une formation{'\u00a0'}? Écrivez-nous, nous vous répondons personnellement.
        </p>
      </header>
      <section className="card form-card" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">Votre message</h2>
        <p id="contact-note" className="form-note">
          Merci de remplir ces champs pour envoyer votre message
          <span aria-hidden="true"> (les champs marqués * sont obligatoires)</span>.
        </p>
        <Form key={form.key} method="post" {...getFormProps(form)} aria-describedby="contact-note">
          <HoneypotField />
          <FormErrors form={form} />
          <FormField meta={fields.fullName} label="Nom et prénom *" type="text" autoComplete="name" />
          <EmailField meta={fields.email} label="Adresse e-mail *" />
          <FormField meta={fields.personalPhone} label="Téléphone" type="tel" autoComplete="tel" />
          <FormField meta={fields.subject} label="Objet" type="text" />
          <FormTextareaField meta={fields.message} label="Message *" rows={8} />
          <FormSubmit pending={isPending} pendingLabel="Envoi en cours…">
            Envoyer
          </FormSubmit>
        </Form>
      </section>
    </div>
  )
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui'
