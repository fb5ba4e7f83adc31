import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { PageImage } from '~/models/page.server'
import { ResponsiveImage } from './responsive-image'
import { RichText } from './rich-text'

// The building blocks of the content pages, in one module on purpose: every content page loads them as one
// file instead of one small file each (docs/decisions/0009).

interface PageHeroProps {
  /** Html of the title block (holds the page's h1) and of the lead paragraph. */
  title: string | undefined
  lead?: string
  image?: PageImage
  /** Calls to action under the lead. */
  children?: ReactNode
}

/** The top of a content page: title, lead, actions and, beside them from a wide screen, its picture. */
export function PageHero({ title, lead, image, children }: PageHeroProps) {
  return (
    <section className="hero">
      <div className={['container', 'hero-inner', image ? 'hero-with-image' : null].filter(Boolean).join(' ')}>
        <div className="hero-text">
          <RichText html={title} />
          <RichText html={lead} className="lead" />
          {children ? <div className="hero-actions">{children}</div> : null}
        </div>
        <ContentImage image={image} sizes="(min-width: 60rem) 28rem, 100vw" priority className="hero-image" />
      </div>
    </section>
  )
}

interface ContentImageProps {
  image: PageImage | undefined
  sizes: string
  priority?: boolean
  className?: string
}

/**
 * A picture of a content page with its credit under it: an image taken from someone else's work must name its
 * author and source (and what was changed), so the caption shows whatever credit fields the image carries.
 * Without an image (none attached, API down), nothing is drawn: the page reads as well without it.
 */
export function ContentImage({ image, sizes, priority, className }: ContentImageProps) {
  if (!image) return null
  return (
    <figure className={['content-image', className].filter(Boolean).join(' ')}>
      <ResponsiveImage image={image} sizes={sizes} priority={priority} />
      <ImageCredit image={image} />
    </figure>
  )
}

function ImageCredit({ image }: { image: PageImage }) {
  const author = image.author.trim()
  const site = image.site.trim()
  if (!author && !site) return null
  return (
    <figcaption className="image-credit">
      Crédit{'\u00a0'}: <CreditLink href={image.author_link}>{author}</CreditLink>
      {author && site ? ', ' : null}
      <CreditLink href={image.source_link}>{site}</CreditLink>
      {image.change_made.trim() ? ` (${image.change_made.trim()})` : null}
    </figcaption>
  )
}

function CreditLink({ href, children }: { href: string; children: string }) {
  if (!children) return null
  // The API accepts only http(s) addresses here; anything else is shown as text.
  return /^https?:\/\//i.test(href) ? (
    <a href={href} rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <>{children}</>
  )
}

export interface LinkCard {
  to: string
  label: string
  /** Html of the card's text. */
  html: string | undefined
  image: PageImage | undefined
}

/** Cards that lead to other pages: each a picture, a text and a link. */
export function LinkCards({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.to} className="card card-with-image">
          <ContentImage image={card.image} sizes="(min-width: 48rem) 33vw, 100vw" className="card-image" />
          <div className="card-body">
            <RichText html={card.html} />
            <p className="card-action">
              <Link to={card.to} className="button button-secondary">
                {card.label}
              </Link>
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** A quotation with its author: a testimonial, or the founder's words. */
export function Testimonial({ html, author }: { html: string | undefined; author: string | undefined }) {
  if (!html) return null
  return (
    <figure className="testimonial">
      <blockquote>
        <RichText html={html} />
      </blockquote>
      {author ? (
        <figcaption>
          <RichText html={author} />
        </figcaption>
      ) : null}
    </figure>
  )
}

/**
 * Structured data (schema.org) for search engines, built by the loader. `<` is escaped so that no text of the
 * data can close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}

/** The button that books the free first session: on the home page and under each article. */
export function FreeSessionButton() {
  return (
    <p>
      <Link to="/contact" className="button button-primary">
        Réserver ma séance offerte
      </Link>
    </p>
  )
}
