import { Form, Link } from '@remix-run/react'
import { Banner } from '~/components/ui'
import { schoolContact } from './cancel-registration'

/**
 * A registration as the list shows it, written by the loader (client-account.server.ts): the helpers that read a
 * registration's data stay on the server, a chunk fewer for the page (docs/decisions/0009).
 */
export interface MyRegistration {
  id: number
  /** The session's date as the API gives it (`<time dateTime>`), and as people read it. */
  eventDate: string
  date: string
  title: string
  place: string | null
  /** The registration type's title. */
  typeTitle: string
  /** The page of its session. */
  path: string
  /** The last day the client may cancel it online (dd/mm/yyyy), and whether that day has not passed (issue 28). */
  cancelUntil: string
  cancellable: boolean
  /** The number of its latest certificate of completion, once issued (decision 0039). */
  certificate: string | null
}

export interface MyRegistrationLists {
  upcoming: MyRegistration[]
  past: MyRegistration[]
}

/** The client's registrations, upcoming then past, each with its calendar file. */
export function MyRegistrations({ registrations, error }: { registrations: MyRegistrationLists | null; error: string | null }) {
  return (
    <section id="inscriptions" className="card account-section" aria-labelledby="registrations-title">
      <h2 id="registrations-title">Mes inscriptions</h2>
      {error ? (
        <Banner kind="error" title="Erreur des inscriptions">
          {error}
        </Banner>
      ) : null}
      {registrations ? (
        <>
          <h3>À venir</h3>
          {registrations.upcoming.length ? (
            <RegistrationList items={registrations.upcoming} upcoming />
          ) : (
            <p>
              Aucune inscription à venir. <Link to="/registration">Découvrir les prochaines dates</Link>
            </p>
          )}
          <h3>Passées</h3>
          {registrations.past.length ? <RegistrationList items={registrations.past} /> : <p>Aucune inscription passée.</p>}
        </>
      ) : null}
    </section>
  )
}

/** `intent=cancel-registration`: the button leads to the confirmation page (no `confirm=yes` yet). */
function CancelButton({
  id,
  title,
  date,
  cancelUntil,
  cancellable,
}: {
  id: number
  title: string
  date: string
  cancelUntil: string
  cancellable: boolean
}) {
  if (!cancellable)
    return (
      <p className="registration-meta">
        Pour annuler cette inscription, contactez l’école{'\u00a0'}: {schoolContact}.
      </p>
    )
  return (
    <Form method="post" className="registration-cancel">
      <input type="hidden" name="registrationId" value={id} />
      <span className="registration-meta">Annulable en ligne jusqu’au {cancelUntil}. </span>
      <button type="submit" name="intent" value="cancel-registration" className="button-link">
        Annuler mon inscription…<span className="visually-hidden">{`\u00a0: ${title} du ${date}`}</span>
      </button>
    </Form>
  )
}

function RegistrationList({ items, upcoming = false }: { items: MyRegistration[]; upcoming?: boolean }) {
  return (
    <ul className="registration-list">
      {items.map(({ id, eventDate, date, title, place, typeTitle, path, cancelUntil, cancellable, certificate }) => (
        <li key={id} className="registration-item">
          <p className="registration-date">
            <time dateTime={eventDate}>{date}</time>
          </p>
          <div>
            <p className="registration-title">{upcoming ? <Link to={path}>{title}</Link> : title}</p>
            <p className="registration-meta">
              {typeTitle}
              {place ? ` · ${place}` : null}
            </p>
            {/* A plain link: the file comes as an attachment, or an error brings the visitor back here. */}
            <a href={`/client-account/calendar/${id}`} className="registration-calendar">
              Ajouter à mon agenda (.ics)
              <span className="visually-hidden">{`\u00a0: ${title} du ${date}`}</span>
            </a>
            {certificate ? (
              // Its number tells it apart from the other links of the list.
              <a href={`/client-account/certificate/${id}.pdf`} className="registration-calendar">
                {`Télécharger mon certificat de réalisation n°\u00a0${certificate} (PDF)`}
              </a>
            ) : null}
            {upcoming ? <CancelButton id={id} title={title} date={date} cancelUntil={cancelUntil} cancellable={cancellable} /> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
