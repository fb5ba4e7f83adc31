import type { ReactNode } from 'react'
import { ContentImage, type PageImage } from './content-image'
import { RichText } from './rich-text'

interface PageHeroProps {
  /** Html of the title block (holds the page's h1) and of the lead paragraph. */
  title: string | undefined
  lead?: string
  image?: PageImage
  /** Calls to action under the lead. */
  children?: ReactNode
}

/** The top of a content page: title, lead, actions and, beside them from tablet width, its picture. */
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
