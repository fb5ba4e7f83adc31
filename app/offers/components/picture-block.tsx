import { ContentImage } from '~/components/content-blocks'
import { RichText } from '~/components/rich-text'
import type { PictureView } from '~/offers/view'

/**
 * A text beside its picture (with its credit), the sides alternating from one block to the next. Without an
 * image (none attached yet, or deleted) the text keeps a soft drawn backdrop: the block never shows a broken
 * picture.
 */
export function PictureBlock({ block, index }: { block: PictureView; index: number }) {
  return (
    <div className={index % 2 ? 'picture-block picture-block-reverse' : 'picture-block'}>
      <RichText html={block.html} className="picture-block-text" />
      {block.image ? (
        <ContentImage
          image={block.image}
          sizes="(min-width: 72rem) 34rem, (min-width: 48rem) 50vw, 100vw"
          className="picture-block-media"
        />
      ) : (
        <div className="picture-block-media">
          <div className={`picture-backdrop picture-backdrop-${index % 3}`} aria-hidden="true" />
        </div>
      )}
    </div>
  )
}
