import type { LoaderFunctionArgs } from '@remix-run/node'
import { documentKinds, offerByPath, type DocumentKind } from '#content/catalogue'
import { NOT_FOUND_MESSAGE } from '~/components/general-error-boundary'
import { getPageContent } from '~/models/page.server'
import { config } from '~/utils/config.server'
import { buildOfferPdf, documentFileNames } from './pdf.server'
import { blocksOf } from './page.server'

/**
 * A resource route answers outside the site's layout: an unknown document still says the 404 page's words,
 * with a link home, in a page of its own.
 */
function notFound(): Response {
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Page introuvable</title></head><body><main><h1>${NOT_FOUND_MESSAGE}</h1><p><a href="/">Retour à l’accueil</a></p></main></body></html>`
  return new Response(html, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}

/** `/{training}/programme.pdf` and `/{training}/brochure.pdf`: made on each request, so never stale. */
export async function loader({ request }: LoaderFunctionArgs) {
  const match = /^(.+)\/([a-z]+)\.pdf$/.exec(new URL(request.url).pathname)
  const offer = match ? offerByPath(match[1]) : undefined
  const kind = match?.[2] as DocumentKind | undefined
  if (!offer?.documents || !kind || !documentKinds.includes(kind)) return notFound()
  const content = await getPageContent(request, offer.pageId)
  const pdf = await buildOfferPdf({ offer, kind, blocks: blocksOf(offer, content.texts), origin: new URL(config.publicUrl).origin })
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
