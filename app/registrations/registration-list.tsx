import { Link } from '@remix-run/react'
import { RichText } from '~/components/rich-text'
import type { RegistrationsView } from '~/offers/view'

/** Section 2: the open registrations of an event page, then the placeholder blocks of the free slots. */
export function RegistrationList({ registrations }: { registrations: RegistrationsView }) {
  return (
    <section className="offer-section" aria-labelledby="registrations-title">
      <h2 id="registrations-title">Prochaines dates</h2>
      <ul className="offer-cards registration-list">
        {registrations.list.map((registration) => (
          <li key={registration.id} className="card registration-card">
            <h3>{registration.title}</h3>
            <p className="registration-date">
              <time dateTime={registration.eventDate}>{registration.displayDate}</time>
              {registration.dateText ? <span className="registration-date-text">{registration.dateText}</span> : null}
            </p>
            {registration.availability ? <p className="registration-availability">{registration.availability}</p> : null}
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
        {Array.from({ length: registrations.placeholders }, (_, index) => (
          <li key={`placeholder-${index}`} className="card registration-card registration-placeholder">
            <RichText html={registrations.placeholder} />
            <p className="registration-action">
              <Link to="/contact">Être prévenu des prochaines dates</Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
