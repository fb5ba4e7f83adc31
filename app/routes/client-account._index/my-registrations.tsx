import { Link } from '@remix-run/react'
import type { ClientRegistration, ClientRegistrations } from '#contract/registration'
import { Banner } from '~/components/ui'
import { formatDate, registrationPath, registrationPlace, registrationTitle } from '~/registrations/registrations'

/** The client's registrations, upcoming then past, each with its calendar file. */
export function MyRegistrations({ registrations, error }: { registrations: ClientRegistrations | null; error: string | null }) {
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

function RegistrationList({ items, upcoming = false }: { items: ClientRegistration[]; upcoming?: boolean }) {
  return (
    <ul className="registration-list">
      {items.map(({ registration, type }) => {
        const title = registrationTitle(registration, type)
        const place = registrationPlace(registration)
        return (
          <li key={registration.id} className="registration-item">
            <p className="registration-date">
              <time dateTime={registration.event_date}>{formatDate(registration.event_date)}</time>
            </p>
            <div>
              <p className="registration-title">{upcoming ? <Link to={registrationPath(type, registration.id)}>{title}</Link> : title}</p>
              <p className="registration-meta">
                {type.title_registration}
                {place ? ` · ${place}` : null}
              </p>
              {/* A plain link: the file comes as an attachment, or an error brings the visitor back here. */}
              <a href={`/client-account/calendar/${registration.id}`} className="registration-calendar">
                Ajouter à mon agenda (.ics)
                <span className="visually-hidden">{`\u00a0: ${title} du ${formatDate(registration.event_date)}`}</span>
              </a>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
