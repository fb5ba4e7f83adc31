import { Link } from '@remix-run/react'
import { PageHero, Testimonial } from '~/components/content-blocks'
import { TitledText } from '~/components/rich-text'
import type { PageContent } from '~/models/page.server'

/** The founder's page (page 1): portrait, story, way of working, her words and a way to reach her. */
export function FounderPage({ texts, images }: PageContent) {
  return (
    <>
      <PageHero title={texts['hero-title']} lead={texts['hero-text']} image={images[1]} />
      <div className="container section split split-wide-first">
        <section>
          <TitledText texts={texts} block="story" />
        </section>
        <Testimonial html={texts['quote-text']} author={texts['quote-author']} />
      </div>
      <section className="section section-tinted">
        <div className="container measure">
          <TitledText texts={texts} block="approach" />
        </div>
      </section>
      <section className="container section measure">
        <div className="card highlight">
          <TitledText texts={texts} block="cta" />
          <p>
            <Link to="/contact" className="button button-primary">
              Nous écrire
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}
