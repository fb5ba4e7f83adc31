import type { MetaDescriptor } from '@remix-run/node'
import { isRouteErrorResponse } from '@remix-run/react'
import { FORBIDDEN_MESSAGE, site } from '~/components/ui'

/** Title of every back-office page; never indexed (robots.txt says so too). */
export function adminMeta(title: string, error?: unknown): MetaDescriptor[] {
  return [{ title: `${adminTitleOf(title, error)} | Administration | ${site.school.name}` }, { name: 'robots', content: 'noindex' }]
}

function adminTitleOf(title: string, error: unknown): string {
  if (!error) return title
  if (isRouteErrorResponse(error) && error.status === 401) return 'Connexion'
  if (isRouteErrorResponse(error) && error.status === 403) return FORBIDDEN_MESSAGE
  if (isRouteErrorResponse(error) && error.status === 404) return 'Page introuvable'
  return 'Erreur'
}
