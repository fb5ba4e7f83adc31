import { Link } from '@remix-run/react'
import type { FooterView } from '~/offers/view'

/** The end of every offer page: its call to action (contact, registration) and, for trainings, the PDFs. */
export function OfferFooter({ footer }: { footer: FooterView }) {
  return (
    <section className="offer-footer" aria-labelledby="offer-footer-title">
      <h2 id="offer-footer-title">{footer.heading}</h2>
      <p>Une question, un doute, une envie{'\u00a0'}? Nous vous répondons personnellement et sans engagement.</p>
      <div className="offer-footer-actions">
        <Link to={footer.cta.to} className="button button-primary">
          {footer.cta.label}
        </Link>
        {footer.documents.map((document) => (
          // A file to download: a plain link, outside the client-side router.
          <a key={document.href} href={document.href} className="button button-secondary">
            {document.label}
            <span className="visually-hidden"> (PDF)</span>
            <span aria-hidden="true" className="file-type">
              PDF
            </span>
          </a>
        ))}
      </div>
    </section>
  )
}
