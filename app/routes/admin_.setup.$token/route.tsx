import type { SubmissionResult } from '@conform-to/react'
import type { HeadersFunction, LinksFunction } from '@remix-run/node'
import { Form, Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta } from '~/components/admin/admin-meta'
import { StaffNameField } from '~/components/admin/staff-name-field'
import { FormErrors, FormSubmit, getFormProps, NewPasswordField, useIsPending, useServerForm } from '~/components/ui'
import adminStyles from '~/styles/admin.css'
import type { FormConstraint } from '~/utils/form-constraints.server'
import { PRIVATE_HEADERS } from '~/utils/private-headers'
import { action, loader } from './setup.server'

// One server module per route (docs/decisions/0009).
export { action, loader }

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: adminStyles }]
export const headers: HeadersFunction = () => PRIVATE_HEADERS

export const meta: MetaFunction = ({ error }) => adminMeta('Création du compte d’administration', error)

/**
 * The link a first start without ADMIN_PASSWORD prints (decision 0038): the owner chooses the full admin's name and
 * password, and is logged in. A link unknown, used or expired is the 404 page, whichever it is.
 */
export default function AdminSetupRoute() {
  const loaded = useLoaderData<typeof loader>()
  const posted = useActionData<typeof action>() as { result?: SubmissionResult<string[]>; invalid?: string } | undefined
  const invalid = posted?.invalid ?? loaded.invalid
  return (
    <div className="admin-page admin-page-narrow">
      {invalid || !loaded.constraint ? (
        <section className="admin-login card" aria-labelledby="staff-setup-title">
          <h1 id="staff-setup-title">Ce lien n’est pas valable</h1>
          <p>{invalid}</p>
          <p>
            <Link to="/admin/login">Connexion à l’administration</Link>
          </p>
        </section>
      ) : (
        <SetupForm result={posted?.result} constraint={loaded.constraint} />
      )}
    </div>
  )
}

function SetupForm({ result, constraint }: { result?: SubmissionResult<string[]>; constraint: FormConstraint }) {
  const isPending = useIsPending()
  const [form, fields] = useServerForm({ id: 'staff-setup', lastResult: result, constraint })
  return (
    <section className="admin-login card" aria-labelledby="staff-setup-title">
      <h1 id="staff-setup-title">Création du compte d’administration</h1>
      <p>
        Ce compte a tous les droits du back-office, dont la création des comptes du personnel. Choisissez un identifiant qui vous désigne
        (votre prénom par exemple){'\u00a0'}: admin, administrateur, root et sa sont refusés.
      </p>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors form={form} />
        <StaffNameField meta={fields.user} help="Lettres, chiffres et . _ @ -" />
        <NewPasswordField meta={fields.password} label="Mot de passe (7 caractères minimum)" />
        <FormSubmit pending={isPending} pendingLabel="Création en cours…">
          Créer le compte
        </FormSubmit>
      </Form>
      <p>Ce lien ne sert qu’une fois{'\u00a0'}: une fois le compte créé, connectez-vous par la page de connexion.</p>
    </section>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
