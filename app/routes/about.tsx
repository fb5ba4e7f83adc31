import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LinkCards, PageHero } from '~/components/content-blocks'
import { pageMeta, site } from '~/components/ui'
import { getPageContent, getPageContentForVisitor, pageIds } from '~/models/page.server'
import { staticPage } from '~/utils/static-page'

// Each card shows the picture of the page it leads to (entity 1 of that page): /about (page 32) lies outside
// the pages 1 to 27 whose images staff manage, and the pictures stay the same wherever they appear.
const cards = [
  { textId: 'card-founder', page: 'founder', to: `/${site.founder.slug}`, label: `Rencontrer ${site.founder.name}` },
  { textId: 'card-method', page: 'method', to: '/method', label: 'Découvrir la méthode' },
  { textId: 'card-school', page: 'school', to: `/${site.school.slug}`, label: 'Découvrir l’école' },
] as const

/** Plain content: opened directly, the page loads no JavaScript (decisions 0012 and 0021). */
export const handle = staticPage

export async function loader({ request }: LoaderFunctionArgs) {
  const [about, ...targets] = await Promise.all([
    getPageContentForVisitor(request, pageIds.about),
    ...cards.map((card) => getPageContent(request, pageIds[card.page])),
  ])
  return { texts: about.texts, cardImages: targets.map((target) => target.images[1] ?? null) }
}

export const meta: MetaFunction = () =>
  pageMeta(
    'À propos',
    'La fondatrice, la méthode et l’équipe de l’École Sens & Parole, école de communication consciente et de coaching à Lyon depuis 2009.',
  )

export default function AboutRoute() {
  const { texts, cardImages } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHero title={texts['hero-title']} lead={texts['hero-text']} />
      <section className="container section" aria-label="La fondatrice, la méthode et l’école">
        <LinkCards cards={cards.map((card, index) => ({ ...card, html: texts[card.textId], image: cardImages[index] ?? undefined }))} />
      </section>
    </>
  )
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui'
