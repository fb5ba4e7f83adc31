import { Link } from '@remix-run/react'
import type { ListedRegistration } from '~/utils/open-registrations.server'
import { RichText } from '../rich-text'

/** Section 2: the open registrations of an event page; placeholder blocks fill the slots up to three. */
export const REGISTRATION_SLOTS = 3

export function RegistrationList({ registrations, placeholder }: { registrations: ListedRegistration[]; placeholder?: string }) {
  const free = Math.max(0, REGISTRATION_SLOTS - registrations.length)
  return (
    <section className="offer-section" aria-labelledby="registrations-title">
      <h2 id="registrations-title">Prochaines dates</h2>
      <ul className="offer-cards registration-list">
        {registrations.map((registration) => (
          <li key={registration.id} className="card registration-card">
            <h3>{registration.title}</h3>
            <p className="registration-date">
              <time dateTime={registration.eventDate}>{registration.displayDate}</time>
              {registration.dateText ? <span className="registration-date-text">{registration.dateText}</span> : null}
            </p>
            {registration.details.length ? (
              <dl className="registration-details">
                {registration.details.map((detail) => (
                  <div key={detail.label}>
                    <dt>{detail.label}</dt>
                    <dd>{detail.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <p className="registration-action">
              <Link to={registration.href} className="button button-primary">
                S’inscrire
                <span className="visually-hidden">
                  {'\u00a0'}: {registration.title}, le {registration.displayDate}
                </span>
              </Link>
            </p>
          </li>
        ))}
        {Array.from({ length: free }, (_, index) => (
          <li key={`placeholder-${index}`} className="card registration-card registration-placeholder">
            <RichText html={placeholder} />
            <p className="registration-action">
              <Link to="/contact">Être prévenu des prochaines dates</Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
