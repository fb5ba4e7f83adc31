import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { notFoundMeta, pageMeta, site } from '~/components/ui'
import { getPageContentForVisitor, pageIds } from '~/models/page.server'
import { surveyFiguresForVisitor } from '~/models/survey.server'
import { figuresView } from '~/offers/figures.server'
import { notFound } from '~/utils/errors.server'
import { staticPage } from '~/utils/static-page'
import { FounderPage } from './founder-page'
import { SchoolPage } from './school-page'

/**
 * The two pages whose address is configuration (content/site.ts), not a file name: the founder's page at
 * /{name} and the school's at its short slug. Any other single segment is the 404 page.
 */
const kindBySlug: Record<string, 'founder' | 'school'> = { [site.founder.slug]: 'founder', [site.school.slug]: 'school' }

/** Plain content: opened directly, the page loads no JavaScript (decisions 0012 and 0021). */
export const handle = staticPage

export async function loader({ request, params }: LoaderFunctionArgs) {
  const kind = Object.hasOwn(kindBySlug, params.slug ?? '') ? kindBySlug[params.slug!] : null
  if (!kind) notFound()
  const [content, figures] = await Promise.all([getPageContentForVisitor(request, pageIds[kind]), surveyFiguresForVisitor(request)])
  return { kind, ...content, figures: figuresView(figures) }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (data?.kind === 'founder') {
    return pageMeta(
      `${site.founder.name}, fondatrice`,
      `Le parcours de ${site.founder.name}, coach certifiée et formatrice, qui a fondé l’École Sens & Parole à Lyon en ${site.school.founded}.`,
    )
  }
  if (data?.kind === 'school') {
    return pageMeta(
      `L’école ${site.school.shortName}`,
      `Une école de communication consciente et de coaching à Lyon depuis ${site.school.founded} : son histoire, ses chiffres, son équipe de formateurs et ses valeurs.`,
    )
  }
  return notFoundMeta()
}

export default function SlugRoute() {
  const { kind, texts, images, figures } = useLoaderData<typeof loader>()
  return kind === 'founder' ? <FounderPage texts={texts} images={images} /> : <SchoolPage texts={texts} images={images} figures={figures} />
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui'
