import type { LoaderFunctionArgs } from '@remix-run/node'
import { publicRoutes } from '#content/public-routes'
import { getBlogArticles } from '~/models/blog.server'
import { config } from '~/utils/config.server'
import { settle } from '~/utils/errors.server'

/** sitemap.xml: every public page at its absolute address (PUBLIC_URL), and each blog article with its date. */
export async function loader({ request }: LoaderFunctionArgs) {
  const articles = await settle(getBlogArticles(request))
  const entries = [
    ...publicRoutes.map((path) => ({ path, lastmod: null as string | null })),
    ...(articles.ok ? articles.data.map((article) => ({ path: `/blog/${article.id}`, lastmod: article.date.slice(0, 10) })) : []),
  ]
  const urls = entries
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(`${config.publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // Shorter when the articles could not be read, so that they join the list soon.
      'Cache-Control': `public, max-age=${articles.ok ? 3600 : 60}`,
    },
  })
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}
