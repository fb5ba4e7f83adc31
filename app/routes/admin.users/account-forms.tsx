import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { StaffUser } from '#contract/user'
import { ConfirmStep } from '~/components/admin/delete-item'
import { ReauthFieldset } from '~/components/admin/reauth-fieldset'
import { StaffEmailField } from '~/components/admin/staff-email-field'
import {
  Button,
  ErrorList,
  FormErrors,
  FormField,
  type FormMeta,
  getFormProps,
  NewPasswordField,
  type ServerFormOptions,
  useIsPendingIntent,
  useServerForm,
} from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'
import { FORM_KEY } from '~/utils/form-key'
import { RightsFieldset, valuesOf } from './rights-fieldset'

type Result = SubmissionResult<string[]> | undefined

const USERS_PATH = '/admin/users'
const editAction = (id: number) => `${USERS_PATH}?edit=${id}`

/** The hidden key that tells a double click from a new visit (app/utils/single-flight.server.ts). */
const FormKey = ({ value }: { value: string }) => <input type="hidden" name={FORM_KEY} value={value} />

/** A form about one account: posted to the account's edit page with the key against double submission and its id. */
function AccountForm({ account, form, formKey, children }: { account: StaffUser; form: FormMeta; formKey: string; children: ReactNode }) {
  return (
    <Form method="post" action={editAction(account.id)} {...getFormProps(form)}>
      <FormKey value={formKey} />
      <input type="hidden" name="id" value={account.id} />
      {children}
    </Form>
  )
}

/** What every form about an account is given. */
interface AccountFormProps {
  account: StaffUser
  result: Result
  formKey: string
}

/**
 * The state of a form about an account: whether its `intent` is in flight, and the form (ids `<name>-<account id>`,
 * `name` being the intent unless told) with its fields.
 */
function useAccountForm(
  account: StaffUser,
  intent: string,
  { name = intent, ...form }: Omit<ServerFormOptions, 'id' | 'constraint'> & { name?: string; constraint?: FormConstraint },
) {
  const isPending = useIsPendingIntent(intent, { formAction: editAction(account.id) })
  const [meta, fields] = useServerForm({ ...form, id: `${name}-${account.id}`, constraint: form.constraint ?? {} })
  return { isPending, form: meta, fields }
}

/** The state of a one-button form about an account (`intent` names it): its errors, the form's and its id's. */
function useAccountButton(account: StaffUser, intent: string, result: Result) {
  const { isPending, form, fields } = useAccountForm(account, intent, { lastResult: result })
  const errors = [...(form.errors ?? []), ...(fields.id.errors ?? [])]
  return { isPending, form, fields, errors, errorId: errors.length ? `${intent}-${account.id}-error` : undefined }
}

export function AddAccountForm({ result, constraint, formKey }: { result: Result; constraint: FormConstraint; formKey: string }) {
  const isPending = useIsPendingIntent('add', { formAction: USERS_PATH })
  const [form, fields] = useServerForm({ id: 'add-account', lastResult: result, constraint })
  return (
    <Form method="post" action={USERS_PATH} {...getFormProps(form)}>
      <FormKey value={formKey} />
      <FormErrors form={form} />
      <div className="admin-fields">
        <FormField
          meta={fields.user}
          label="Identifiant"
          help="Lettres, chiffres et . _ @ -"
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <NewPasswordField meta={fields.password} label="Mot de passe (7 caractères minimum)" />
        <StaffEmailField meta={fields.email} />
      </div>
      <RightsFieldset
        id="add-account-rights"
        name={fields.rights.name}
        legend="Droits"
        checked={valuesOf(fields.rights.initialValue)}
        errors={fields.rights.errors}
      />
      <Button type="submit" name="intent" value="add" pending={isPending} pendingLabel="Création en cours…">
        Créer le compte
      </Button>
    </Form>
  )
}

/** Give it `key={account.rights}`: remounted when the stored rights change, the boxes show them after a save. */
/** The password and code fields of a change, when the last proof is old or the API just asked for them. */
function Reauth({
  idPrefix,
  reauthNeeded,
  fields,
}: {
  idPrefix: string
  reauthNeeded: boolean
  fields: Record<string, { errors?: string[] }>
}) {
  const errors = { currentPassword: fields.currentPassword?.errors, code: fields.code?.errors }
  return reauthNeeded || errors.code?.length ? <ReauthFieldset idPrefix={idPrefix} errors={errors} /> : null
}

export function RightsForm({ account, result, formKey, reauthNeeded }: AccountFormProps & { reauthNeeded: boolean }) {
  const { isPending, form, fields } = useAccountForm(account, 'update', {
    name: 'rights',
    lastResult: result,
    defaultValue: { rights: valuesOf(account.rights) },
  })
  return (
    <AccountForm account={account} form={form} formKey={formKey}>
      <FormErrors form={form} />
      <RightsFieldset
        id={`rights-${account.id}-rights`}
        name={fields.rights.name}
        legend={`Droits de ${account.user}`}
        checked={valuesOf(fields.rights.initialValue)}
        errors={fields.rights.errors}
      />
      <Reauth idPrefix={`rights-${account.id}`} reauthNeeded={reauthNeeded} fields={fields} />
      <Button type="submit" name="intent" value="update" pending={isPending} pendingLabel="Enregistrement…">
        Enregistrer les droits
      </Button>
    </AccountForm>
  )
}

export function PasswordForm({
  account,
  result,
  constraint,
  formKey,
  reauthNeeded,
}: AccountFormProps & { constraint: FormConstraint; reauthNeeded: boolean }) {
  const { isPending, form, fields } = useAccountForm(account, 'password', { lastResult: result, constraint })
  return (
    <AccountForm account={account} form={form} formKey={formKey}>
      <FormErrors form={form} />
      <NewPasswordField meta={fields.password} label="Nouveau mot de passe (7 caractères minimum)" />
      <p className="field-help">Ses sessions ouvertes prennent fin{'\u00a0'}: il se reconnecte avec ce mot de passe.</p>
      <Reauth idPrefix={`password-${account.id}`} reauthNeeded={reauthNeeded} fields={fields} />
      <Button type="submit" variant="secondary" name="intent" value="password" pending={isPending} pendingLabel="Enregistrement…">
        Changer le mot de passe
      </Button>
    </AccountForm>
  )
}

/** Give it `key={account.email}`: the field shows the stored address after a save. */
export function EmailForm({ account, result, constraint, formKey }: AccountFormProps & { constraint: FormConstraint }) {
  const { isPending, form, fields } = useAccountForm(account, 'email', {
    lastResult: result,
    constraint,
    defaultValue: { email: account.email ?? '' },
  })
  return (
    <AccountForm account={account} form={form} formKey={formKey}>
      <FormErrors form={form} />
      <StaffEmailField meta={fields.email} />
      <Button type="submit" variant="secondary" name="intent" value="email" pending={isPending} pendingLabel="Enregistrement…">
        Enregistrer l’adresse
      </Button>
    </AccountForm>
  )
}

interface AccountButtonProps extends AccountFormProps {
  /** The change asks for the password and a code first (generating a password does). */
  reauthNeeded?: boolean
}

/** A form of one button on an account (`intent` and `id`), its error under it. */
function AccountButtonForm({
  account,
  result,
  formKey,
  intent,
  label,
  pendingLabel,
  reauthNeeded,
}: AccountButtonProps & { intent: string; label: string; pendingLabel: string }) {
  const { isPending, form, errors, errorId, fields } = useAccountButton(account, intent, result)
  return (
    <AccountForm account={account} form={form} formKey={formKey}>
      {reauthNeeded === undefined ? null : <Reauth idPrefix={`${intent}-${account.id}`} reauthNeeded={reauthNeeded} fields={fields} />}
      <Button
        type="submit"
        variant="secondary"
        name="intent"
        value={intent}
        pending={isPending}
        pendingLabel={pendingLabel}
        aria-describedby={errorId}
      >
        {label}
      </Button>
      <ErrorList id={errorId} errors={errors} />
    </AccountForm>
  )
}

/** The API chooses the password; the page redirected to shows it once (GeneratedPassword). */
export const GeneratePasswordForm = (props: AccountButtonProps & { reauthNeeded: boolean }) => (
  <AccountButtonForm {...props} intent="generate-password" label="Générer un mot de passe" pendingLabel="Génération…" />
)

/** Ends every session of the account: its holder logs in again, wherever they were connected. */
export const CloseSessionsForm = (props: AccountButtonProps) => (
  <AccountButtonForm {...props} intent="close-sessions" label="Fermer ses sessions" pendingLabel="Fermeture…" />
)

/** The generated password, shown once: after a reload it is gone, and only a new one can be generated. */
export function GeneratedPassword({ user, password }: { user: string; password: string }) {
  return (
    <div className="admin-generated-password" role="status" aria-labelledby="generated-password-title">
      <p id="generated-password-title">
        Nouveau mot de passe de «{'\u00a0'}
        {user}
        {'\u00a0'}»{'\u00a0'}:
      </p>
      <p>
        <code>{password}</code>
      </p>
      <p>Notez-le et transmettez-le à cette personne{'\u00a0'}: il ne sera plus affiché.</p>
    </div>
  )
}

/** The first step of a deletion: it leads to the confirmation, which a second POST (confirm=yes) carries out. */
export function DeleteForm({ account, result, formKey }: AccountFormProps) {
  const { isPending, form, errors, errorId } = useAccountButton(account, 'delete', result)
  return (
    <AccountForm account={account} form={form} formKey={formKey}>
      <Button type="submit" className="button-danger" name="intent" value="delete" pending={isPending} aria-describedby={errorId}>
        Supprimer le compte…
      </Button>
      <ErrorList id={errorId} errors={errors} />
    </AccountForm>
  )
}

export function ConfirmDelete({ account, formKey }: { account: StaffUser; formKey: string }) {
  return (
    <ConfirmStep
      question={`Supprimer le compte «\u00a0${account.user}\u00a0»\u00a0?`}
      intent="delete"
      fields={{ id: account.id }}
      formKey={formKey}
      action={editAction(account.id)}
      confirmLabel="Oui, supprimer le compte"
      pendingLabel="Suppression…"
      cancelTo={editAction(account.id)}
      id="confirm-delete"
    >
      <p>Cette personne ne pourra plus se connecter. Cette action est définitive.</p>
    </ConfirmStep>
  )
}
