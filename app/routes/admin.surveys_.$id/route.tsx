import { Link, type MetaFunction, useLoaderData } from '@remix-run/react'
import { scoreLabels, scoreShortNames, surveyKindLabels, surveyScores } from '#content/survey-questions'
import type { SurveyAnswerItem } from '#contract/surveys'
import { adminMeta } from '~/components/admin/admin-meta'
import { type Column, DataTable } from '~/components/admin/data-table'
import { frenchCount } from '~/components/admin/list-query'
import { averageOf, formatAverage, SpreadChart, type Spreads, TrendChart } from '~/components/admin/survey-charts'
import { formatDate } from '~/registrations/registrations'
import { loader } from './results.server'

// One server module per route (docs/decisions/0009).
export { loader }

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  adminMeta(data ? `Questionnaires\u00a0: ${data.title}` : 'Questionnaires', error)

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' })

/** The figures of a spread chart, as a table beside it: per score, how many gave each note, and the average. */
function SpreadTable({ spreads, caption }: { spreads: Spreads; caption: string }) {
  return (
    <div className="admin-table-frame">
      <table className="admin-table survey-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Question</th>
            {scoreLabels.map((label, index) => (
              <th key={label} scope="col">
                {index + 1} <span className="visually-hidden">({label})</span>
              </th>
            ))}
            <th scope="col">Moyenne</th>
          </tr>
        </thead>
        <tbody>
          {surveyScores.map((name) => (
            <tr key={name}>
              <th scope="row">{scoreShortNames[name]}</th>
              {spreads[name].map((n, index) => (
                <td key={index}>{n}</td>
              ))}
              <td>{formatAverage(averageOf(spreads[name]))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const commentColumns: Column<SurveyAnswerItem>[] = [
  { key: 'date', label: 'Reçue le', sort: 'date', cell: (answer) => when.format(new Date(answer.answeredAt)) },
  {
    key: 'session',
    label: 'Session',
    sort: 'session',
    cell: (answer) => `${formatDate(answer.eventDate)}, ${surveyKindLabels[answer.kind]}${answer.demo ? ' (démonstration)' : ''}`,
  },
  { key: 'comment', label: 'Commentaire', cell: (answer) => answer.comment },
  { key: 'complaint', label: 'Réclamation', cell: (answer) => answer.complaint },
]

/** An offer's survey results (right 7): charts drawn on the server, their tables, the comments, the CSV export. */
export default function AdminSurveyResultsRoute() {
  const { id, title, kinds, comments } = useLoaderData<typeof loader>()
  return (
    <>
      <header className="admin-page-header">
        <p>
          <Link to="/admin/surveys">Tous les questionnaires</Link>
        </p>
        <h1>
          Questionnaires{'\u00a0'}: {title}
        </h1>
        <p>
          <a href={`/admin/surveys/${id}.csv`} download>
            Exporter toutes les réponses (CSV)
          </a>
          {' · '}
          <a href={`/admin/surveys/${id}.pdf`} download>
            Télécharger les résultats (PDF)
          </a>
        </p>
      </header>
      {kinds.length ? null : <p>Aucun questionnaire envoyé pour cette formation.</p>}
      {kinds.map((survey) => (
        <section key={survey.kind} className="admin-section" aria-labelledby={`survey-${survey.kind}`}>
          <h2 id={`survey-${survey.kind}`}>Questionnaires {survey.label}</h2>
          <p>
            {frenchCount(survey.answers, 'réponse', { none: 'aucune réponse' })}
            {survey.demo ? ` (dont ${frenchCount(survey.demo, 'réponse de démonstration', { plural: 'réponses de démonstration' })})` : ''}
            {'\u00a0'};{' '}
            {frenchCount(survey.invited, 'questionnaire envoyé', { plural: 'questionnaires envoyés', none: 'aucun questionnaire envoyé' })}{' '}
            par e-mail.
          </p>
          {survey.answers ? (
            <>
              <h3>Évolution d’une session à l’autre</h3>
              <TrendChart
                title={`Moyenne des notes ${survey.label}, par session`}
                points={survey.sessions.filter((one) => one.answers).map((one) => ({ label: one.label, spreads: one.spreads }))}
              />
              <div className="admin-table-frame">
                <table className="admin-table survey-table">
                  <caption>Moyenne des notes {survey.label}, par session</caption>
                  <thead>
                    <tr>
                      <th scope="col">Session</th>
                      <th scope="col">Réponses</th>
                      {surveyScores.map((name) => (
                        <th key={name} scope="col">
                          {scoreShortNames[name]}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {survey.sessions.map((one) => (
                      <tr key={one.registrationId}>
                        <th scope="row">{one.label}</th>
                        <td>
                          {one.answers} / {one.invited || one.answers}
                          {one.demo ? ' (démonstration)' : ''}
                        </td>
                        {surveyScores.map((name) => (
                          <td key={name}>{formatAverage(averageOf(one.spreads[name]))}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <h3>Répartition des notes, toutes sessions</h3>
              <SpreadChart title={`Répartition des notes ${survey.label}, toutes sessions`} spreads={survey.total} />
              <SpreadTable caption={`Répartition des notes ${survey.label}, toutes sessions`} spreads={survey.total} />
              {survey.sessions
                .filter((one) => one.answers)
                .map((one) => (
                  <details key={one.registrationId} className="survey-session">
                    <summary>
                      Session du {one.label}
                      {'\u00a0'}: {frenchCount(one.answers, 'réponse')}
                    </summary>
                    <SpreadChart title={`Répartition des notes ${survey.label}, session du ${one.label}`} spreads={one.spreads} />
                    <SpreadTable caption={`Répartition des notes ${survey.label}, session du ${one.label}`} spreads={one.spreads} />
                  </details>
                ))}
            </>
          ) : null}
        </section>
      ))}
      <section className="admin-section" aria-labelledby="survey-comments">
        <h2 id="survey-comments">Commentaires et réclamations</h2>
        <DataTable
          list={comments}
          caption={frenchCount(comments.total, 'réponse écrite', { plural: 'réponses écrites', none: 'aucune réponse écrite' })}
          columns={commentColumns}
          empty="Aucun commentaire pour l’instant."
          pagesLabel="Pages des commentaires"
        />
      </section>
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
