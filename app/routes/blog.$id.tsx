import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import type { BlogArticle, BlogFilter } from '#contract/content'
import { BackLink } from '~/components/back-link'
import { ContentImage, FreeSessionButton, JsonLd } from '~/components/content-blocks'
import { mediaUrl } from '~/components/responsive-image'
import { RichText } from '~/components/rich-text'
import { Banner, DESCRIPTION_LENGTH, excerpt, notFoundMeta, pageMeta } from '~/components/ui'
import { getArticleImages, getArticlePreview, getBlogArticle, getBlogFilters } from '~/models/blog.server'
import { DRAFT_PREVIEW } from '~/models/page.server'
import { config } from '~/utils/config.server'
import { formatLongDate, orderedBlocks } from '~/utils/dates'
import { idParam, notFound, settle } from '~/utils/errors.server'
import { isBlankHtml, leadText } from '~/utils/html'
import { PRIVATE_HEADERS } from '~/utils/private-headers'
import { staticPage } from '~/utils/static-page'
import { blogPostingStructuredData } from '~/utils/structured-data.server'

/** An article is plain content: opened directly, it loads no JavaScript (docs/decisions/0012). */
export const handle = staticPage

/** Section 2: an article without its text yet says so. */
export const UNDER_CONSTRUCTION = 'En cours de construction'

export async function loader({ request, params }: LoaderFunctionArgs) {
  // Only a positive whole number can be an article; anything else is not worth asking the API.
  const id = idParam(params.id)
  const [found, filters, preview] = await Promise.all([
    settle(getBlogArticle(request, id)),
    settle(getBlogFilters(request)),
    getArticlePreview(request, id),
  ])
  // A draft's address is a 404 to visitors; staff holding right 11 see the draft there (decision 0036).
  if (found.ok && !found.data && !preview) notFound()
  const article = preview ?? (found.ok ? found.data : null)
  const described = article && (await describeArticle(request, article, filters.ok ? filters.data : []))
  return data(
    {
      article: described,
      preview: Boolean(preview),
      structuredData:
        described &&
        blogPostingStructuredData(config.publicUrl, described, described.image && mediaUrl(described.image.url), described.description),
      error: found.ok || preview ? null : found.error,
    },
    { status: found.ok || preview ? 200 : 503, headers: preview ? PRIVATE_HEADERS : undefined },
  )
}

async function describeArticle(request: Request, article: BlogArticle, filters: BlogFilter[]) {
  const image = (await getArticleImages(request, [article]))[article.id] ?? null
  // The `summary` block presents the article in the list; the article itself is every other block.
  const { summary = '', ...body } = article.texts
  const blocks = orderedBlocks(body, '').filter((html) => !isBlankHtml(html))
  return {
    id: article.id,
    title: article.title,
    date: article.date,
    filter: filters.find((filter) => filter.id === article.blog_filter_id) ?? null,
    blocks,
    summary: isBlankHtml(summary) ? null : summary,
    description:
      excerpt(leadText(blocks.length ? blocks : [summary], DESCRIPTION_LENGTH)) ||
      `${article.title}\u00a0: un article du blog de l’École Sens & Parole.`,
    image,
  }
}

/** A preview is its staff member's only: never stored by a cache, never shared (the page cache reads the session too). */
export const headers: HeadersFunction = ({ loaderHeaders }): Record<string, string> =>
  loaderHeaders.get('Cache-Control') === PRIVATE_HEADERS['Cache-Control'] ? PRIVATE_HEADERS : {}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return notFoundMeta()
  if (!data.article) return pageMeta('Blog', 'Le blog de l’École Sens & Parole.')
  return pageMeta(data.article.title, data.article.description, { type: 'article' })
}

export default function BlogArticleRoute() {
  const { article, preview, structuredData, error } = useLoaderData<typeof loader>()
  return (
    <article className="container page-narrow blog-article">
      <BackLink to="/blog">Tous les articles</BackLink>
      {article ? (
        <>
          {preview ? (
            <Banner kind="info" dismissible={false}>
              {DRAFT_PREVIEW}
            </Banner>
          ) : null}
          {structuredData && !preview ? <JsonLd data={structuredData} /> : null}
          <header className="page-header">
            {article.filter ? (
              <p className="chip">
                <Link to={`/blog?filtre=${article.filter.id}`}>{article.filter.name}</Link>
              </p>
            ) : null}
            <h1>{article.title}</h1>
            <p className="article-date">
              Publié le <time dateTime={article.date}>{formatLongDate(article.date)}</time>
            </p>
          </header>
          <ContentImage image={article.image ?? undefined} sizes="(min-width: 46rem) 46rem, 100vw" priority className="article-image" />
          <RichText html={article.summary ?? undefined} className="lead" />
          {article.blocks.length ? (
            article.blocks.map((html, index) => <RichText key={index} html={html} className="article-body" />)
          ) : (
            <p className="under-construction">{UNDER_CONSTRUCTION}</p>
          )}
          <aside className="card highlight article-cta" aria-label="Aller plus loin">
            <p>Envie d’en parler avec l’un de nos coachs{'\u00a0'}? Votre première séance découverte est offerte.</p>
            <FreeSessionButton />
          </aside>
        </>
      ) : (
        <>
          <h1>Le blog</h1>
          <Banner kind="error" title={error?.title ?? undefined} dismissible={false}>
            {error?.message}
          </Banner>
        </>
      )}
    </article>
  )
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui'
