import { Link } from '@remix-run/react'
import { figureValue, schoolClaims } from '#content/claims'
import { ContentImage, PageHero } from '~/components/content-blocks'
import { RichText, TitledText } from '~/components/rich-text'
import { site } from '~/components/ui'
import type { PageContent } from '~/models/page.server'

/** The school's page (page 4): history, the six figures, the team, the values and where to find it. */
export function SchoolPage({ texts, images }: PageContent) {
  return (
    <>
      <PageHero title={texts['hero-title']} lead={texts['hero-text']} image={images[1]} />
      <section className="container section measure">
        <TitledText texts={texts} block="history" />
      </section>
      <section className="section section-tinted">
        <div className="container">
          <RichText html={texts['stats-title']} className="section-intro" />
          <ul className="stats">
            {/* The figures are facts of the school, worded once in content/claims.ts, not texts of this page. */}
            {schoolClaims.figures.map((figure) => (
              <li key={figure.percent}>
                <p>
                  <strong>{figureValue(figure.percent)}</strong> {figure.label}
                </p>
              </li>
            ))}
          </ul>
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
