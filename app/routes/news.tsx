import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageHero } from '~/components/content-blocks'
import { RichText } from '~/components/rich-text'
import { Banner, pageMeta } from '~/components/ui'
import { Collapsible } from '~/components/ui/collapsible'
import { getAllNews, getNewsPreview } from '~/models/news.server'
import { DRAFT_PREVIEW_HTML, getPageContentForVisitor, pageIds } from '~/models/page.server'
import { formatLongDate, orderedBlocks } from '~/utils/dates'
import { settle } from '~/utils/errors.server'
import { staticPage } from '~/utils/static-page'

/** Plain content: opened directly, the page loads no JavaScript (decisions 0012 and 0021). */
export const handle = staticPage

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ texts }, news, preview] = await Promise.all([
    getPageContentForVisitor(request, pageIds.news),
    settle(getAllNews(request)),
    settle(getNewsPreview(request)),
  ])
  // Staff holding right 11 see the drafts in place, each marked (decision 0036); visitors only what is published.
  const shown = preview.ok && preview.data ? preview.data : news.ok ? news.data : []
  const items = shown.map((item) => {
    const html = orderedBlocks(item.texts, 'text').join('')
    const draft = item.state !== 'published' || item.hasDraft
    return { id: item.id, title: item.title, date: item.date, html: draft ? `${DRAFT_PREVIEW_HTML}${html}` : html }
  })
  // The page still renders when the API fails, with the catalogue's message and a status that says so.
  return data({ texts, news: items, error: news.ok ? null : news.error.message }, { status: news.ok ? 200 : 503 })
}

export const meta: MetaFunction = () =>
  pageMeta(
    'Actualités',
    'Prochaines sessions, rencontres et nouveautés de l’École Sens & Parole, école de communication consciente et de coaching à Lyon.',
  )

export default function NewsRoute() {
  const { texts, news, error } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHero title={texts['hero-title']} lead={texts['hero-text']} />
      <section className="container section measure" aria-label="Les actualités">
        {error ? (
          <Banner kind="error" title="Erreur des actualités" dismissible={false}>
            {error}
          </Banner>
        ) : news.length ? (
          <div className="collapsible-list">
            {news.map((item, index) => (
              <Collapsible
                key={item.id}
                open={index === 0}
                className="news-item"
                summary={
                  <>
                    <span className="news-title">{item.title}</span>{' '}
                    <time dateTime={item.date} className="news-date">
                      {formatLongDate(item.date)}
                    </time>
                  </>
                }
                html={item.html}
              />
            ))}
          </div>
        ) : (
          <RichText html={texts.empty} />
        )}
      </section>
    </>
  )
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui'
