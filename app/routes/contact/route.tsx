import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { HoneypotField } from '~/components/honeypot-field'
import { FormErrors, getFormProps, getInputProps, getTextareaProps, useServerForm } from '~/components/server-form'
import { Button } from '~/components/ui/button'
import { Field, TextareaField } from '~/components/ui/field'
import { sendContactMessage } from '~/models/contact.server'
import { readForm, replyWithApiError } from '~/utils/form.server'
import { constraintsOf } from '~/utils/form-constraints.server'
import { pageMeta } from '~/utils/meta'
import { useIsPending } from '~/utils/misc'
import { redirectWithToast } from '~/utils/toast.server'
import { ContactFormSchema } from './form.server'

export const CONTACT_SUCCESS = 'Votre message nous a bien été envoyé...'

export function loader() {
  return { constraint: constraintsOf(ContactFormSchema) }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: ContactFormSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }
  try {
    await sendContactMessage(request, submission.value)
  } catch (error) {
    return replyWithApiError(submission, error)
  }
  return redirectWithToast(request, '/contact', { kind: 'success', message: CONTACT_SUCCESS })
}

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
          <Field
            labelProps={{ children: 'Nom et prénom *' }}
            inputProps={{ ...getInputProps(fields.fullName, { type: 'text' }), autoComplete: 'name' }}
            errors={fields.fullName.errors}
          />
          <Field
            labelProps={{ children: 'Adresse e-mail *' }}
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
            errors={fields.email.errors}
          />
          <Field
            labelProps={{ children: 'Téléphone' }}
            inputProps={{ ...getInputProps(fields.personalPhone, { type: 'tel' }), autoComplete: 'tel' }}
            errors={fields.personalPhone.errors}
          />
          <Field
            labelProps={{ children: 'Objet' }}
            inputProps={getInputProps(fields.subject, { type: 'text' })}
            errors={fields.subject.errors}
          />
          <TextareaField
            labelProps={{ children: 'Message *' }}
            textareaProps={{ ...getTextareaProps(fields.message), rows: 8 }}
            errors={fields.message.errors}
          />
          <div className="form-actions">
            <Button type="submit" pending={isPending} pendingLabel="Envoi en cours…">
              Envoyer
            </Button>
          </div>
        </Form>
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
