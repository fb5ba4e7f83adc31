import type { LoaderFunctionArgs } from '@remix-run/node'
import { type DocumentKind, documentKinds, hasInformation, offerByPath, type OfferPage } from '#content/catalogue'
import { declarationForVisitor, offerInformationForVisitor } from '~/models/offer-information.server'
import { getPageContent } from '~/models/page.server'
import { surveyFiguresForVisitor } from '~/models/survey.server'
import { config } from '~/utils/config.server'
import { notFound } from '~/utils/errors.server'
import { figuresView } from './figures.server'
import { informationItems, updatedOnLabel } from './information.server'
import { blocksOf } from './page.server'
import { buildOfferPdf, documentFileNames } from './pdf.server'

/** A programme or a brochure of an offer, as the site publishes it now: its page's texts, its information, the mention. */
export async function offerPdf(request: Request, offer: OfferPage, kind: DocumentKind): Promise<Buffer> {
  const [content, information, declaration, figures] = await Promise.all([
    getPageContent(request, offer.pageId),
    hasInformation(offer) ? offerInformationForVisitor(request, offer) : undefined,
    declarationForVisitor(request),
    surveyFiguresForVisitor(request),
  ])
  return buildOfferPdf({
    offer,
    kind,
    blocks: blocksOf(offer, content.texts),
    origin: new URL(config.publicUrl).origin,
    information: information && { items: informationItems(offer, information), updatedOn: updatedOnLabel(information.updatedAt) },
    declaration,
    figures: figuresView(figures, offer.path),
  })
}

/**
 * `/{training}/programme.pdf` and `/{training}/brochure.pdf`: made on each request, so never stale. Only the
 * catalogue's documents have a route (`./routes.ts`); any other path is the 404 page of the site.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const match = /^(.+)\/([a-z]+)\.pdf$/.exec(new URL(request.url).pathname)
  const offer = match ? offerByPath(match[1]) : undefined
  const kind = match?.[2] as DocumentKind | undefined
  if (!offer?.documents || !kind || !documentKinds.includes(kind)) notFound()
  const pdf = await offerPdf(request, offer, kind)
  const names = documentFileNames(offer, kind)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `attachment; filename="${names.ascii}"; filename*=UTF-8''${encodeURIComponent(names.utf8)}`,
      // Staff edits of the texts show at once: the document is made again on every download.
      'Cache-Control': 'no-cache',
    },
  })
}
