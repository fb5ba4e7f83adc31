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
      <div className="picture-block-media">
        {image ? (
          <ResponsiveImage image={image} sizes="(min-width: 48rem) 34rem, 100vw" />
        ) : (
          <div className={`picture-backdrop picture-backdrop-${index % 3}`} aria-hidden="true" />
        )}
      </div>
    </div>
  )
}
