import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { hasRight, Right } from '#contract/rights'
import { readAdminAction } from '~/admin/action.server'
import { requireRight, staffApiFailure } from '~/admin/auth.server'
import { editablePageTexts, HTML_TEXT_MAX, type HtmlTextReply, isEditablePageText, updateHtmlText } from '~/admin/html-texts.server'
import { addItem } from '~/admin/text-items.server'
import { AdminErrorBoundary } from '~/components/admin/admin-error-boundary'
import { adminMeta } from '~/components/admin/admin-meta'
import { PageTextsSection, UnmatchedReply } from '~/components/admin/html-text-form'
import { createNews, getAllNews } from '~/models/news.server'
import { getPageContent, pageIds, updatePageText } from '~/models/page.server'
import { formatLongDate } from '~/utils/dates'
import { httpError, loadFailure } from '~/utils/errors.server'
import { newFormKey } from '~/utils/single-flight.server'
import { AddNewsForm } from './add-news-form'
import { addNewsConstraint, AddNewsFormSchema, NewsForms } from './forms.server'

export const NEWS_HANDLER_PATH = '/admin/news-handler'

/** The news (right 10 or 11): right 10 edits the texts of the /news page, right 11 opens each item's texts. */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireRight(request, [Right.EditMainTexts, Right.EditItemTexts])
  const canEditPage = hasRight(staff.rights, Right.EditMainTexts)
  const [news, page] = await Promise.all([
    getAllNews(request).catch(async (error) => {
      await staffApiFailure(request, error)
      return loadFailure(error)
    }),
    canEditPage ? getPageContent(request, pageIds.news) : null,
  ])
  return {
    news: news.map(({ id, title, date }) => ({ id, title, date })),
    pageTexts: page ? editablePageTexts(page.texts) : null,
    pageId: pageIds.news,
    canEditItems: hasRight(staff.rights, Right.EditItemTexts),
    addConstraint: addNewsConstraint,
    formKey: newFormKey(),
    maxLength: HTML_TEXT_MAX,
  }
}

/**
 * `intent=update`, `textId`, `html`: a text of the /news page (right 10); `intent=add`: a new item (right 11). An
 * item's texts, and its deletion, post to its own page.
 */
export async function action({ request }: ActionFunctionArgs) {
  const posted = await readAdminAction(request, {
    right: [Right.EditMainTexts, Right.EditItemTexts],
    needs: (intent) => (intent === 'add' ? Right.EditItemTexts : Right.EditMainTexts),
    schema: NewsForms,
  })
  if (!posted.ok) return posted.answer
  if (posted.intent === 'add') {
    return addItem(request, posted, {
      handler: 'admin-news',
      fields: Object.keys(AddNewsFormSchema.shape),
      create: ({ title, text, date }) => createNews(request, { title, text, date }),
      redirectTo: (item) => `${NEWS_HANDLER_PATH}/${item.id}`,
      success: 'L’actualité a été créée.',
      errorTitle: 'Erreur des actualités',
    })
  }
  const { textId = '' } = posted.value
  if (!isEditablePageText(textId)) httpError(404)
  return updateHtmlText(request, posted.formData, {
    address: ['textId'],
    save: (html) => updatePageText(request, pageIds.news, textId, html),
    redirectTo: NEWS_HANDLER_PATH,
    success: 'L’actualisation a été mise à jour',
    errorTitle: 'Erreur des actualités',
  })
}

export const meta: MetaFunction = ({ error }) => adminMeta('Actualités', error)

export default function NewsHandlerRoute() {
  const { news, pageTexts, pageId, canEditItems, addConstraint, formKey, maxLength } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as HtmlTextReply | undefined
  const added = reply?.result.initialValue?.intent === 'add' ? reply.result : undefined
  return (
    <>
      <header className="admin-page-header">
        <h1>Actualités</h1>
        <p>
          Les actualités de la page <a href="/news">Actualités</a>
          {canEditItems ? '\u00a0: ouvrez-en une pour modifier son titre et son texte.' : '.'}
        </p>
      </header>
      <UnmatchedReply reply={added ? undefined : reply} addresses={(pageTexts ?? []).map(({ textId }) => ({ textId }))} />
      {canEditItems ? (
        <details className="admin-add admin-section" open={Boolean(added)}>
          <summary>
            <h2 id="add-news-heading">Ajouter une actualité</h2>
          </summary>
          <AddNewsForm result={added} constraint={addConstraint} formKey={formKey} maxLength={maxLength} />
        </details>
      ) : null}
      <div className="admin-table-frame">
        <table className="admin-table">
          <caption>
            {news.length} actualité{news.length > 1 ? 's' : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Titre</th>
              <th scope="col">Date</th>
              {canEditItems ? (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {news.map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.title}</th>
                <td>
                  <time dateTime={item.date}>{formatLongDate(item.date)}</time>
                </td>
                {canEditItems ? (
                  <td>
                    <Link to={`${NEWS_HANDLER_PATH}/${item.id}`}>
                      Modifier<span className="visually-hidden"> l’actualité {item.title}</span>
                    </Link>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageTexts ? (
        <PageTextsSection
          title="Actualités"
          idPrefix="news-page"
          pageId={pageId}
          texts={pageTexts}
          action={NEWS_HANDLER_PATH}
          reply={reply}
          formKey={formKey}
          maxLength={maxLength}
        />
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
