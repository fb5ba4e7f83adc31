import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react'
import { todayInParis } from '#contract/dates'
import { Right } from '#contract/rights'
import { requireRight, staffLoadFailure } from '~/admin/auth.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { frenchCount } from '~/components/admin/list-query'
import { getRegistrationsForStaff, getRegistrationTypes } from '~/models/registration.server'
import { countsOf, registrationGroups, subcategoryPath } from './registration-groups'

/** The landing (right 7): the four groups of section 2, each subcategory with its sessions to come and places taken. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRight(request, Right.ViewRegistrations)
  const [types, registrations] = await Promise.all([getRegistrationTypes(request), getRegistrationsForStaff(request)]).catch(
    staffLoadFailure(request),
  )
  const today = todayInParis()
  return {
    groups: registrationGroups.map((group) => ({
      title: group.title,
      rows: group.subcategories.flatMap((subcategory) => {
        const type = types.find((candidate) => candidate.category === group.category && candidate.subcategory === subcategory)
        return type ? [{ title: type.title_subcategory, href: subcategoryPath(type), ...countsOf(type, registrations, today) }] : []
      }),
    })),
  }
}

export const meta: MetaFunction = ({ error }) => adminMeta('Inscriptions', error)

export default function RegistrationHandlerRoute() {
  const { groups } = useLoaderData<typeof loader>()
  return (
    <>
      <header className="admin-page-header">
        <h1>Inscriptions</h1>
        <p>Les sessions à venir et les places prises, par catégorie.</p>
      </header>
      {groups.map((group) => (
        <section key={group.title} className="admin-section" aria-labelledby={`group-${group.rows[0]?.href}`}>
          <h2 id={`group-${group.rows[0]?.href}`}>{group.title}</h2>
          <ul className="registration-groups">
            {group.rows.map((row) => (
              <li key={row.href}>
                <Link to={row.href}>{row.title}</Link>{' '}
                <span>
                  {frenchCount(row.sessions, 'session à venir', { plural: 'sessions à venir', none: 'aucune session à venir' })} ·{' '}
                  {frenchCount(row.places, 'place prise', { plural: 'places prises', none: 'aucune place prise' })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
