import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData, type MetaFunction } from '@remix-run/react'
import { hasAnyRight, hasRight, rightMeanings } from '#contract/rights'
import { requireStaff } from '~/admin/auth.server'
import { AdminErrorBoundary } from '~/components/admin/admin-error-boundary'
import { adminMeta } from '~/components/admin/admin-meta'
import { adminSections, sectionPath } from '~/components/admin/sections'

/** Any connected staff member: what its rights let it do, one card per section it may open. */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request)
  const sections = adminSections
    .filter((section) => hasAnyRight(staff.rights, section.opens))
    .map((section) => ({
      path: sectionPath(section),
      label: section.label,
      can: section.covers.filter((right) => hasRight(staff.rights, right)).map((right) => rightMeanings[right]),
    }))
  return { user: staff.user, sections }
}

export const meta: MetaFunction = ({ error }) => adminMeta('Accueil', error)

export default function AdminHomeRoute() {
  const { user, sections } = useLoaderData<typeof loader>()
  return (
    <>
      <header className="admin-page-header">
        <h1>Bonjour {user}</h1>
        <p>{sections.length ? 'Voici ce que vos droits vous permettent de faire.' : 'Votre compte n’a encore aucun droit\u00a0: demandez-en à un administrateur.'}</p>
      </header>
      {sections.length ? (
        <ul className="admin-cards">
          {sections.map((section) => (
            <li key={section.path} className="admin-card">
              <h2>
                <Link to={section.path}>{section.label}</Link>
              </h2>
              <ul>
                {section.can.map((meaning) => (
                  <li key={meaning}>{meaning}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
