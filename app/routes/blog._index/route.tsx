import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { PageHero } from '~/components/content-blocks'
import { RichText } from '~/components/rich-text'
import { Banner, excerpt, pageMeta } from '~/components/ui'
import { getArticleImages, getBlogArticles, getBlogFilters } from '~/models/blog.server'
import { getPageContentForVisitor, pageIds } from '~/models/page.server'
import { orderedBlocks } from '~/utils/dates'
import { idParam, notFound, settle } from '~/utils/errors.server'
import { leadText } from '~/utils/html'
import type { QueryHandle } from '~/utils/page-cache-handle'
import { staticPage } from '~/utils/static-page'
import { ArticleCard } from './article-card'

/** The query parameter of the filter row: /blog?filtre=2 lists the articles of filter 2. */
export const FILTER_PARAM = 'filtre'

/** Plain content: opened directly, the page loads no JavaScript (decisions 0012 and 0021); keyed on its filter. */
export const handle = { ...staticPage, cacheQuery: [FILTER_PARAM] } satisfies QueryHandle

/** The excerpt of an article on its card. */
const EXCERPT_LENGTH = 180

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ texts }, articles, filters] = await Promise.all([
    getPageContentForVisitor(request, pageIds.blog),
    settle(getBlogArticles(request)),
    settle(getBlogFilters(request)),
  ])
  // Without its filters the blog still lists every article; without its articles it can only say so.
  const filterList = filters.ok ? filters.data : []
  // A filter that does not exist (deleted, an old or a made-up link) is the 404 page, as in the back-office: each
  // made-up value would otherwise be one more page for the site to render and keep (decision 0020).
  const requested = new URL(request.url).searchParams.get(FILTER_PARAM)
  const active = requested === null || !filters.ok ? null : (filterList.find((filter) => filter.id === idParam(requested)) ?? notFound())
  const all = articles.ok ? articles.data : []
  const shown = active ? all.filter((article) => article.blog_filter_id === active.id) : all
  const images = await getArticleImages(request, shown)
  const filterNames = new Map(filterList.map((filter) => [filter.id, filter.name]))
  return data(
    {
      texts,
      filters: filterList,
      active,
      error: articles.ok ? null : articles.error,
      articles: shown.map((article) => ({
        id: article.id,
        title: article.title,
        date: article.date,
        filterName: article.blog_filter_id === null ? null : (filterNames.get(article.blog_filter_id) ?? null),
        excerpt: excerpt(leadText(orderedBlocks(article.texts, ''), EXCERPT_LENGTH), EXCERPT_LENGTH),
        image: images[article.id] ?? null,
      })),
    },
    { status: articles.ok ? 200 : 503 },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    data?.active ? `Blog\u00a0: ${data.active.name}` : 'Blog',
    'Les articles de l’École Sens & Parole : communication consciente, coaching et pleine présence au quotidien, en famille comme au travail.',
  )

export default function BlogRoute() {
  const { texts, filters, active, articles, error } = useLoaderData<typeof loader>()
  const allLabel = 'Tous les articles'
  return (
    <>
      <PageHero title={texts['hero-title']} lead={texts['hero-text']} />
      <div className="container section">
        <nav aria-label="Rubriques du blog" className="filter-row">
          <ul>
            <li>
              <Link to="/blog" preventScrollReset aria-current={active ? undefined : 'page'}>
                {allLabel}
              </Link>
            </li>
            {filters.map((filter) => (
              <li key={filter.id}>
                <Link
                  to={`/blog?${FILTER_PARAM}=${filter.id}`}
                  preventScrollReset
                  aria-current={active?.id === filter.id ? 'page' : undefined}
                >
                  {filter.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <h2 className="visually-hidden">{active ? active.name : allLabel}</h2>
        {error ? (
          <Banner kind="error" title={error.title ?? undefined} dismissible={false}>
            {error.message}
          </Banner>
        ) : articles.length ? (
          <ul className="card-grid article-list">
            {articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </ul>
        ) : (
          <RichText html={texts.empty} />
        )}
      </div>
    </>
  )
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui'
