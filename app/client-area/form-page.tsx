import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Banner, Button, useIsPending } from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'
import { FORM_KEY } from '~/utils/form-key'
import { AccountMailForm, type AccountMailFormProps } from './account-mail-form'
import { ExpiredLink } from './expired-link'

/** A client-area page around one form: its title and lead, then `children` (the form's card, a back link…). */
export function FormPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <div className="container page-narrow">
      <header className="page-header">
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
      </header>
      {children}
    </div>
  )
}

/** The card of a page's form, named by its title. */
export function FormCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card form-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

/**
 * The page a mailed link opens (confirm an account, log in, choose the first password): its title, then the card of
 * what the link allows or, once the API refused the link (`expired`: used, expired, cut), why and a new link.
 */
export function MailedLinkPage({
  title,
  lead,
  expired,
  kind,
  cardId,
  cardTitle,
  children,
}: {
  title: string
  lead: ReactNode
  expired: string | null | undefined
  /** The kind of link a refused one offers instead (ExpiredLink). */
  kind?: 'account' | 'login'
  cardId: string
  cardTitle: string
  children: ReactNode
}) {
  const { email, mailConstraint } = useLoaderData<{ email: string; mailConstraint: FormConstraint }>()
  return (
    <FormPage title={title} lead={lead}>
      {expired ? (
        <ExpiredLink email={email} message={expired} constraint={mailConstraint} kind={kind} />
      ) : (
        <FormCard id={cardId} title={cardTitle}>
          {children}
        </FormCard>
      )}
    </FormPage>
  )
}

/** The one button of a mailed link's page, which posts what the link allows (once: the form key). */
export function MailedLinkButton({
  error,
  pendingLabel,
  children,
}: {
  error: string | null | undefined
  pendingLabel: string
  children: ReactNode
}) {
  const { formKey } = useLoaderData<{ formKey: string }>()
  const isPending = useIsPending()
  return (
    <Form method="post">
      <input type="hidden" name={FORM_KEY} value={formKey} />
      {error ? <Banner kind="error">{error}</Banner> : null}
      <Button type="submit" pending={isPending} pendingLabel={pendingLabel}>
        {children}
      </Button>
    </Form>
  )
}

/**
 * A page that asks for an account mail (a login link, a new link): the form's card, fed by the route's loader
 * (`resend`, `mailConstraint`) and action (`result`), then the way back to the client area.
 */
export function AccountMailPage({
  title,
  lead,
  cardId,
  cardTitle,
  ...form
}: { title: string; lead: ReactNode; cardId: string; cardTitle: string } & Pick<
  AccountMailFormProps,
  'id' | 'intent' | 'redirectTo' | 'submitLabel'
>) {
  const { resend, mailConstraint } = useLoaderData<{ resend: AccountMailFormProps['resend']; mailConstraint: FormConstraint }>()
  const actionData = useActionData<{ result: SubmissionResult<string[]> }>()
  return (
    <FormPage title={title} lead={lead}>
      <FormCard id={cardId} title={cardTitle}>
        <AccountMailForm {...form} result={actionData?.result} constraint={mailConstraint} resend={resend} />
      </FormCard>
      <p>
        <Link to="/client-account">Retour à l’espace client</Link>
      </p>
    </FormPage>
  )
}
