import type { Image } from '../../server/contract/image'
import { ResponsiveImage, type DrawnImage } from './responsive-image'

/**
 * What a page needs of an image: enough to draw it and to credit it. Pages send only this to the browser (the
 * API's answer also has its id, sizes and weight), which keeps the hydration data of each page small.
 */
export type PageImage = DrawnImage & Pick<Image, 'author' | 'site' | 'author_link' | 'source_link' | 'change_made'>

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

export function ImageCredit({ image }: { image: PageImage }) {
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
