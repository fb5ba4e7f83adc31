import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react'
import { Right } from '#contract/rights'
import type { SurveyOfferItem } from '#contract/surveys'
import { requireRight, staffLoadFailure } from '~/admin/auth.server'
import { listPageOf } from '~/admin/list.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { type Column, DataTable } from '~/components/admin/data-table'
import { frenchCount, readList } from '~/components/admin/list-query'
import { listSurveyOffers } from '~/models/survey.server'
import { formatDate } from '~/registrations/registrations'

/** By title, 50 a page: `page` only (the API orders them). */
const SURVEY_OFFERS = { sorts: [], defaultSort: '' }
const PAGE_SIZE = 50

/** The satisfaction surveys (right 7, like the sessions they are about): each offer with surveys sent or answered. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRight(request, Right.ViewRegistrations)
  const query = readList(new URL(request.url), SURVEY_OFFERS)
  const answer = await listSurveyOffers(request, { page: query.page, size: PAGE_SIZE }).catch(staffLoadFailure(request))
  return { list: listPageOf(query, SURVEY_OFFERS, answer) }
}

export const meta: MetaFunction = ({ error }) => adminMeta('Questionnaires de satisfaction', error)

const columns: Column<SurveyOfferItem>[] = [
  { key: 'title', label: 'Formation', cell: (offer) => <Link to={`/admin/surveys/${offer.typeId}`}>{offer.title}</Link> },
  { key: 'sessions', label: 'Sessions', cell: (offer) => offer.sessions },
  { key: 'invited', label: 'Questionnaires envoyés', cell: (offer) => offer.invited },
  {
    key: 'answers',
    label: 'Réponses',
    cell: (offer) => (offer.demo ? `${offer.answers} (dont ${offer.demo} de démonstration)` : offer.answers),
  },
  { key: 'lastSession', label: 'Dernière session notée', cell: (offer) => (offer.lastSession ? formatDate(offer.lastSession) : '–') },
]

export default function AdminSurveysRoute() {
  const { list } = useLoaderData<typeof loader>()
  return (
    <>
      <header className="admin-page-header">
        <h1>Questionnaires de satisfaction</h1>
        <p>
          Chaque participant reçoit un questionnaire le lendemain de la fin de sa session («{'\u00a0'}à chaud{'\u00a0'}»), puis deux mois
          plus tard («{'\u00a0'}à froid{'\u00a0'}»). Les réponses, leurs graphiques et leur export, par formation.
        </p>
      </header>
      <DataTable
        list={list}
        caption={frenchCount(list.total, 'formation', { none: 'aucune formation' })}
        columns={columns}
        rowKey={(offer) => offer.typeId}
        empty="Aucun questionnaire envoyé pour l’instant."
        pagesLabel="Pages des questionnaires"
      />
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
