import { Testimonial as Quotation } from '~/components/content-blocks'
import type { OfferView } from '~/offers/view'

/** A quote of someone who followed the offer, with who they are, under its heading. */
export function Testimonial({ testimonial }: { testimonial: NonNullable<OfferView['testimonial']> }) {
  return (
    <section className="offer-testimonial" aria-labelledby="testimonial-title">
      <h2 id="testimonial-title" className="offer-testimonial-title">
        Témoignage
      </h2>
      <Quotation html={testimonial.quote} author={testimonial.author} />
    </section>
  )
}
