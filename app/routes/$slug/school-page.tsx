import { Link } from '@remix-run/react'
import { ContentImage, PageHero } from '~/components/content-blocks'
import { PublishedFigures } from '~/components/published-figures'
import { RichText, TitledText } from '~/components/rich-text'
import { site } from '~/components/ui'
import type { PageContent } from '~/models/page.server'
import type { FiguresView } from '~/offers/view'

/** The school's page (page 4): history, the figures of its surveys, the team, the values and where to find it. */
export function SchoolPage({ texts, images, figures }: PageContent & { figures: FiguresView }) {
  return (
    <>
      <PageHero title={texts['hero-title']} lead={texts['hero-text']} image={images[1]} />
      <section className="container section measure">
        <TitledText texts={texts} block="history" />
      </section>
      <section className="section section-tinted">
        <div className="container">
          <RichText html={texts['stats-title']} className="section-intro" />
          {/* The figures are computed from the survey answers (decision 0040), worded by content/claims.ts. */}
          <PublishedFigures figures={figures} className="stats" />
          <RichText html={texts['stats-note']} className="stats-note" />
        </div>
      </section>
      <section className="container section split">
        <div>
          <TitledText texts={texts} block="team" />
        </div>
        <div>
          <TitledText texts={texts} block="values" />
        </div>
      </section>
      <section className="container section split">
        <div>
          <TitledText texts={texts} block="place" />
          <p className="button-row">
            <a href={site.links.map} className="button button-secondary" rel="noopener noreferrer" target="_blank">
              Voir le plan d’accès<span className="visually-hidden"> (nouvel onglet)</span>
            </a>
            <Link to="/contact" className="button button-primary">
              Nous contacter
            </Link>
          </p>
        </div>
        <ContentImage image={images[2]} sizes="(min-width: 60rem) 28rem, 100vw" />
      </section>
    </>
  )
}
