import { PRIVATE_HEADERS } from './private-headers'

/** The types of the files the site hands out to keep, by the extension of their name. */
const FILE_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf', zip: 'application/zip' }

/**
 * A file to keep rather than a page (an export, a certificate, an audit folder): saved under `name`, whose extension
 * gives its type; private to whoever asked for it and never stored by a cache (as every admin answer), never read as
 * another type than the one it says.
 */
export function privateDownload(body: BodyInit, name: `${string}.${keyof typeof FILE_TYPES}`): Response {
  const extension = name.slice(name.lastIndexOf('.') + 1) as keyof typeof FILE_TYPES
  return new Response(body, {
    headers: {
      ...PRIVATE_HEADERS,
      'Content-Type': FILE_TYPES[extension],
      'Content-Disposition': `attachment; filename="${name}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
