import type { LinksFunction, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import type { OfferKind } from '~/content/catalogue'
import offersStyles from '~/styles/offers.css'
import { pageMeta } from '~/utils/meta'
import type { OfferPageData } from '~/utils/offer-page.server'
import { GeneralErrorBoundary } from '../general-error-boundary'
import { RichText } from '../rich-text'
import { OfferBanner } from './offer-banner'
import { PromoBadge, StarRating } from './offer-badges'
import { OfferCards } from './offer-card'
import { OfferFooter } from './offer-footer'
import { HeroIllustration } from './hero-illustration'
import { PictureBlock } from './picture-block'
import { PriceBlock } from './price-block'
import { RegistrationList } from './registration-list'
import { SchoolFigures } from './school-figures'
import { Testimonial } from './testimonial'

/**
 * The one page of every offer of the catalogue (hubs, sessions, trainings, stages, trainer trainings, events):
 * each route module re-exports this module with the loader of `~/utils/offer-page.server`.
 */

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: offersStyles }]

export const meta: MetaFunction = ({ data }: { data: unknown }) => {
  const offer = (data as OfferPageData | undefined)?.offer
  return offer
    ? pageMeta(offer.title, offer.description)
    : [{ title: 'Page introuvable | École Sens & Parole' }, { name: 'robots', content: 'noindex' }]
}

const eyebrows: Record<OfferKind, string | null> = {
  hub: null,
  session: 'Séance',
  training: 'Formation',
  stage: 'Stage',
  'trainer-training': 'Formation de formateurs',
  event: 'Événement',
}

export default function OfferRoute() {
  const { offer, blocks, pictures, sections, registrations, structuredData } = useLoaderData() as OfferPageData
  const eyebrow = eyebrows[offer.kind]
  const showFigures = offer.kind === 'training' || offer.kind === 'trainer-training' || offer.path === '/coaching'
  return (
    <article className={`offer-page offer-${offer.kind}`}>
      <header className="offer-hero">
        <div className="container offer-hero-inner">
          <div className="offer-hero-text">
            {offer.back ? (
              <p className="back-link">
                <Link to={offer.back.to}>
                  <span aria-hidden="true">←</span>
                  {offer.back.label}
                </Link>
              </p>
            ) : null}
            {eyebrow ? <p className="offer-eyebrow">{eyebrow}</p> : null}
            <h1>{offer.title}</h1>
            <RichText html={blocks.lead} className="lead" />
            {offer.promo || offer.stars ? (
              <div className="offer-hero-badges">
                {offer.promo ? <PromoBadge promo={offer.promo} /> : null}
                {offer.stars ? <StarRating stars={offer.stars} /> : null}
              </div>
            ) : null}
          </div>
          <HeroIllustration />
        </div>
      </header>

      <div className="container offer-body">
        {pictures.map((image, index) => (
          <PictureBlock key={index} html={blocks[`block-${index + 1}`]} image={image} index={index} />
        ))}
        {sections.map((section, index) => (
          <OfferCards key={section.heading} id={`offers-${index + 1}`} heading={section.heading} offers={section.offers} />
        ))}
        {offer.buttons?.length ? (
          <p className="offer-buttons">
            {offer.buttons.map((button) => (
              <Link key={button.to} to={button.to} className="button button-primary">
                {button.label}
              </Link>
            ))}
          </p>
        ) : null}
        {blocks.gains ? (
          <section className="offer-gains" aria-labelledby="offer-gains-title">
            <h2 id="offer-gains-title">Ce que vous y gagnez</h2>
            <RichText html={blocks.gains} />
          </section>
        ) : null}
        {offer.formats ? <PriceBlock offer={offer} practical={blocks.practical} /> : null}
        {blocks.programme ? (
          <section className="offer-programme" aria-labelledby="offer-programme-title">
            <h2 id="offer-programme-title">Programme</h2>
            <RichText html={blocks.programme} />
          </section>
        ) : null}
        {offer.eventSubcategory ? <RegistrationList registrations={registrations} placeholder={blocks.placeholder} /> : null}
        {showFigures ? <SchoolFigures /> : null}
        <Testimonial quote={blocks.testimonial} author={blocks['testimonial-author']} />
        <OfferBanner html={blocks.banner} cta={{ to: '/contact', label: 'Proposer un événement' }} />
        <OfferFooter offer={offer} />
      </div>
      {structuredData.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: data }} />
      ))}
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
