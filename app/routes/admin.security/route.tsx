import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, type MetaFunction, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import type { StaffSessionItem } from '#contract/user'
import { readAdminAction } from '~/admin/action.server'
import { requireStaff, staffApiFailure } from '~/admin/auth.server'
import { pageRows, type RowsSpec } from '~/admin/list.server'
import { addPasskey, passkeysOfPage, removePasskey } from '~/admin/passkeys/actions.server'
import { PasskeySection } from '~/admin/passkeys/passkey-section'
import { AdminErrorBoundary } from '~/components/admin/admin-error-boundary'
import { adminMeta } from '~/components/admin/admin-meta'
import { type Column, DataTable } from '~/components/admin/data-table'
import { ConfirmStep } from '~/components/admin/delete-item'
import { frenchCount } from '~/components/admin/list-query'
import { Button } from '~/components/ui'
import { closeOtherSessions, listOwnSessions } from '~/models/user.server'
import { loadFailure } from '~/utils/errors.server'
import { redirectWithToast } from '~/utils/toast.server'
import { SecurityForms } from './forms.server'

const SECURITY_PATH = '/admin/security'
const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })

interface ShownSession extends StaffSessionItem {
  started: string
  lastSeen: string
}

/** The open sessions, the latest used first, as the API answers them. */
const SESSIONS: RowsSpec<ShownSession> = { orders: {}, defaultSort: '', size: 50 }

/**
 * The connected member's security (issue 29): the sessions open with this account (when each started, was last
 * used, in which browser) and « Fermer les autres sessions » (ASVS 7.4.3). Any staff member, for their own account.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request)
  const failed = async (error: unknown): Promise<never> => {
    await staffApiFailure(request, error)
    return loadFailure(error)
  }
  const [sessions, passkeys] = await Promise.all([listOwnSessions(request).catch(failed), passkeysOfPage(request).catch(failed)])
  const shown = sessions.items.map((session) => ({
    ...session,
    started: when.format(new Date(session.startedAt)).replace(' ', ' à '),
    lastSeen: when.format(new Date(session.lastSeenAt)).replace(' ', ' à '),
  }))
  return { list: pageRows(new URL(request.url), SESSIONS, shown), idleMinutes: sessions.idleMinutes, maxHours: sessions.maxHours, passkeys }
}

/**
 * intent=close-other-sessions: this session stays, every other one of the account ends; intent=add-passkey and
 * intent=remove-passkey (app/admin/passkeys).
 */
export async function action({ request }: ActionFunctionArgs) {
  const posted = await readAdminAction(request, { right: 'staff', schema: SecurityForms })
  if (!posted.ok) return posted.answer
  if (posted.intent === 'add-passkey') return addPasskey(request, SECURITY_PATH, posted)
  if (posted.intent === 'remove-passkey') return removePasskey(request, SECURITY_PATH, posted)
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

export default function AdminSecurityRoute() {
  const { list, idleMinutes, maxHours, passkeys } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const confirming = actionData && 'confirmRemove' in actionData ? actionData.confirmRemove : null
  const navigation = useNavigation()
  const others = list.rows.filter((session) => !session.current).length
  return (
    <>
      <header className="admin-page-header">
        <h1>Sécurité du compte</h1>
        <p>
          Une session prend fin après {idleMinutes}
          {'\u00a0'}minutes sans activité, et au plus tard {maxHours}
          {'\u00a0'}heures après la connexion.
        </p>
      </header>
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
              pending={navigation.state === 'submitting'}
              pendingLabel="Fermeture…"
            >
              Fermer les autres sessions
            </Button>
          </Form>
        ) : (
          <p>Aucune autre session n’est ouverte avec ce compte.</p>
        )}
      </section>
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
      ) : (
        <PasskeySection {...passkeys} result={actionData && 'result' in actionData ? actionData.result : undefined} />
      )}
    </>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
