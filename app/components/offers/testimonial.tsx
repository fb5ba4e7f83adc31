import { Testimonial as Quotation } from '../content-blocks'

/** A quote of someone who followed the offer, with who they are, under its heading. */
export function Testimonial({ quote, author }: { quote?: string; author?: string }) {
  if (!quote) return null
  return (
    <section className="offer-testimonial" aria-labelledby="testimonial-title">
      <h2 id="testimonial-title" className="offer-testimonial-title">
        Témoignage
      </h2>
      <Quotation html={quote} author={author} />
    </section>
  )
}
