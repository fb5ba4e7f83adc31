import type { LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import type { RetentionRuleItem } from '#contract/retention'
import { Right } from '#contract/rights'
import { requireRight, staffLoadFailure } from '~/admin/auth.server'
import { pageRows, type RowsSpec } from '~/admin/list.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { type Column, DataTable } from '~/components/admin/data-table'
import { frenchCount } from '~/components/admin/list-query'
import { getRetentionForecast } from '~/models/retention.server'

/** The rules in the order of the legal notice, or by what they delete. */
const RULES: RowsSpec<RetentionRuleItem> = {
  orders: { data: (rule) => rule.data, deleted: (rule) => rule.deletedCount },
  defaultSort: '',
  size: 50,
}

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })

/**
 * The retention rules (decision 0030) for the administrators (right 1): which data, how long it is kept, and how
 * many rows each rule deletes in the next month; counts only, the rows themselves never leave the API.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRight(request, Right.FullAdmin)
  const forecast = await getRetentionForecast(request).catch(staffLoadFailure(request))
  return { list: pageRows(new URL(request.url), RULES, forecast.rules), until: forecast.until }
}

export const meta: MetaFunction = ({ error }) => adminMeta('Conservation des données', error)

export default function AdminRetentionRoute() {
  const { list, until } = useLoaderData<typeof loader>()
  const columns: Column<RetentionRuleItem>[] = [
    { key: 'data', label: 'Données', sort: 'data', cell: (rule) => rule.data },
    { key: 'keptFor', label: 'Durée de conservation', cell: (rule) => rule.keptFor },
    { key: 'deleted', label: 'À supprimer d’ici un mois', sort: 'deleted', cell: (rule) => rule.deletedCount },
    {
      key: 'warnings',
      label: 'E-mails d’avertissement',
      cell: (rule) => (rule.warningCount === null ? '' : rule.warningCount),
    },
  ]
  return (
    <>
      <header className="admin-page-header">
        <h1>Conservation des données</h1>
        <p>
          Chaque nuit, le site supprime les données personnelles arrivées au bout de leur durée de conservation, celles que les mentions
          légales annoncent. Voici ce qui sera supprimé d’ici le {day.format(new Date(until))}.
        </p>
      </header>
      <DataTable
        list={list}
        caption={frenchCount(list.total, 'règle de conservation', { plural: 'règles de conservation', none: 'aucune règle' })}
        columns={columns}
        empty="Aucune règle de conservation."
        pagesLabel="Pages des règles de conservation"
      />
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
