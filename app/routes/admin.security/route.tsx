import type { SubmissionResult } from '@conform-to/react'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, type MetaFunction, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import type { StaffSessionItem } from '#contract/user'
import { readAdminAction } from '~/admin/action.server'
import { reauthRefusal, requireStaff, SECURITY_PATH, staffApiFailure, staffLoadFailure } from '~/admin/auth.server'
import { pageRows, type RowsSpec } from '~/admin/list.server'
import { addPasskey, passkeysOfPage, removePasskey } from '~/admin/passkeys/actions.server'
import { PasskeySection } from '~/admin/passkeys/passkey-section'
import { adminMeta } from '~/components/admin/admin-meta'
import { type Column, DataTable } from '~/components/admin/data-table'
import { ConfirmStep } from '~/components/admin/delete-item'
import { frenchCount } from '~/components/admin/list-query'
import { Button } from '~/components/ui'
import { closeOtherSessions, enableTotp, getSecondFactor, listOwnSessions, regenerateRecoveryCodes } from '~/models/user.server'
import { replyWithApiError } from '~/utils/form.server'
import { constraintsOf } from '~/utils/form-constraints.server'
import { redirectWithToast } from '~/utils/toast.server'
import { SecurityForms } from './forms.server'
import { SecondFactorSection } from './second-factor'
const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })

interface ShownSession extends StaffSessionItem {
  started: string
  lastSeen: string
}

/** The open sessions, the latest used first, as the API answers them. */
const SESSIONS: RowsSpec<ShownSession> = { orders: {}, defaultSort: '', size: 50 }

/**
 * The connected member's security (issue 29): the second factor (enrolled before any other page, decision 0037),
 * the sessions open with this account (when each started, was last used, in which browser) and « Fermer les
 * autres sessions » (ASVS 7.4.3). Any staff member, for their own account.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request)
  const failed = staffLoadFailure(request)
  const factor = await getSecondFactor(request).catch(failed)
  const secondFactor = { ...factor, reauthNeeded: staff.reauthNeeded, constraint: constraintsOf(SecurityForms.options[1]) }
  // Before enrolment the API opens nothing else: the page is the enrolment alone.
  if (!factor.enrolled) return { secondFactor, list: null, idleMinutes: 0, maxHours: 0, passkeys: null }
  const [sessions, passkeys] = await Promise.all([listOwnSessions(request).catch(failed), passkeysOfPage(request).catch(failed)])
  const shown = sessions.items.map((session) => ({
    ...session,
    started: when.format(new Date(session.startedAt)).replace(' ', ' à '),
    lastSeen: when.format(new Date(session.lastSeenAt)).replace(' ', ' à '),
  }))
  return {
    secondFactor,
    list: pageRows(new URL(request.url), SESSIONS, shown),
    idleMinutes: sessions.idleMinutes,
    maxHours: sessions.maxHours,
    passkeys,
  }
}

/**
 * intent=enable-totp: the code proves the secret shown, the ten recovery codes are shown once (this answer only);
 * intent=regenerate-recovery-codes: ten new ones, shown once; intent=close-other-sessions: this session stays,
 * every other one of the account ends; intent=add-passkey and intent=remove-passkey (app/admin/passkeys).
 */
export async function action({ request }: ActionFunctionArgs) {
  const posted = await readAdminAction(request, { right: 'staff', schema: SecurityForms, hideFields: ['currentPassword', 'code'] })
  if (!posted.ok) return posted.answer
  if (posted.intent === 'add-passkey') return addPasskey(request, SECURITY_PATH, posted)
  if (posted.intent === 'remove-passkey') return removePasskey(request, SECURITY_PATH, posted)
  if (posted.intent !== 'close-other-sessions') {
    const { value, submission } = posted
    try {
      const { recoveryCodes } =
        value.intent === 'enable-totp'
          ? await enableTotp(request, value.code)
          : await regenerateRecoveryCodes(request, { currentPassword: value.currentPassword, code: value.code })
      return { recoveryCodes, result: submission.reply({ resetForm: true }) }
    } catch (error) {
      const reauth = reauthRefusal(error)
      if (reauth)
        return data(
          { result: submission.reply({ fieldErrors: { code: [reauth] }, hideFields: ['currentPassword', 'code'] }) },
          { status: 400 },
        )
      await staffApiFailure(request, error)
      return replyWithApiError(submission, error, {}, { fields: ['code'], hideFields: ['code'] })
    }
  }
  try {
    await closeOtherSessions(request)
  } catch (error) {
    await staffApiFailure(request, error)
    const message = error instanceof Error ? error.message : String(error)
    return redirectWithToast(request, SECURITY_PATH, { kind: 'error', message })
  }
  return redirectWithToast(request, SECURITY_PATH, { kind: 'success', message: 'Vos autres sessions sont fermées.' })
}

export const meta: MetaFunction = ({ error }) => adminMeta('Sécurité du compte', error)

const columns: Column<ShownSession>[] = [
  { key: 'browser', label: 'Navigateur', cell: (session) => (session.current ? `${session.browser} (cette session)` : session.browser) },
  { key: 'started', label: 'Ouverte le', cell: (session) => <time dateTime={session.startedAt}>{session.started}</time> },
  { key: 'lastSeen', label: 'Dernière activité', cell: (session) => <time dateTime={session.lastSeenAt}>{session.lastSeen}</time> },
]

/** The result of the form that was sent: the page's forms share one action, told apart by `intent`. */
function resultOf(actionData: object | undefined, intents: string[]) {
  const result = actionData && 'result' in actionData ? (actionData.result as SubmissionResult<string[]>) : undefined
  const intent = result?.initialValue?.intent
  return typeof intent === 'string' && intents.includes(intent) ? result : undefined
}

export default function AdminSecurityRoute() {
  const { secondFactor, list, idleMinutes, maxHours, passkeys } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const confirming = actionData && 'confirmRemove' in actionData ? actionData.confirmRemove : null
  return (
    <>
      <header className="admin-page-header">
        <h1>Sécurité du compte</h1>
        {list ? (
          <p>
            Une session prend fin après {idleMinutes}
            {'\u00a0'}minutes sans activité, et au plus tard {maxHours}
            {'\u00a0'}heures après la connexion.
          </p>
        ) : null}
      </header>
      <SecondFactorSection
        state={secondFactor}
        result={resultOf(actionData, ['enable-totp', 'regenerate-recovery-codes'])}
        recoveryCodes={actionData && 'recoveryCodes' in actionData ? actionData.recoveryCodes : undefined}
      />
      {list ? <SessionsSection list={list} /> : null}
      {confirming ? (
        <ConfirmStep
          question={`Retirer la clé d’accès «\u00a0${confirming.name}\u00a0»\u00a0?`}
          intent="remove-passkey"
          fields={{ id: confirming.id }}
          formKey={null}
          confirmLabel="Oui, retirer la clé"
          pendingLabel="Retrait…"
          cancelTo={SECURITY_PATH}
          id="confirm-remove-passkey"
        >
          <p>Elle n’ouvrira plus de session. Vous pourrez l’ajouter de nouveau.</p>
        </ConfirmStep>
      ) : passkeys ? (
        <PasskeySection {...passkeys} result={resultOf(actionData, ['add-passkey'])} />
      ) : null}
    </>
  )
}

function SessionsSection({ list }: { list: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['list']> }) {
  const navigation = useNavigation()
  const others = list.rows.filter((session) => !session.current).length
  return (
    <>
      <section className="admin-section" aria-labelledby="sessions-title">
        <h2 id="sessions-title">Sessions ouvertes</h2>
        <DataTable
          list={list}
          caption={frenchCount(list.total, 'session ouverte', { plural: 'sessions ouvertes', none: 'aucune session ouverte' })}
          columns={columns}
          rowKey={(session) => session.startedAt + session.browser}
          empty="Aucune session ouverte."
          pagesLabel="Pages des sessions"
        />
        {others ? (
          <Form method="post" className="admin-actions">
            <Button
              type="submit"
              variant="secondary"
              name="intent"
              value="close-other-sessions"
              pending={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'close-other-sessions'}
              pendingLabel="Fermeture…"
            >
              Fermer les autres sessions
            </Button>
          </Form>
        ) : (
          <p>Aucune autre session n’est ouverte avec ce compte.</p>
        )}
      </section>
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
