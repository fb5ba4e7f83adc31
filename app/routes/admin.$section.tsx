import type { LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { requireRight, requireStaff } from '~/admin/auth.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { adminSections } from '~/components/admin/sections'
import { notFound } from '~/utils/errors.server'

/**
 * A section of the admin menu whose handler is not built yet (client management, images, registrations, blog,
 * news): guarded by its right like the real one, it says « Actuellement en évolution ». A handler's own folder
 * route (`admin.image-handler/`…) takes precedence over this one as soon as it exists.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const section = adminSections.find((candidate) => candidate.slug === params.section)
  if (!section) {
    await requireStaff(request)
    notFound()
  }
  await requireRight(request, section.opens)
  return { label: section.label }
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => adminMeta(data?.label ?? 'Administration', error)

export default function AdminSectionRoute() {
  const { label } = useLoaderData<typeof loader>()
  return (
    <>
      <header className="admin-page-header">
        <h1>{label}</h1>
      </header>
      <p className="admin-empty">Actuellement en évolution</p>
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
