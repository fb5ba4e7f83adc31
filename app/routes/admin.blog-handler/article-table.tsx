import { Link } from '@remix-run/react'
import { formatLongDate } from '~/utils/dates'

interface ArticleRow {
  id: number
  title: string
  date: string
  filterName: string | null
}

/** The articles of the blog handler, most recent first, each opening its forms (right 11). */
export function ArticleTable({
  articles,
  openedId,
  canEdit,
  linkTo,
}: {
  articles: ArticleRow[]
  openedId?: number
  canEdit: boolean
  linkTo: (id: number) => string
}) {
  return (
    <div className="admin-table-frame">
      <table className="admin-table">
        <caption>
          {articles.length} article{articles.length > 1 ? 's' : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Titre</th>
            <th scope="col">Rubrique</th>
            <th scope="col">Date</th>
            {canEdit ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {articles.map((article) => (
            <tr key={article.id} aria-current={article.id === openedId ? 'true' : undefined}>
              <th scope="row">{article.title}</th>
              <td>{article.filterName ?? '—'}</td>
              <td>
                <time dateTime={article.date}>{formatLongDate(article.date)}</time>
              </td>
              {canEdit ? (
                <td>
                  <Link to={linkTo(article.id)}>
                    Modifier<span className="visually-hidden"> l’article {article.title}</span>
                  </Link>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
