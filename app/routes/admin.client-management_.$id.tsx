import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, type MetaFunction,useLoaderData } from '@remix-run/react'
import type { ActivityEntry } from '#contract/activity'
import { type ClientFieldName,clientFieldNames, clientSortFields } from '#contract/client-fields'
import { hasRight, Right } from '#contract/rights'
import { requireRight, staffApiFailure } from '~/admin/auth.server'
import { AdminErrorBoundary } from '~/components/admin/admin-error-boundary'
import { adminMeta } from '~/components/admin/admin-meta'
import { listSearch, readListQuery } from '~/components/admin/list-query'
import { Banner } from '~/components/ui/banner'
import { getEntityActivity } from '~/models/activity.server'
import { getClient, getClientRegistrationsForStaff } from '~/models/client.server'
import { formatDate, registrationTitle } from '~/registrations/registrations'
import { ApiError } from '~/utils/api.server'
import { idParam, loadFailure, notFound, settle } from '~/utils/errors.server'
import { CLIENTS_PATH, DEFAULT_SORT, editParam, fieldTitle, fullName, shownValue } from './admin.client-management/client-fields'

/** One client for staff (right 2): its fields, its registrations (with right 7) and who changed what. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireRight(request, Right.ViewClients)
  const id = idParam(params.id)
  const seesRegistrations = hasRight(staff.rights, Right.ViewRegistrations)
  const [client, registrations, activity] = await Promise.all([
    getClient(request, id).catch(async (error) => {
      await staffApiFailure(request, error)
      if (error instanceof ApiError && error.status === 404) notFound()
      return loadFailure(error)
    }),
    seesRegistrations ? settle(getClientRegistrationsForStaff(request, id)) : null,
    settle(getEntityActivity(request, 'client', id)),
  ])
  // The list this page was opened from: its filter, order and page come back with the link.
  const query = readListQuery(new URL(request.url), clientSortFields, DEFAULT_SORT)
  return {
    client,
    registrations,
    activity: activity.ok ? { ok: true as const, entries: activity.data.map(describeEntry) } : activity,
    listSearch: listSearch(query, {}, DEFAULT_SORT),
    canEdit: hasRight(staff.rights, Right.AddClient),
  }
}

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })
const verbs: Record<ActivityEntry['action'], string> = {
  create: 'a ajouté le client',
  update: 'a modifié',
  delete: 'a supprimé le client',
  attach: 'a associé',
  link: 'a inscrit le client',
  password: 'a changé le mot de passe',
}

/** An entry of the activity log in French, formatted on the server (the school's time zone, Paris). */
function describeEntry(entry: ActivityEntry) {
  const changes = Object.entries(entry.changes)
    .filter(([field]) => (clientFieldNames as readonly string[]).includes(field))
    // A new client: the fields it was given, not the empty ones.
    .filter(([, change]) => entry.action !== 'create' || (change.after !== null && change.after !== ''))
    .map(([field, change]) => ({
      field: fieldTitle(field as ClientFieldName),
      before: entry.action === 'create' ? null : shownText(change.before),
      after: shownText(change.after),
    }))
  return { id: entry.id, at: entry.at, when: when.format(new Date(entry.at)).replace(' ', ' à '), staffName: entry.staffName, verb: verbs[entry.action], changes }
}

const shownText = (value: unknown) => (value === null || value === undefined || value === '' ? '(vide)' : `«\u00a0${String(value)}\u00a0»`)

export const meta: MetaFunction<typeof loader> = ({ data, error }) => adminMeta(data ? fullName(data.client) : 'Client', error)

export default function ClientPageRoute() {
  const { client, registrations, activity, listSearch: backSearch, canEdit } = useLoaderData<typeof loader>()
  const backTo = `${CLIENTS_PATH}${backSearch}`
  const editLink = (field: ClientFieldName) => {
    const search = new URLSearchParams(backSearch)
    search.set('edit', editParam(client.id, field))
    return `${CLIENTS_PATH}?${search}`
  }
  return (
    <>
      <p className="admin-back-top">
        <Link to={backTo}>← Retour à la liste des clients</Link>
      </p>
      <header className="admin-page-header">
        <h1>{fullName(client)}</h1>
        <p>
          Client n<sup>o</sup>
          {'\u00a0'}
          {client.id}
          {client.hasAccount ? ' · a un compte client sur le site' : ' · sans compte client'}
        </p>
      </header>
      <section className="admin-section" aria-labelledby="fields-title">
        <h2 id="fields-title">Informations</h2>
        <dl className="client-fields">
          {clientFieldNames.map((field) => (
            <div key={field}>
              <dt>{fieldTitle(field)}</dt>
              <dd>
                {shownValue(client[field]) || <span className="admin-empty">—</span>}
                {canEdit ? (
                  <>
                    {' '}
                    <Link to={editLink(field)} className="cell-edit">
                      <span aria-hidden="true">✎</span>
                      <span className="visually-hidden">Modifier {fieldTitle(field).toLowerCase()}</span>
                    </Link>
                  </>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="admin-section" aria-labelledby="registrations-title">
        <h2 id="registrations-title">Inscriptions</h2>
        {registrations === null ? (
          <p className="admin-empty">Les inscriptions se voient avec le droit «{'\u00a0'}voir les inscriptions{'\u00a0'}» (7).</p>
        ) : !registrations.ok ? (
          <Banner kind="error">{registrations.error.message}</Banner>
        ) : registrations.data.length ? (
          <ul className="client-registrations">
            {registrations.data.map(({ registration, type, confirmedAt }) => (
              <li key={registration.id}>
                <strong>{formatDate(registration.event_date)}</strong> — {registrationTitle(registration, type)}{' '}
                <span className="admin-empty">
                  ({type.title_category}
                  {confirmedAt ? ', confirmée par le client' : ', inscrit par l’école'})
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-empty">Aucune inscription.</p>
        )}
      </section>
      <section className="admin-section" aria-labelledby="activity-title">
        <h2 id="activity-title">Historique des modifications</h2>
        {!activity.ok ? (
          <Banner kind="error">{activity.error.message}</Banner>
        ) : activity.entries.length ? (
          <ol className="activity-list">
            {activity.entries.map((entry) => (
              <li key={entry.id}>
                <p>
                  <time dateTime={entry.at}>Le {entry.when}</time>, <strong>{entry.staffName}</strong> {entry.verb}
                  {entry.changes.length ? '\u00a0:' : '.'}
                </p>
                {entry.changes.length ? (
                  <ul>
                    {entry.changes.map((change) => (
                      <li key={change.field}>
                        {change.field}
                        {'\u00a0'}: {change.before ? `${change.before} → ` : ''}
                        {change.after}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="admin-empty">Aucune modification par l’équipe.</p>
        )}
      </section>
    </>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
