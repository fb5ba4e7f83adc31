import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react'
import { type ClientFieldName, clientFieldNames, clientSortFields } from '#contract/client-fields'
import { hasRight, Right } from '#contract/rights'
import { describeActivity } from '~/admin/activity.server'
import { requireRight, staffLoadFailure } from '~/admin/auth.server'
import { ActivityList } from '~/components/admin/activity-list'
import { adminMeta } from '~/components/admin/admin-meta'
import { listSearch, readListQuery } from '~/components/admin/list-query'
import { BackLink } from '~/components/back-link'
import { Banner } from '~/components/ui'
import { getEntityActivity } from '~/models/activity.server'
import { getClient, getClientRegistrationsForStaff } from '~/models/client.server'
import { formatDate, registrationTitle } from '~/registrations/registrations'
import { idParam, settle } from '~/utils/errors.server'
import { CLIENTS_PATH, DEFAULT_SORT, editParam, fieldTitle, fullName, shownValue } from './admin.client-management/client-fields'

/** One client for staff (right 2): its fields, its registrations (with right 7) and who changed what. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireRight(request, Right.ViewClients)
  const id = idParam(params.id)
  const seesRegistrations = hasRight(staff.rights, Right.ViewRegistrations)
  const [client, registrations, activity] = await Promise.all([
    getClient(request, id).catch(staffLoadFailure(request, { notFoundOn404: true })),
    seesRegistrations ? settle(getClientRegistrationsForStaff(request, id)) : null,
    settle(getEntityActivity(request, 'client', id)),
  ])
  // The list this page was opened from: its filter, order and page come back with the link.
  const query = readListQuery(new URL(request.url), clientSortFields, DEFAULT_SORT)
  return {
    client,
    registrations,
    activity: activity.ok
      ? { ok: true as const, lines: activity.data.map((entry) => describeActivity(entry, { withEntity: false })) }
      : activity,
    listSearch: listSearch(query, {}, DEFAULT_SORT),
    canEdit: hasRight(staff.rights, Right.AddClient),
  }
}

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
      <BackLink to={backTo}>Retour à la liste des clients</BackLink>
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
          <p className="admin-empty">
            Les inscriptions se voient avec le droit «{'\u00a0'}voir les inscriptions{'\u00a0'}» (7).
          </p>
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
        {!activity.ok ? <Banner kind="error">{activity.error.message}</Banner> : <ActivityList lines={activity.lines} />}
      </section>
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
