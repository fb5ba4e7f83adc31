import { plainText } from '~/utils/html'
import { RichText } from './rich-text'

/** A quotation with its author: a testimonial, or the founder's words. */
export function Testimonial({ html, author }: { html: string | undefined; author: string | undefined }) {
  if (!html) return null
  return (
    <figure className="testimonial">
      <blockquote>
        <RichText html={html} />
      </blockquote>
      {author ? <figcaption>{plainText(author)}</figcaption> : null}
    </figure>
  )
}
