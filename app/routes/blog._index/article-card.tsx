import { Link } from '@remix-run/react'
import { ContentImage } from '~/components/content-blocks'
import type { PageImage } from '~/models/page.server'
import { formatLongDate } from '~/utils/dates'

export interface ArticleSummary {
  id: number
  title: string
  date: string
  filterName: string | null
  excerpt: string
  image: PageImage | null
}

/** One article of the blog's list: picture, rubric, title (the link), date and the first lines. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <li className="card card-with-image article-card">
      <ContentImage image={article.image ?? undefined} sizes="(min-width: 48rem) 33vw, 100vw" className="card-image" />
      <div className="card-body">
        {article.filterName ? <p className="chip">{article.filterName}</p> : null}
        <h3>
          <Link to={`/blog/${article.id}`}>{article.title}</Link>
        </h3>
        <p className="article-date">
          <time dateTime={article.date}>{formatLongDate(article.date)}</time>
        </p>
        {article.excerpt ? <p>{article.excerpt}</p> : null}
        {/* The title is the link (stretched over the card); this only shows sighted visitors where to click. */}
        <p className="card-action read-more" aria-hidden="true">
          Lire l’article →
        </p>
      </div>
    </li>
  )
}
