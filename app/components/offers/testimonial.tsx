import { RichText } from '../rich-text'

/** A quote of someone who followed the offer, with who they are. */
export function Testimonial({ quote, author }: { quote?: string; author?: string }) {
  if (!quote) return null
  return (
    <section className="testimonial" aria-labelledby="testimonial-title">
      <h2 id="testimonial-title" className="testimonial-title">
        Témoignage
      </h2>
      <figure>
        <blockquote>
          <RichText html={quote} />
        </blockquote>
        {author ? (
          <figcaption>
            <RichText html={author} />
          </figcaption>
        ) : null}
      </figure>
    </section>
  )
}
