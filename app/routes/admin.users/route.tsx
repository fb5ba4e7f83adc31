import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { parseRights, Right, type Right as RightNumber, rightMeanings } from '#contract/rights'
import type { StaffUser } from '#contract/user'
import { readAdminAction } from '~/admin/action.server'
import { requireRight, staffLoadFailure } from '~/admin/auth.server'
import { pageRows, type RowsSpec } from '~/admin/list.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { type Column, DataTable, type ListPage } from '~/components/admin/data-table'
import { frenchCount } from '~/components/admin/list-query'
import { Banner } from '~/components/ui'
import { listStaff } from '~/models/user.server'
import { newFormKey } from '~/utils/single-flight.server'
import {
  AddAccountForm,
  CloseSessionsForm,
  ConfirmDelete,
  DeleteForm,
  EmailForm,
  GeneratedPassword,
  GeneratePasswordForm,
  PasswordForm,
  RightsForm,
} from './account-forms'
import {
  addAccount,
  closeSessions,
  deleteAccount,
  generatePassword,
  resetPassword,
  staffTokenOf,
  updateEmail,
  updateRights,
  type UsersActionData,
} from './actions.server'
import { staffFormConstraints, StaffForms } from './forms.server'
import { takeGeneratedPassword } from './generated-passwords.server'

/** The accounts by identifier, in pages of 50: `sort`, `page`. */
const STAFF_LIST: RowsSpec<StaffUser> = {
  orders: { user: (account) => account.user },
  defaultSort: 'user',
  size: 50,
}

/** The staff accounts (right 1): add one, change its rights or password, delete it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireRight(request, Right.FullAdmin)
  const accounts = await listStaff(request).catch(staffLoadFailure(request))
  const url = new URL(request.url)
  // The account whose forms are open (`?edit=id`), read here: useSearchParams would add to every page's JavaScript.
  const edited = accounts.find((account) => String(account.id) === url.searchParams.get('edit')) ?? null
  // Shown once: only on the page the generating POST redirected to.
  const generatedPassword = edited ? takeGeneratedPassword(await staffTokenOf(request), edited.id) : null
  const list = pageRows(url, STAFF_LIST, accounts)
  return { list, edited, generatedPassword, formKey: newFormKey(), constraints: staffFormConstraints, reauthNeeded: staff.reauthNeeded }
}

export async function action({ request }: ActionFunctionArgs) {
  const posted = await readAdminAction(request, { right: Right.FullAdmin, schema: StaffForms, hideFields: ['password'] })
  if (!posted.ok) return posted.answer
  switch (posted.intent) {
    case 'add':
      return addAccount(request, posted)
    case 'update':
      return updateRights(request, posted)
    case 'password':
      return resetPassword(request, posted)
    case 'email':
      return updateEmail(request, posted)
    case 'generate-password':
      return generatePassword(request, posted)
    case 'close-sessions':
      return closeSessions(request, posted)
    case 'delete':
      return deleteAccount(request, posted)
  }
}

export const meta: MetaFunction = ({ error }) => adminMeta('Comptes du personnel', error)

/** The result of the form that was sent: the page's forms share one action, told apart by `intent`. */
function resultOf(actionData: UsersActionData | undefined, intent: string): SubmissionResult<string[]> | undefined {
  return actionData && 'result' in actionData && actionData.result.initialValue?.intent === intent ? actionData.result : undefined
}

function errorsOf(result: SubmissionResult<string[]>): string | null {
  const messages = Object.values(result.error ?? {}).flatMap((list) => list ?? [])
  return messages.length ? messages.join(' ') : null
}

export default function AdminUsersRoute() {
  const { list, edited, generatedPassword, formKey, constraints, reauthNeeded } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as UsersActionData | undefined
  const confirming = actionData && 'confirmDelete' in actionData ? actionData.confirmDelete : null
  // A form posted for an account this page does not show (gone meanwhile, or an id typed by hand): its errors here.
  const orphan =
    actionData && 'result' in actionData && actionData.result.initialValue?.intent !== 'add' && !edited ? errorsOf(actionData.result) : null
  return (
    <>
      <header className="admin-page-header">
        <h1>Comptes du personnel</h1>
        <p>Chaque personne a son compte et ses droits{'\u00a0'}; le droit 1 donne tous les autres.</p>
      </header>
      {orphan ? <Banner kind="error">{orphan}</Banner> : null}
      {confirming ? <ConfirmDelete account={confirming} formKey={formKey} /> : null}
      {edited && !confirming ? (
        <section className="admin-section" aria-labelledby="edit-title">
          <h2 id="edit-title">
            Modifier le compte «{'\u00a0'}
            {edited.user}
            {'\u00a0'}»
          </h2>
          {generatedPassword ? <GeneratedPassword user={edited.user} password={generatedPassword} /> : null}
          <div className="admin-forms">
            <RightsForm
              key={edited.rights}
              account={edited}
              result={resultOf(actionData, 'update')}
              formKey={formKey}
              reauthNeeded={reauthNeeded}
            />
            <div className="admin-forms-side">
              <h3>Mot de passe</h3>
              <PasswordForm
                account={edited}
                result={resultOf(actionData, 'password')}
                constraint={constraints.password}
                formKey={formKey}
                reauthNeeded={reauthNeeded}
              />
              <GeneratePasswordForm
                account={edited}
                result={resultOf(actionData, 'generate-password')}
                formKey={formKey}
                reauthNeeded={reauthNeeded}
              />
              <h3>Adresse e-mail</h3>
              <EmailForm
                key={edited.email}
                account={edited}
                result={resultOf(actionData, 'email')}
                constraint={constraints.email}
                formKey={formKey}
              />
              <h3>Sessions</h3>
              <CloseSessionsForm account={edited} result={resultOf(actionData, 'close-sessions')} formKey={formKey} />
              <h3>Suppression</h3>
              <DeleteForm account={edited} result={resultOf(actionData, 'delete')} formKey={formKey} />
            </div>
          </div>
          <p>
            <Link to="/admin/users">Fermer</Link>
          </p>
        </section>
      ) : null}
      <StaffTable list={list} editedId={edited?.id} />
      <section className="admin-section" aria-labelledby="add-title">
        <h2 id="add-title">Ajouter un compte</h2>
        <AddAccountForm result={resultOf(actionData, 'add')} constraint={constraints.add} formKey={formKey} />
      </section>
    </>
  )
}

const columns: Column<StaffUser>[] = [
  { key: 'user', label: 'Identifiant', sort: 'user', cell: (account) => account.user },
  { key: 'email', label: 'Adresse e-mail', cell: (account) => account.email ?? <span className="admin-empty">Aucune</span> },
  { key: 'rights', label: 'Droits', cell: (account) => <RightsList rights={account.rights} /> },
  {
    key: 'edit',
    label: <span className="visually-hidden">Actions</span>,
    cell: (account) => (
      <Link to={`/admin/users?edit=${account.id}`}>
        Modifier<span className="visually-hidden"> le compte {account.user}</span>
      </Link>
    ),
  },
]

function StaffTable({ list, editedId }: { list: ListPage<StaffUser>; editedId?: number }) {
  return (
    <DataTable
      list={list}
      caption={frenchCount(list.total, 'compte')}
      columns={columns}
      rowProps={(account) => ({ 'aria-current': account.id === editedId ? 'true' : undefined })}
      empty="Aucun compte sur cette page."
      pagesLabel="Pages des comptes du personnel"
    />
  )
}

function RightsList({ rights: stored }: { rights: string }) {
  const rights = parseRights(stored)
  if (!rights.length) return <span className="admin-empty">Aucun droit</span>
  return (
    <ul>
      {rights.map((right) => (
        <li key={right}>
          {rightMeanings[right as RightNumber] ?? `Droit ${right}`} <span className="right-number">({right})</span>
        </li>
      ))}
    </ul>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
