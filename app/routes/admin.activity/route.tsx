import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, type MetaFunction, useLoaderData } from '@remix-run/react'
import { activityActionLabels, activityActions } from '#contract/activity'
import type { FieldErrors } from '#contract/common'
import { Right } from '#contract/rights'
import { requireRight, staffLoadFailure } from '~/admin/auth.server'
import { listPageOf } from '~/admin/list.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { type Column, DataTable } from '~/components/admin/data-table'
import { frenchCount, listSearch } from '~/components/admin/list-query'
import { Field, SelectField } from '~/components/ui/field'
import { getActivityTrail } from '~/models/activity.server'
import { listStaff } from '~/models/user.server'
import { ApiFieldErrors } from '~/utils/api.server'
import { TRAIL, TRAIL_PATH } from './trail'
import { readTrailQuery, trailFiltersOf, type TrailRow, trailRowOf } from './trail.server'

const PAGE_SIZE = 50

/**
 * The trail (right 1, decision 0035): every staff write and access (logins, failures, logouts, sessions that ran out,
 * refusals), newest first, filtered by member, kind and days in the address, by pages, and as a CSV file. Filters the
 * API refuses show their French message under their field, over an empty list.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRight(request, Right.FullAdmin)
  const query = readTrailQuery(new URL(request.url))
  const filters = trailFiltersOf(query)
  const failed = staffLoadFailure(request)
  const [staff, { page, errors }] = await Promise.all([
    listStaff(request).catch(failed),
    getActivityTrail(request, { ...filters, page: query.page, size: PAGE_SIZE }).then(
      (page) => ({ page, errors: {} as FieldErrors }),
      (error) =>
        error instanceof ApiFieldErrors ? { page: { items: [], total: 0, size: PAGE_SIZE }, errors: error.errors } : failed(error),
    ),
  ])
  return {
    list: listPageOf(query, TRAIL, { ...page, items: page.items.map(trailRowOf) }),
    filters,
    errors,
    members: staff.map(({ id, user }) => ({ id, user })),
    exportHref: `${TRAIL_PATH}/export.csv${listSearch({ ...query, page: 1 }, {}, TRAIL.defaultSort)}`,
  }
}

export const meta: MetaFunction = ({ error }) => adminMeta('Journal d’activité', error)

const columns: Column<TrailRow>[] = [
  { key: 'when', label: 'Date', cell: (row) => <time dateTime={row.at}>{row.when}</time> },
  { key: 'staff', label: 'Membre', cell: (row) => row.staffName },
  { key: 'kind', label: 'Action', cell: (row) => row.kind },
  {
    key: 'what',
    label: 'Objet',
    cellProps: () => ({ className: 'cell-wide' }),
    cell: (row) => (row.what ? row.what.href ? <Link to={row.what.href}>{row.what.text}</Link> : row.what.text : null),
  },
  { key: 'changes', label: 'Détails', cellProps: () => ({ className: 'cell-wide' }), cell: (row) => row.details },
]

interface FilterProps {
  label: string
  name: string
  value: string | undefined
  /** The API's French refusal of the value in the address. */
  errors: string[] | undefined
}

/** A filter of the trail among choices: every value first (`all`, the empty one), then each `[value, label]`. */
function ChoiceFilter({ label, name, value, errors, all, entries }: FilterProps & { all: string; entries: [string, string][] }) {
  return (
    <SelectField
      labelProps={{ children: label }}
      errors={errors}
      selectProps={{
        id: `trail-${name}`,
        name,
        defaultValue: value ?? '',
        children: [
          <option key="" value="">
            {all}
          </option>,
          ...entries.map(([choice, text]) => (
            <option key={choice} value={choice}>
              {text}
            </option>
          )),
        ],
      }}
    />
  )
}

/** A filter of the trail by day. */
function DateFilter({ label, name, value, errors }: FilterProps) {
  return (
    <Field labelProps={{ children: label }} errors={errors} inputProps={{ id: `trail-${name}`, name, type: 'date', defaultValue: value }} />
  )
}

export default function AdminActivityRoute() {
  const { list, filters, errors, members, exportHref } = useLoaderData<typeof loader>()
  const filtered = Object.keys(filters).length > 0
  return (
    <>
      <header className="admin-page-header">
        <h1>Journal d’activité</h1>
        <p>
          Les connexions, les échecs de connexion, les déconnexions, les sessions expirées, les accès refusés et les modifications de
          l’équipe, du plus récent au plus ancien. Le journal est conservé un an.
        </p>
      </header>
      <Form method="get" className="admin-filters" aria-label="Filtrer le journal">
        <ChoiceFilter
          label="Membre"
          name="staff"
          value={filters.staff}
          errors={errors.staff}
          all="Tous"
          entries={members.map((member) => [String(member.id), member.user])}
        />
        <ChoiceFilter
          label="Action"
          name="kind"
          value={filters.kind}
          errors={errors.kind}
          all="Toutes"
          entries={activityActions.map((action) => [action, activityActionLabels[action]])}
        />
        <DateFilter label="Du" name="from" value={filters.from} errors={errors.from} />
        <DateFilter label="Au" name="to" value={filters.to} errors={errors.to} />
        <div className="admin-filters-actions">
          <button type="submit" className="button button-secondary">
            Filtrer
          </button>
          {filtered ? <Link to={TRAIL_PATH}>Effacer les filtres</Link> : null}
          <a href={exportHref} download>
            Télécharger (CSV)
          </a>
        </div>
      </Form>
      <DataTable
        list={list}
        caption={frenchCount(list.total, 'entrée', { plural: 'entrées', none: 'aucune entrée' })}
        columns={columns}
        empty={filtered ? 'Aucune entrée pour ces filtres.' : 'Le journal est vide.'}
        pagesLabel="Pages du journal"
        dense
      />
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
