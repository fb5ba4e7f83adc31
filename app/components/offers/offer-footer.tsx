import { Link } from '@remix-run/react'
// Types only: the catalogue itself stays on the server (the page receives its entry).
import type { DocumentKind, OfferPage } from '~/content/catalogue'

const documents: { kind: DocumentKind; label: string }[] = [
  { kind: 'programme', label: 'Télécharger le programme' },
  { kind: 'brochure', label: 'Télécharger la brochure' },
]

/** The end of every offer page: its call to action (contact, registration) and, for trainings, the PDFs. */
export function OfferFooter({ offer }: { offer: OfferPage }) {
  return (
    <section className="offer-footer" aria-labelledby="offer-footer-title">
      <h2 id="offer-footer-title">{offer.kind === 'stage' ? 'Envie de participer\u00a0?' : 'Envie d’en parler\u00a0?'}</h2>
      <p>Une question, un doute, une envie{'\u00a0'}? Nous vous répondons personnellement et sans engagement.</p>
      <div className="offer-footer-actions">
        <Link to={offer.cta.to} className="button button-primary">
          {offer.cta.label}
        </Link>
        {offer.documents
          ? documents.map(({ kind, label }) => (
              // A file to download: a plain link, outside the client-side router.
              <a key={kind} href={`${offer.path}/${kind}.pdf`} className="button button-secondary">
                {label}
                <span className="visually-hidden"> (PDF)</span>
                <span aria-hidden="true" className="file-type">
                  PDF
                </span>
              </a>
            ))
          : null}
      </div>
    </section>
  )
}
