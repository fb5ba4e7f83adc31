import { Form, Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { answeredSurveyMessage, scoreLabels, SURVEY_TEXT_MAX, surveyQuestions, surveyScores } from '#content/survey-questions'
import { clientPageMeta, errorPageMeta, linkPageHeaders } from '~/client-area/client-meta'
import type { FieldMeta } from '~/components/server-form'
import {
  ErrorList,
  FormErrors,
  FormSubmit,
  FormTextareaField,
  getFormProps,
  HoneypotField,
  useIsPending,
  useServerForm,
} from '~/components/ui'
import { action, loader } from './survey.server'

// One server module per route (docs/decisions/0009).
export { action, loader }

export const headers = linkPageHeaders

export const meta: MetaFunction = ({ error }) =>
  error ? errorPageMeta(error) : clientPageMeta('Votre avis sur la formation', 'Le questionnaire de satisfaction de votre session.')

/** One score, 1 to 5: a group of radio buttons under its question (a plain form: no JavaScript needed). */
function ScoreField({ meta, question }: { meta: FieldMeta; question: string }) {
  const chosen = Array.isArray(meta.initialValue) ? meta.initialValue[0] : meta.initialValue
  return (
    <fieldset
      className="field score-field"
      aria-invalid={meta.errors ? true : undefined}
      aria-describedby={meta.errors ? meta.errorId : undefined}
    >
      <legend>{question} *</legend>
      <div className="score-options">
        {scoreLabels.map((label, index) => {
          const value = String(index + 1)
          return (
            <label key={value} className="score-option">
              <input type="radio" name={meta.name} value={value} defaultChecked={chosen === value} required />
              <span>
                {value}
                <span className="score-word"> – {label}</span>
              </span>
            </label>
          )
        })}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  )
}

/** The page of a survey's mailed link (issue 31 point 4): four scores, a comment and a complaint, sent once. */
export default function SurveyRoute() {
  const loaded = useLoaderData<typeof loader>()
  const posted = useActionData<typeof action>()
  const isPending = useIsPending()
  const closed = (posted && 'closed' in posted ? posted.closed : null) ?? loaded.closed
  const [form, fields] = useServerForm({
    id: 'survey',
    lastResult: posted && 'result' in posted ? posted.result : undefined,
    constraint: loaded.constraint ?? {},
  })
  if (closed || !loaded.survey) {
    return (
      <div className="container page-narrow">
        <header className="page-header">
          <h1>{closed === answeredSurveyMessage ? 'Merci pour votre réponse' : 'Ce lien n’est pas valable'}</h1>
        </header>
        <section className="card">
          <p>{closed}</p>
          <p>
            <Link to="/">Retour à l’accueil</Link> ou <Link to="/contact">écrire à l’école</Link>.
          </p>
        </section>
      </div>
    )
  }
  const { survey } = loaded
  return (
    <div className="container page-narrow">
      <header className="page-header">
        <h1>Votre avis sur la formation</h1>
        <p className="lead">
          {survey.title}, session du {survey.date}, questionnaire {survey.kind}. Deux minutes suffisent{'\u00a0'}; vos réponses nous aident
          à améliorer nos formations.
        </p>
      </header>
      <section className="card form-card" aria-labelledby="survey-form-title">
        <h2 id="survey-form-title">Vos réponses</h2>
        <p id="survey-note" className="form-note">
          Notez chaque point de 1 (pas du tout) à 5 (tout à fait)
          <span aria-hidden="true"> (les questions marquées * sont obligatoires)</span>.
        </p>
        <Form key={form.key} method="post" {...getFormProps(form)} aria-describedby="survey-note">
          <HoneypotField />
          <FormErrors form={form} />
          {surveyScores.map((name) => (
            <ScoreField key={name} meta={fields[name]} question={surveyQuestions[name]} />
          ))}
          <FormTextareaField meta={fields.comment} label="Un commentaire, une suggestion" rows={5} maxLength={SURVEY_TEXT_MAX} />
          <FormTextareaField
            meta={fields.complaint}
            label="Une réclamation"
            help={
              'Un problème à nous signaler, qui appelle une réponse de l’école\u00a0: il est transmis directement à l’école, avec votre nom, pour vous répondre.'
            }
            rows={4}
            maxLength={SURVEY_TEXT_MAX}
          />
          <FormSubmit pending={isPending} pendingLabel="Envoi en cours…">
            Envoyer mes réponses
          </FormSubmit>
        </Form>
      </section>
    </div>
  )
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui'
