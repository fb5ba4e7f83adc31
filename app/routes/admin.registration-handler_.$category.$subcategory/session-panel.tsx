import { Form, Link, useNavigation } from '@remix-run/react'
import type { RegistrationParticipant } from '#contract/registration'
import { ConfirmStep } from '~/components/admin/delete-item'
import { Banner, ErrorList } from '~/components/ui'
import { RegistrationBlocks } from '~/registrations/registration-blocks'
import type { DataField } from '~/registrations/registrations'
import { FORM_KEY } from '~/utils/form-key'
import type { CandidateSearch } from './candidates.server'
import { DateWarning } from './date-warning'

export interface ViewedSession {
  id: number
  date: string
  title: string
  dateWarning: string | null
  blocks: DataField[][]
}

type Participants = { ok: true; data: RegistrationParticipant[] } | { ok: false; message: string }

/** The hidden fields of a form about one session: its intent, the rendered form's key and the session's id. */
export function SessionFields({ intent, id, formKey }: { intent: string; id: number; formKey: string | null }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {formKey ? <input type="hidden" name={FORM_KEY} value={formKey} /> : null}
      <input type="hidden" name="id" value={id} />
    </>
  )
}

/** The address that asks before unlinking a participant (`intent=unlink` without `confirm=yes` leads there too). */
export const unlinkPath = (sessionId: number, clientId: number) => `?view=${sessionId}&unlink=${clientId}#confirm-unlink`

/**
 * `?view=id`: a session's data, its participants (right 7) with their CSV, and for right 8 the unlink links (each
 * asks first, `&unlink=clientId`) and the search of a client to link.
 */
export function SessionPanel({
  viewed,
  participants,
  unlinking,
  candidates,
  formKey,
  children,
}: {
  viewed: ViewedSession
  participants: Participants | null
  /** The participant whose unlink the page asks to confirm. */
  unlinking: RegistrationParticipant | null
  candidates: CandidateSearch | null
  /** The rendered forms' key; null for staff who cannot edit. */
  formKey: string | null
  /** The session's waiting list, when it has one (issue 28). */
  children?: React.ReactNode
}) {
  return (
    <section className="admin-section" aria-labelledby="view-title">
      <h2 id="view-title">
        Session du {viewed.date} — {viewed.title}
      </h2>
      {viewed.dateWarning ? <DateWarning date={viewed.date} words={viewed.dateWarning} /> : null}
      <RegistrationBlocks blocks={viewed.blocks} />
      <h3>Participants</h3>
      {formKey && unlinking ? <ConfirmUnlink session={viewed} person={unlinking} formKey={formKey} /> : null}
      {participants && !participants.ok ? <Banner kind="error">{participants.message}</Banner> : null}
      {participants?.ok && participants.data.length ? (
        <>
          <ul className="registration-participants">
            {participants.data.map((person, index) => (
              <li key={person.clientId ?? `anonymous-${index}`}>
                {person.clientId === null ? (
                  'Participant anonymisé'
                ) : (
                  <>
                    {person.firstName} {person.secondName}
                    {person.email ? <> · {person.email}</> : null}
                    {person.phone ? <> · {person.phone}</> : null}
                    {person.city ? <> · {person.city}</> : null}
                  </>
                )}
                {formKey && person.clientId !== null ? (
                  <>
                    {' '}
                    <Link to={unlinkPath(viewed.id, person.clientId)} className="button button-secondary" preventScrollReset>
                      Désinscrire {person.firstName} {person.secondName}…
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          <p>
            <a href={`/admin/registration-handler/participants/${viewed.id}.csv`} download>
              Télécharger les participants (CSV)
            </a>
          </p>
        </>
      ) : participants?.ok ? (
        <p className="admin-empty">Aucun participant.</p>
      ) : null}
      {children}
      {formKey ? <CandidateSearchForm sessionId={viewed.id} search={candidates} formKey={formKey} /> : null}
    </section>
  )
}

/** `&unlink=clientId`: the confirmation of an unlink, which posts `intent=unlink` with `confirm=yes`. */
function ConfirmUnlink({ session, person, formKey }: { session: ViewedSession; person: RegistrationParticipant; formKey: string }) {
  const name = `${person.firstName} ${person.secondName}`.trim()
  return (
    <ConfirmStep
      question={`Désinscrire ${name} de la session du ${session.date}\u00a0?`}
      intent="unlink"
      fields={{ id: session.id, clientId: person.clientId ?? '' }}
      formKey={formKey}
      confirmLabel={`Oui, désinscrire ${name}`}
      pendingLabel="Désinscription…"
      cancelTo={`?view=${session.id}`}
      id="confirm-unlink"
      headingLevel={3}
    >
      <p>
        Cette personne ne figurera plus parmi les participants de la session. Vous pourrez l’inscrire de nouveau avec la recherche
        ci-dessous.
      </p>
    </ConfirmStep>
  )
}

/**
 * Linking a client (right 8): a GET search (`view` kept, `q`) with the client list's search, then a « Inscrire »
 * form per client found (`intent=link`, `id`, `clientId`); works without JavaScript.
 */
function CandidateSearchForm({ sessionId, search, formKey }: { sessionId: number; search: CandidateSearch | null; formKey: string }) {
  const busy = useNavigation().state === 'submitting'
  const invalid = search?.errors ? { 'aria-invalid': true as const, 'aria-describedby': 'candidates-q-error' } : {}
  return (
    <div className="registration-link">
      <h3 id="candidates-title">Inscrire un client</h3>
      <Form method="get" role="search" aria-labelledby="candidates-title">
        <input type="hidden" name="view" value={sessionId} />
        <div className="field">
          <label htmlFor="candidates-q">Chercher un client (nom, e-mail, téléphone, ville…)</label>
          <input
            id="candidates-q"
            name="q"
            type="search"
            defaultValue={search?.q ?? ''}
            minLength={2}
            maxLength={100}
            required
            {...invalid}
          />
          <ErrorList id="candidates-q-error" errors={search?.errors} />
        </div>
        <p className="form-actions">
          <button type="submit" className="button">
            Chercher
          </button>
        </p>
      </Form>
      {search?.message ? <Banner kind="error">{search.message}</Banner> : null}
      {search && !search.errors && !search.message ? (
        search.found.length ? (
          <ul className="registration-participants" aria-label="Clients trouvés">
            {search.found.map((found) => (
              <li key={found.id}>
                {found.firstName} {found.secondName}
                {found.email ? <> · {found.email}</> : null}
                {found.city ? <> · {found.city}</> : null}
                {found.linked ? (
                  ' · déjà inscrit'
                ) : (
                  <Form method="post" className="inline-form">
                    <SessionFields intent="link" id={sessionId} formKey={formKey} />
                    <input type="hidden" name="clientId" value={found.id} />
                    <button type="submit" className="button" disabled={busy} aria-label={`Inscrire ${found.firstName} ${found.secondName}`}>
                      Inscrire
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-empty">Aucun client trouvé.</p>
        )
      ) : null}
    </div>
  )
}
