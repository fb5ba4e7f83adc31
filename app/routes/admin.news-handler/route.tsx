import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { Right } from '#contract/rights'
import { requireRight } from '~/admin/auth.server'
import { type HtmlTextReply, isEditablePageText, updateHtmlText } from '~/admin/html-texts.server'
import { addItem } from '~/admin/text-items.server'
import { itemList, loadTextItemsPage } from '~/admin/text-items-page.server'
import { AdminErrorBoundary } from '~/components/admin/admin-error-boundary'
import { adminMeta } from '~/components/admin/admin-meta'
import { type TextItemsKind, TextItemsPage } from '~/components/admin/text-items-page'
import { createNews, getAllNews } from '~/models/news.server'
import { pageIds, updatePageText } from '~/models/page.server'
import { httpError } from '~/utils/errors.server'
import { readForm } from '~/utils/form.server'
import { AddNewsForm } from './add-news-form'
import { addNewsConstraint, AddNewsFormSchema } from './forms.server'

export const NEWS_HANDLER_PATH = '/admin/news-handler'

/** The news (right 10 or 11): right 10 edits the texts of the /news page, right 11 opens each item's texts. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { data: news, shared } = await loadTextItemsPage(request, pageIds.news, () => getAllNews(request))
  const rows = news.map(({ id, title, date }) => ({ id, title, date }))
  return { list: itemList(new URL(request.url), rows), shared, addConstraint: addNewsConstraint }
}

/**
 * `intent=update`, `textId`, `html`: a text of the /news page (right 10); `intent=add`: a new item (right 11). An
 * item's texts, and its deletion, post to its own page.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireRight(request, [Right.EditMainTexts, Right.EditItemTexts])
  const formData = await readForm(request)
  const intent = formData.get('intent')
  if (intent === 'add') {
    await requireRight(request, Right.EditItemTexts)
    return addItem(request, formData, {
      handler: 'admin-news',
      schema: AddNewsFormSchema,
      create: ({ title, text, date }) => createNews(request, { title, text, date }),
      redirectTo: (item) => `${NEWS_HANDLER_PATH}/${item.id}`,
      success: 'L’actualité a été créée.',
      errorTitle: 'Erreur des actualités',
    })
  }
  if (intent !== 'update') httpError(400, 'Ce formulaire n’existe pas.')
  await requireRight(request, Right.EditMainTexts)
  const textId = String(formData.get('textId') ?? '')
  if (!isEditablePageText(textId)) httpError(404)
  return updateHtmlText(request, formData, {
    address: ['textId'],
    save: (html) => updatePageText(request, pageIds.news, textId, html),
    redirectTo: NEWS_HANDLER_PATH,
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
  const { list, shared, addConstraint } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as HtmlTextReply | undefined
  const added = reply?.result.initialValue?.intent === 'add' ? reply.result : undefined
  return (
    <TextItemsPage
      kind={NEWS}
      shared={shared}
      list={list}
      itemPath={(item) => `${NEWS_HANDLER_PATH}/${item.id}`}
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

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
