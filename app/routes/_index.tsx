import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { FreeSessionButton, JsonLd, LinkCards, PageHero, Testimonial } from '~/components/content-blocks'
import { PublishedFigures } from '~/components/published-figures'
import { TitledText } from '~/components/rich-text'
import { pageMeta, site } from '~/components/ui'
import { getPageContentForVisitor, pageIds } from '~/models/page.server'
import { surveyFiguresForVisitor } from '~/models/survey.server'
import { figuresView } from '~/offers/figures.server'
import { config } from '~/utils/config.server'
import { staticPage } from '~/utils/static-page'
import { schoolStructuredData } from '~/utils/structured-data.server'

/** Plain content: opened directly, the page loads no JavaScript (decisions 0012 and 0021). */
export const handle = staticPage

export async function loader({ request }: LoaderFunctionArgs) {
  const [content, figures] = await Promise.all([getPageContentForVisitor(request, pageIds.home), surveyFiguresForVisitor(request)])
  return { ...content, figures: figuresView(figures), structuredData: schoolStructuredData(config.publicUrl) }
}

export const meta: MetaFunction = () =>
  pageMeta(
    'Coaching et communication consciente à Lyon',
    'École de communication consciente et de coaching fondée à Lyon en 2009 : séances de coaching, stages et formations certifiantes. Première séance découverte offerte.',
  )

const cards = [
  { textId: 'card-life-coaching', entityId: 2, to: '/life-coaching', label: 'Découvrir le coaching de vie' },
  { textId: 'card-become-coach', entityId: 3, to: '/become-coach', label: 'Découvrir la formation de coach' },
  { textId: 'card-business-coaching', entityId: 4, to: '/business-coaching', label: 'Découvrir le coaching professionnel' },
] as const

/** The home page, also shown at /podcast. */
export default function HomeRoute() {
  const { texts, images, figures, structuredData } = useLoaderData<typeof loader>()
  return (
    <>
      <JsonLd data={structuredData} />
      <PageHero title={texts['hero-title']} lead={texts['hero-text']} image={images[1]}>
        <a href="#seance-offerte" className="button button-primary">
          Ma séance offerte
        </a>
        <Link to="/about" className="button button-secondary">
          Découvrir l’école
        </Link>
      </PageHero>

      <section id="seance-offerte" className="container section">
        <div className="card highlight free-session">
          <TitledText texts={texts} block="free-session" />
          <FreeSessionButton />
        </div>
      </section>

      <section className="section section-tinted" aria-label="Nos accompagnements">
        <div className="container">
          <div className="section-intro">
            <TitledText texts={texts} block="cards" />
          </div>
          <LinkCards cards={cards.map((card) => ({ ...card, html: texts[card.textId], image: images[card.entityId] }))} />
        </div>
      </section>

      {figures.figures.length ? (
        <section className="section section-tinted" aria-labelledby="home-figures-title">
          <div className="container">
            <h2 id="home-figures-title">Ce qu’en disent nos stagiaires</h2>
            <PublishedFigures figures={figures} className="stats" />
          </div>
        </section>
      ) : null}

      <section className="container section split">
        <div>
          <TitledText texts={texts} block="school" />
          <p>
            <Link to={`/${site.school.slug}`} className="text-link">
              Découvrir l’école et son équipe
            </Link>
          </p>
        </div>
        <Testimonial html={texts['testimonial-text']} author={texts['testimonial-author']} />
      </section>
    </>
  )
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui'
