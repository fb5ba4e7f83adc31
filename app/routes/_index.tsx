import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { RichText } from '~/components/rich-text'
import { pageIds } from '~/content/pages'
import { getPageContent } from '~/models/page.server'
import { pageMeta } from '~/utils/meta'

export async function loader({ request }: LoaderFunctionArgs) {
  return getPageContent(request, pageIds.home)
}

export const meta: MetaFunction = () =>
  pageMeta(
    'Coaching et communication consciente',
    'École de communication consciente et de coaching depuis 2009 : séances de coaching, stages et formations certifiantes. Première séance découverte offerte.',
  )

const cards = [
  { textId: 'card-life-coaching', to: '/life-coaching', label: 'Découvrir le coaching de vie' },
  { textId: 'card-become-coach', to: '/become-coach', label: 'Découvrir la formation de coach' },
  { textId: 'card-business-coaching', to: '/business-coaching', label: 'Découvrir le coaching professionnel' },
] as const

export default function HomeRoute() {
  const { texts } = useLoaderData<typeof loader>()
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <RichText html={texts['hero-title']} />
          <RichText html={texts['hero-text']} className="lead" />
        </div>
      </section>
      <section className="container section">
        <div className="card highlight">
          <RichText html={texts['free-session-title']} />
          <RichText html={texts['free-session-text']} />
          <p>
            <Link to="/contact" className="button button-primary">
              Réserver ma séance offerte
            </Link>
          </p>
        </div>
      </section>
      <section className="container section" aria-label="Nos accompagnements">
        <ul className="card-grid">
          {cards.map((card) => (
            <li key={card.to} className="card">
              <RichText html={texts[card.textId]} />
              <p>
                <Link to={card.to} className="button button-secondary">
                  {card.label}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
