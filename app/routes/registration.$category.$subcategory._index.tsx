import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react'
import { assertRegistrationsOpen } from '~/client-area/client-area.server'
import { errorPageMeta } from '~/client-area/client-meta'
import { BackLink } from '~/components/back-link'
import { pageMeta } from '~/components/ui'
import { assertCategory, loadRegistrations, upcomingOf } from '~/registrations/registration-pages.server'
import clientAreaStyles from '~/styles/client-area.css'
import { staticPage } from '~/utils/static-page'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

/** Plain content: opened directly, the page loads no JavaScript (decisions 0012 and 0021). */
export const handle = staticPage

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { category, subcategory } = assertCategory(params.category, params.subcategory)
  await assertRegistrationsOpen(request)
  const { types: ofSubcategory, registrations } = await loadRegistrations(request, { category, subcategory })
  const type = ofSubcategory[0]
  return data({
    title: type?.title_subcategory ?? 'Inscriptions',
    categoryTitle: type?.title_category ?? null,
    offerLink: type?.link || null,
    registrations: upcomingOf(ofSubcategory, registrations),
  })
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error || !data
    ? errorPageMeta(error)
    : pageMeta(`${data.title}\u00a0: inscriptions`, `Les prochaines dates de l’offre ${data.title} et l’inscription en ligne.`)

export default function RegistrationListRoute() {
  const { title, categoryTitle, offerLink, registrations } = useLoaderData<typeof loader>()
  return (
    <div className="container page-narrow">
      <BackLink to="/registration">Toutes les inscriptions</BackLink>
      <header className="page-header">
        {categoryTitle ? <p className="registration-meta">{categoryTitle}</p> : null}
        <h1>{title}</h1>
        <p className="lead">Les prochaines dates. Choisissez une session pour voir son programme et vous inscrire.</p>
      </header>
      <section className="card" aria-labelledby="dates-title">
        <h2 id="dates-title">Prochaines dates</h2>
        {registrations.length ? (
          <ul className="registration-list">
            {registrations.map((registration) => (
              <li key={registration.id} className="registration-item">
                <p className="registration-date">
                  <time dateTime={registration.eventDate}>{registration.displayDate}</time>
                </p>
                <div>
                  <p className="registration-title">
                    <Link to={registration.href}>{registration.title}</Link>
                  </p>
                  {registration.dateText ? <p>{registration.dateText}</p> : null}
                  {registration.place ? <p className="registration-meta">{registration.place}</p> : null}
                  {registration.availability ? <p className="registration-availability">{registration.availability}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p>
            Aucune date n’est programmée pour le moment. <Link to="/contact">Écrivez-nous</Link> pour être prévenu de la prochaine session.
          </p>
        )}
      </section>
      {offerLink ? (
        <p>
          <Link to={offerLink}>En savoir plus sur cette offre</Link>
        </p>
      ) : null}
    </div>
  )
}

export { ClientAreaErrorBoundary as ErrorBoundary } from '~/client-area/client-area-closed'
