import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { Right } from '#contract/rights'
import { readAdminAction } from '~/admin/action.server'
import { type HtmlTextReply, isEditablePageText, updateHtmlText } from '~/admin/html-texts.server'
import { addItem } from '~/admin/text-items.server'
import { itemList, loadTextItemsPage } from '~/admin/text-items-page.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { listSearch } from '~/components/admin/list-query'
import { publicationColumn } from '~/components/admin/publication-panel'
import { type TextItemsKind, TextItemsPage } from '~/components/admin/text-items-page'
import { createNews, getAllNews, getEditableNews } from '~/models/news.server'
import { pageIds, updatePageText } from '~/models/page.server'
import { httpError } from '~/utils/errors.server'
import { AddNewsForm } from './add-news-form'
import { addNewsConstraint, AddNewsFormSchema, NewsForms } from './forms.server'

export const NEWS_HANDLER_PATH = '/admin/news-handler'

/** The news (right 10 or 11): right 10 edits the texts of the /news page, right 11 opens each item's texts. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { data: news, shared } = await loadTextItemsPage(request, pageIds.news, (canEditItems) =>
    canEditItems ? getEditableNews(request) : getAllNews(request),
  )
  const rows = news.map(({ id, title, date, state, publishAt, hasDraft }) => ({ id, title, date, state, publishAt, hasDraft }))
  return { here: `${url.pathname}${url.search}`, list: itemList(url, rows), shared, addConstraint: addNewsConstraint }
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
  const url = new URL(request.url)
  return updateHtmlText(request, posted.formData, {
    address: ['textId'],
    text: { kind: 'page', ownerId: pageIds.news, textId },
    save: (html, save) => updatePageText(request, pageIds.news, textId, html, save),
    // The same sorted page of the list the form was posted from.
    redirectTo: `${url.pathname}${url.search}`,
    success: 'L’actualisation a été mise à jour',
    errorTitle: 'Erreur des actualités',
  })
}

export const meta: MetaFunction = ({ error }) => adminMeta('Actualités', error)

const NEWS: TextItemsKind = {
  title: 'Actualités',
  publicPath: '/news',
  items: 'Les actualités',
  openHint: 'ouvrez-en une pour modifier son titre et son texte.',
  one: 'l’actualité',
  noun: 'actualité',
  none: 'aucune actualité',
  empty: 'Aucune actualité sur cette page.',
  action: NEWS_HANDLER_PATH,
  idPrefix: 'news-page',
}

export default function NewsHandlerRoute() {
  const { here, list, shared, addConstraint } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as HtmlTextReply | undefined
  const added = reply?.result.initialValue?.intent === 'add' ? reply.result : undefined
  return (
    <TextItemsPage
      kind={{ ...NEWS, action: here }}
      shared={shared}
      list={list}
      columns={shared.canEditItems ? [publicationColumn] : []}
      // The item's page carries the list's order and page, to come back to them.
      itemPath={(item) => `${NEWS_HANDLER_PATH}/${item.id}${listSearch(list.query, {}, list.defaultSort)}`}
      reply={added ? undefined : reply}
      add={{
        heading: 'Ajouter une actualité',
        headingId: 'add-news-heading',
        open: Boolean(added),
        form: <AddNewsForm result={added} constraint={addConstraint} formKey={shared.formKey} maxLength={shared.maxLength} />,
      }}
    />
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
