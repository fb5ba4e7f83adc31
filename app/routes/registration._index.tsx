import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react'
import { registrationCategories, type RegistrationCategory } from '#contract/registration-categories'
import { assertRegistrationsOpen } from '~/client-area/client-area.server'
import { ClientAreaErrorBoundary } from '~/client-area/client-area-closed'
import { errorPageMeta } from '~/client-area/client-meta'
import { loadRegistrations, upcomingOf } from '~/registrations/registration-pages.server'
import clientAreaStyles from '~/styles/client-area.css'
import { pageMeta } from '~/utils/meta'
import { staticPage } from '~/utils/static-page'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

/** Section 2: events (webinars first), trainings, then stages. */
const groups: { category: RegistrationCategory; fallbackTitle: string }[] = [
  { category: 'event', fallbackTitle: 'Événements' },
  { category: 'training', fallbackTitle: 'Formations' },
  { category: 'stage', fallbackTitle: 'Stages' },
]

/** Plain content: opened directly, the page loads no JavaScript (decisions 0012 and 0021). */
export const handle = staticPage

export async function loader({ request }: LoaderFunctionArgs) {
  await assertRegistrationsOpen(request)
  const { types, registrations } = await loadRegistrations(request)
  return data({
    groups: groups.map(({ category, fallbackTitle }) => {
      const ofCategory = types.filter((type) => type.category === category)
      return {
        category,
        title: ofCategory[0]?.title_category ?? fallbackTitle,
        // Only the subcategories of section 2, in its order, and only those the school offers.
        subcategories: registrationCategories[category].flatMap((subcategory) => {
          const ofSubcategory = ofCategory.filter((type) => type.subcategory === subcategory)
          if (!ofSubcategory.length) return []
          return [{ subcategory, title: ofSubcategory[0].title_subcategory, upcoming: upcomingOf(ofSubcategory, registrations).length }]
        }),
      }
    }),
  })
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
      <div className="registration-groups">
        {groups.map((group) => (
          <section key={group.category} className="card" aria-labelledby={`group-${group.category}`}>
            <h2 id={`group-${group.category}`}>{group.title}</h2>
            {group.subcategories.length ? (
              <ul className="link-list">
                {group.subcategories.map((item) => (
                  <li key={item.subcategory}>
                    <Link to={`/registration/${group.category}/${item.subcategory}`}>{item.title}</Link>{' '}
                    <span className="registration-meta">
                      ({item.upcoming === 0 ? 'aucune date pour le moment' : item.upcoming === 1 ? '1 date' : `${item.upcoming} dates`})
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p>Aucune inscription ouverte pour le moment.</p>
            )}
          </section>
        ))}
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <ClientAreaErrorBoundary />
}
