import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { Right } from '#contract/rights'
import { readAdminAction } from '~/admin/action.server'
import { requireRight, staffLoadFailure } from '~/admin/auth.server'
import { HTML_TEXT_MAX, type HtmlTextReply, orderedTexts, TITLE_MAX, updateHtmlText } from '~/admin/html-texts.server'
import { changePublication, type PublicationWords } from '~/admin/publication.server'
import { deleteItem, type DeleteStep, titledItemOf } from '~/admin/text-items.server'
import { itemListSearch } from '~/admin/text-items-page.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { ConfirmDeleteItem, DeleteItemForm } from '~/components/admin/delete-item'
import { UnmatchedReply } from '~/components/admin/html-text-form'
import { isPublicationIntent, PublicationPanel } from '~/components/admin/publication-panel'
import { itemAddresses, ItemTextForms } from '~/components/admin/text-items-page'
import { BackLink } from '~/components/back-link'
import { changeNewsPublication, deleteNews, getAllNews, getEditableNews, updateNewsText } from '~/models/news.server'
import { getTextVersions } from '~/models/text-revision.server'
import { formatLongDate } from '~/utils/dates'
import { idParam, notFound } from '~/utils/errors.server'
import { newFormKey } from '~/utils/single-flight.server'
import { NewsItemForms } from './forms.server'

const NEWS_HANDLER_PATH = '/admin/news-handler'

/** One news item (right 11): its title and each of its texts. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRight(request, Right.EditItemTexts)
  const id = idParam(params.modifyId)
  const failed = staffLoadFailure(request)
  const news = await getEditableNews(request).catch(failed)
  const item = news.find((candidate) => candidate.id === id)
  if (!item) notFound()
  const versions = await getTextVersions(request, 'news', id).catch(failed)
  const url = new URL(request.url)
  return {
    /** This page's address with the list's order and page, and that list's. */
    here: `${url.pathname}${url.search}`,
    listPath: `${NEWS_HANDLER_PATH}${itemListSearch(url)}`,
    item: {
      id: item.id,
      title: item.title,
      date: item.date,
      texts: orderedTexts(item.texts, 'text'),
      versions,
      state: item.state,
    },
    publication: { state: item.state, publishAt: item.publishAt, hasDraft: item.hasDraft },
    formKey: newFormKey(),
    maxLength: HTML_TEXT_MAX,
    titleMax: TITLE_MAX,
  }
}

/** `intent=update`, `textName`, `html` (DESIGN.md's form contract). */
export async function action({ request, params }: ActionFunctionArgs) {
  const posted = await readAdminAction(request, { right: Right.EditItemTexts, schema: NewsItemForms })
  const id = idParam(params.modifyId)
  if (!posted.ok) return posted.answer
  const url = new URL(request.url)
  if (posted.intent === 'publish' || posted.intent === 'unpublish' || posted.intent === 'discard-draft') {
    const change = posted.intent === 'publish' ? { intent: posted.intent, publishAt: posted.value.publishAt } : { intent: posted.intent }
    return changePublication(request, posted.formData, change, {
      apply: () => changeNewsPublication(request, id, change),
      redirectTo: `${url.pathname}${url.search}`,
      words: NEWS_WORDS,
    })
  }
  if (posted.intent === 'delete') {
    return deleteItem(request, posted, {
      handler: 'admin-news',
      find: titledItemOf(() => getEditableNews(request)),
      remove: (itemId) => deleteNews(request, itemId),
      // The list's sorted page, its last one if the item was alone on it.
      redirectTo: async () =>
        `${NEWS_HANDLER_PATH}${itemListSearch(url, { total: (await getAllNews(request).catch(() => null))?.length })}`,
      success: 'L’actualité a été supprimée.',
      errorTitle: 'Erreur des actualités',
    })
  }
  const { textName = '' } = posted.value
  return updateHtmlText(request, posted.formData, {
    address: ['textName'],
    text: { kind: 'news', ownerId: id, textId: textName },
    save: (html, save) => updateNewsText(request, id, textName, html, save),
    redirectTo: `${url.pathname}${url.search}`,
    success: 'L’actualisation a été mise à jour',
    errorTitle: 'Erreur des actualités',
  })
}

const NEWS_WORDS: PublicationWords = {
  published: 'L’actualité est publiée.',
  scheduled: (when) => `L’actualité sera publiée le ${when}.`,
  unpublished: 'L’actualité a été retirée du site.',
  discarded: 'Le brouillon de l’actualité a été abandonné.',
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  adminMeta(data ? `Actualité\u00a0: ${data.item.title}` : 'Actualité', error)

/** An item's texts are named by `textName` alone: the item is the page's. */
const address = (textName: string) => ({ textName })
const textLabel = (name: string) => (name === 'text' ? 'Texte de l’actualité' : `Texte «\u00a0${name}\u00a0»`)

export default function NewsItemRoute() {
  const { here, listPath, item, publication, formKey, maxLength, titleMax } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as HtmlTextReply | DeleteStep<{ id: number; title: string }> | undefined
  const sent = answer && 'result' in answer ? answer : undefined
  const published = isPublicationIntent(sent?.result.initialValue?.intent) ? sent?.result : undefined
  const reply = published ? undefined : sent
  if (answer && 'confirmDelete' in answer) {
    return (
      <ConfirmDeleteItem
        id={item.id}
        what="l’actualité"
        formKey={formKey}
        question={`Supprimer l’actualité «\u00a0${item.title}\u00a0»\u00a0?`}
        cancelTo={here}
      >
        <p>Son titre et son texte disparaissent de la page Actualités.</p>
      </ConfirmDeleteItem>
    )
  }
  return (
    <>
      <BackLink to={listPath}>Toutes les actualités</BackLink>
      <header className="admin-page-header">
        <h1>{item.title}</h1>
        <p>
          Actualité du <time dateTime={item.date}>{formatLongDate(item.date)}</time>, sur la page <a href="/news">Actualités</a>.
        </p>
      </header>
      <PublicationPanel id="news-publication" item={publication} address={{}} what="l’actualité" formKey={formKey} result={published} />
      <UnmatchedReply reply={reply} addresses={itemAddresses(item, address)} />
      <section className="admin-section" aria-labelledby="news-item-texts">
        <h2 id="news-item-texts">Titre et texte</h2>
        <ItemTextForms
          kind="news"
          item={item}
          address={address}
          idPrefix="news"
          textLabel={textLabel}
          action={here}
          reply={reply}
          shared={{ formKey, maxLength, titleMax }}
        />
      </section>
      <section className="admin-section" aria-labelledby="news-item-delete">
        <h2 id="news-item-delete">Suppression</h2>
        <DeleteItemForm id={item.id} what="l’actualité" formKey={formKey} />
      </section>
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
