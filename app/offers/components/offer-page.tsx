import type { LinksFunction, MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { RichText } from '~/components/rich-text'
import { GeneralErrorBoundary, site } from '~/components/ui'
import type { OfferView } from '~/offers/view'
import offersStyles from '~/styles/offers.css'
import { staticPage } from '~/utils/static-page'
import { HeroIllustration } from './hero-illustration'
import { PromoBadge, StarRating } from './offer-badges'
import { OfferBanner } from './offer-banner'
import { OfferFooter } from './offer-footer'
import { OfferInformation } from './offer-information'
import { PictureBlock } from './picture-block'
import { SchoolFigures } from './school-figures'
import { Testimonial } from './testimonial'

/**
 * What every offer page of the catalogue has (hero, picture blocks, gains, programme, figures, testimonial,
 * banner, footer), from the view its loader sends ready to render (`../view.ts`): nothing here formats or
 * looks up, the browser gets no catalogue code. The part only some pages have comes from the route module of
 * their family (`../routes/`), so that a route's JavaScript holds only what it shows:
 * - `hub.tsx`: the cards of the offers a page leads to (/coaching, /stages…);
 * - `priced.tsx`: the formats and prices of one offer (sessions, trainings, stages, trainer trainings);
 * - `event.tsx`: the dated registrations of an event page.
 * Each of them exports the loader of `../page.server.ts`; `../routes.ts` maps the catalogue's paths to them.
 */

/** Offer pages are plain content: opened directly, they load no JavaScript. */
export const handle = staticPage

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: offersStyles }]

export const meta: MetaFunction = ({ data }: { data: unknown }) =>
  (data as OfferView | undefined)?.meta ??
    // An unknown slug (/stages/…): what `notFoundMeta` says, written here so that the page does not load the
    // module of the meta helpers (a file of its own) for its one 404 case.
    [{ title: `Page introuvable | ${site.school.name}` }, { name: 'robots', content: 'noindex' }]

/**
 * `children`, the family's part, comes after the gains: first in the body for a hub page (hubs have no gains),
 * between the gains and the programme for a priced page, after the gains for an event page (events have no
 * programme).
 */
export function OfferPage({ view, children }: { view: OfferView; children?: ReactNode }) {
  const { hero } = view
  return (
    <article className={`offer-page offer-${view.kind}`}>
      <header className="offer-hero">
        <div className="container offer-hero-inner">
          <div className="offer-hero-text">
            {hero.back ? (
              <p className="back-link">
                <Link to={hero.back.to}>
                  <span aria-hidden="true">←</span>
                  {hero.back.label}
                </Link>
              </p>
            ) : null}
            {hero.eyebrow ? <p className="offer-eyebrow">{hero.eyebrow}</p> : null}
            <h1>{view.title}</h1>
            <RichText html={hero.lead} className="lead" />
            {hero.promo || hero.stars ? (
              <div className="offer-hero-badges">
                {hero.promo ? <PromoBadge promo={hero.promo} /> : null}
                {hero.stars ? <StarRating stars={hero.stars} /> : null}
              </div>
            ) : null}
          </div>
          <HeroIllustration />
        </div>
      </header>

      <div className="container offer-body">
        {view.pictures.map((block, index) => (
          <PictureBlock key={index} block={block} index={index} />
        ))}
        {view.gains ? (
          <section className="offer-gains" aria-labelledby="offer-gains-title">
            <h2 id="offer-gains-title">Ce que vous y gagnez</h2>
            <RichText html={view.gains} />
          </section>
        ) : null}
        {children}
        {view.information ? <OfferInformation information={view.information} /> : null}
        {view.programme ? (
          <section className="offer-programme" aria-labelledby="offer-programme-title">
            <h2 id="offer-programme-title">Programme</h2>
            <RichText html={view.programme} />
          </section>
        ) : null}
        {view.figures ? <SchoolFigures figures={view.figures} /> : null}
        {view.testimonial ? <Testimonial testimonial={view.testimonial} /> : null}
        {view.banner ? <OfferBanner banner={view.banner} /> : null}
        <OfferFooter footer={view.footer} />
      </div>
      {view.structuredData.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: data }} />
      ))}
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
