import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react'
import { assertRegistrationsOpen } from '~/client-area/client-area.server'
import { errorPageMeta } from '~/client-area/client-meta'
import { ContentImage } from '~/components/content-blocks'
import { pageMeta } from '~/components/ui'
import { type RegistrationCard, registrationLanding } from '~/registrations/registration-landing.server'
import clientAreaStyles from '~/styles/client-area.css'
import offersStyles from '~/styles/offers.css'
import { staticPage } from '~/utils/static-page'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: clientAreaStyles },
  // The cards of the offer pages (their grid and their look), which this landing shares.
  { rel: 'stylesheet', href: offersStyles },
]

/** Plain content: opened directly, the page loads no JavaScript (decisions 0012 and 0021). */
export const handle = staticPage

export async function loader({ request }: LoaderFunctionArgs) {
  await assertRegistrationsOpen(request)
  return data({ groups: await registrationLanding(request) })
}

export const meta: MetaFunction = ({ error }) =>
  error
    ? errorPageMeta(error)
    : pageMeta('Inscriptions', 'Inscrivez-vous en ligne aux webinaires, conférences, ateliers, stages et formations de l’école.')

export default function RegistrationsRoute() {
  const { groups } = useLoaderData<typeof loader>()
  return (
    <div className="container">
      <header className="page-header">
        <h1>Inscriptions</h1>
        <p className="lead">Choisissez un événement, une formation ou un stage pour voir ses prochaines dates et vous inscrire.</p>
      </header>
      {groups.map((group) => (
        <section key={group.category} className="section registration-group" aria-labelledby={`group-${group.category}`}>
          <h2 id={`group-${group.category}`}>{group.title}</h2>
          {group.cards.length ? (
            <ul className="offer-cards">
              {group.cards.map((card) => (
                <RegistrationCardItem key={card.to} card={card} />
              ))}
            </ul>
          ) : (
            <p>Aucune inscription ouverte pour le moment.</p>
          )}
        </section>
      ))}
    </div>
  )
}

/** A subcategory as a card of the landing pages: its picture, its name (the card's link), its next dates. */
function RegistrationCardItem({ card }: { card: RegistrationCard }) {
  return (
    <li className="card card-with-image offer-card registration-card">
      <ContentImage image={card.image} sizes="(min-width: 64rem) 22rem, (min-width: 48rem) 45vw, 100vw" className="card-image" />
      <div className="card-body">
        <h3>
          <Link to={card.to} className="offer-card-link">
            {card.title}
          </Link>
        </h3>
        <p className="registration-meta">{card.count}</p>
        {card.next.length ? (
          <ul className="registration-next">
            {card.next.map((next) => (
              <li key={next.id}>
                <time dateTime={next.eventDate}>{next.displayDate}</time> {next.title}
                {next.availability ? <span className="registration-availability">{` · ${next.availability}`}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="offer-card-more card-action" aria-hidden="true">
          {card.next.length ? 'Voir les dates et s’inscrire' : 'Voir la page'} <span className="offer-card-arrow">→</span>
        </p>
      </div>
    </li>
  )
}

export { ClientAreaErrorBoundary as ErrorBoundary } from '~/client-area/client-area-closed'
