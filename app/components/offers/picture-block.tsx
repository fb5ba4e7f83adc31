import type { Image } from '../../../server/contract/image'
import { RichText } from '../rich-text'
import { ResponsiveImage } from '../responsive-image'

/**
 * A text beside its picture, the sides alternating from one block to the next. Without an image (none attached
 * yet, or deleted) the text keeps a soft drawn backdrop: the block never shows a broken picture.
 */
export function PictureBlock({ html, image, index }: { html?: string; image: Image | null; index: number }) {
  if (!html) return null
  return (
    <div className={index % 2 ? 'picture-block picture-block-reverse' : 'picture-block'}>
      <RichText html={html} className="picture-block-text" />
      {image ? (
        <figure className="picture-block-media">
          <ResponsiveImage image={image} sizes="(min-width: 72rem) 34rem, (min-width: 48rem) 50vw, 100vw" />
          <ImageCredit image={image} />
        </figure>
      ) : (
        <div className="picture-block-media">
          <div className={`picture-backdrop picture-backdrop-${index % 3}`} aria-hidden="true" />
        </div>
      )}
    </div>
  )
}

/** Who made the picture and where it comes from, as staff entered it (nothing when they entered nothing). */
function ImageCredit({ image }: { image: Image }) {
  if (!image.author && !image.site) return null
  const external = (href: string, text: string) =>
    /^https?:\/\//i.test(href) ? (
      <a href={href} rel="noopener noreferrer" target="_blank">
        {text}
        <span className="visually-hidden"> (nouvel onglet)</span>
      </a>
    ) : (
      text
    )
  return (
    <figcaption className="picture-credit">
      Image{'\u00a0'}: {image.author ? external(image.author_link, image.author) : null}
      {image.author && image.site ? ', ' : null}
      {image.site ? external(image.source_link, image.site) : null}
      {image.change_made ? ` (${image.change_made})` : null}
    </figcaption>
  )
}
