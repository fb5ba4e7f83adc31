import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import type { BlogArticle } from '#contract/content'
import { Right } from '#contract/rights'
import { readAdminAction } from '~/admin/action.server'
import { staffLoadFailure } from '~/admin/auth.server'
import { type HtmlTextReply, isEditablePageText, orderedTexts, updateHtmlText } from '~/admin/html-texts.server'
import { changePublication, type PublicationWords } from '~/admin/publication.server'
import { addItem, deleteItem, type DeleteStep, titledItemOf } from '~/admin/text-items.server'
import { itemList, itemListSearch, loadTextItemsPage } from '~/admin/text-items-page.server'
import { adminMeta } from '~/components/admin/admin-meta'
import type { Column } from '~/components/admin/data-table'
import { ConfirmDeleteItem, DeleteItemForm } from '~/components/admin/delete-item'
import { listSearch } from '~/components/admin/list-query'
import { isPublicationIntent, publicationColumn, PublicationPanel } from '~/components/admin/publication-panel'
import { itemAddresses, ItemTextForms, type TextItemsKind, TextItemsPage } from '~/components/admin/text-items-page'
import { mediaUrl } from '~/components/responsive-image'
import {
  changeArticlePublication,
  createArticle,
  deleteArticle,
  getArticleImages,
  getBlogArticles,
  getBlogFilters,
  getEditableArticles,
  updateBlogText,
} from '~/models/blog.server'
import { pageIds, updatePageText } from '~/models/page.server'
import { getTextVersions } from '~/models/text-revision.server'
import { httpError, idParam, notFound } from '~/utils/errors.server'
import { AddArticleForm } from './add-article-form'
import { ArticlePicture, type ArticlePictureView } from './article-picture'
import { addArticleConstraint, AddArticleFormSchema, BlogForms } from './forms.server'

const BLOG_HANDLER_PATH = '/admin/blog-handler'
/** The filter or article a query parameter names (`?filtre=`, `?article=`): none when absent, else the 404 page. */
function named<T extends { id: number }>(items: T[], value: string | null): T | null {
  if (value === null) return null
  const id = idParam(value)
  return items.find((item) => item.id === id) ?? notFound()
}

/** The versions of an opened article's texts (decision 0033); a failed read is the page's error. */
const articleVersions = (request: Request, blogId: number) => getTextVersions(request, 'blog', blogId).catch(staffLoadFailure(request))

/** The opened article's picture, its draft's first (decision 0036); none when its page cannot be read. */
async function pictureOf(request: Request, article: BlogArticle): Promise<ArticlePictureView | null> {
  const image = (await getArticleImages(request, [article]))[article.id]
  if (!image) return null
  const { url } = image.variants.find((variant) => variant.width >= 240) ?? image
  return { src: mediaUrl(url), alt: image.alt, width: image.width, height: image.height, draft: Boolean(article.draftImage) }
}

/**
 * The blog (right 10 or 11): the articles with the public filter row (`?filtre=`); right 11 opens an article's
 * title and text blocks (`?article=`), right 10 edits the texts of the /blog page itself.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { data, shared } = await loadTextItemsPage(request, pageIds.blog, (canEditItems) =>
    Promise.all([canEditItems ? getEditableArticles(request) : getBlogArticles(request), getBlogFilters(request)]),
  )
  const [articles, filters] = data
  const active = named(filters, url.searchParams.get('filtre'))
  const shown = active ? articles.filter((article) => article.blog_filter_id === active.id) : articles
  const names = new Map(filters.map((filter) => [filter.id, filter.name]))
  const opened = shared.canEditItems ? named(articles, url.searchParams.get('article')) : null
  const rows = shown.map(({ id, title, date, blog_filter_id, state, publishAt, hasDraft }) => ({
    id,
    title,
    date,
    filterName: blog_filter_id === null ? null : (names.get(blog_filter_id) ?? null),
    state,
    publishAt,
    hasDraft,
  }))
  return {
    here: `${url.pathname}${url.search}`,
    filters,
    active: active?.id ?? null,
    list: itemList(url, rows, { orders: { filter: (row) => row.filterName }, filters: ['filtre'] }),
    article: opened
      ? {
          id: opened.id,
          title: opened.title,
          texts: orderedTexts(opened.texts, 'summary'),
          versions: await articleVersions(request, opened.id),
          picture: await pictureOf(request, opened),
          state: opened.state,
          publication: { state: opened.state, publishAt: opened.publishAt, hasDraft: opened.hasDraft },
        }
      : null,
    shared,
    addConstraint: addArticleConstraint,
  }
}

/**
 * `intent=update`, `blogId`, `textId`, `html` (DESIGN.md's form contract): an article's text (right 11), or without
 * `blogId` a text of the /blog page (right 10).
 */
export async function action({ request }: ActionFunctionArgs) {
  const posted = await readAdminAction(request, {
    right: [Right.EditMainTexts, Right.EditItemTexts],
    // The articles need right 11; a text of the /blog page itself (no `blogId`) right 10.
    needs: (intent, formData) => (intent === 'update' && !formData.get('blogId') ? Right.EditMainTexts : Right.EditItemTexts),
    schema: BlogForms,
  })
  if (!posted.ok) return posted.answer
  if (posted.intent === 'add') {
    return addItem(request, posted, {
      handler: 'admin-blog',
      fields: Object.keys(AddArticleFormSchema.shape),
      create: ({ title, date, blog_filter_id, image_id }) => createArticle(request, { title, date, blog_filter_id, image_id }),
      redirectTo: (article) => `${BLOG_HANDLER_PATH}?article=${article.id}`,
      success: 'L’article a été créé.',
      errorTitle: 'Erreur du blog',
    })
  }
  const url = new URL(request.url)
  if (posted.intent === 'publish' || posted.intent === 'unpublish' || posted.intent === 'discard-draft') {
    const change = posted.intent === 'publish' ? { intent: posted.intent, publishAt: posted.value.publishAt } : { intent: posted.intent }
    const blogId = idParam(posted.value.blogId)
    return changePublication(request, posted.formData, change, {
      apply: () => changeArticlePublication(request, blogId, change),
      redirectTo: `${url.pathname}${url.search}`,
      words: ARTICLE_WORDS,
    })
  }
  if (posted.intent === 'delete') {
    // Back to the list the article was opened over (its rubric, order and page; its last page if it emptied it).
    const rubric = url.searchParams.get('filtre')
    const listAfter = async () => {
      const articles = await getBlogArticles(request).catch(() => null)
      const total = articles?.filter((article) => rubric === null || String(article.blog_filter_id) === rubric).length
      return `${BLOG_HANDLER_PATH}${itemListSearch(url, { total, blog: true })}`
    }
    return deleteItem(request, posted, {
      handler: 'admin-blog',
      find: titledItemOf(() => getBlogArticles(request)),
      remove: (blogId) => deleteArticle(request, blogId),
      redirectTo: listAfter,
      success: 'L’article a été supprimé.',
      errorTitle: 'Erreur du blog',
    })
  }
  const { textId = '', blogId } = posted.value
  const options = { address: ['blogId', 'textId'], redirectTo: `${url.pathname}${url.search}` }
  if (!blogId) {
    if (!isEditablePageText(textId)) httpError(404)
    return updateHtmlText(request, posted.formData, {
      ...options,
      text: { kind: 'page', ownerId: pageIds.blog, textId },
      save: (html, save) => updatePageText(request, pageIds.blog, textId, html, save),
      success: 'Le texte de la page Blog a été mis à jour.',
    })
  }
  const article = idParam(blogId)
  return updateHtmlText(request, posted.formData, {
    ...options,
    text: { kind: 'blog', ownerId: article, textId },
    save: (html, save) => updateBlogText(request, article, textId, html, save),
    success: 'L’article a été mis à jour.',
  })
}

const ARTICLE_WORDS: PublicationWords = {
  published: 'L’article est publié.',
  scheduled: (when) => `L’article sera publié le ${when}.`,
  unpublished: 'L’article a été retiré du site.',
  discarded: 'Le brouillon de l’article a été abandonné.',
}

export const meta: MetaFunction = ({ error }) => adminMeta('Blog', error)

const textLabel = (name: string) => (name === 'summary' ? 'Résumé (liste des articles)' : `Bloc de texte «\u00a0${name}\u00a0»`)

const BLOG: TextItemsKind = {
  title: 'Blog',
  publicPath: '/blog',
  items: 'Les articles',
  openHint: 'ouvrez-en un pour modifier son titre et ses blocs de texte.',
  one: 'l’article',
  noun: 'article',
  empty: 'Aucun article sur cette page.',
  action: BLOG_HANDLER_PATH,
  idPrefix: 'blog-page',
}

const rubricColumn: Column<{ filterName: string | null }> = {
  key: 'filter',
  label: 'Rubrique',
  sort: 'filter',
  cell: (row) => row.filterName ?? '—',
}

export default function BlogHandlerRoute() {
  const { here, filters, active, list, article, shared, addConstraint } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as HtmlTextReply | DeleteStep<{ id: number; title: string }> | undefined
  const sent = answer && 'result' in answer ? answer : undefined
  const added = sent?.result.initialValue?.intent === 'add' ? sent.result : undefined
  // A refused publication shows in the opened article's panel; for an article not shown, above the page.
  const published = article && isPublicationIntent(sent?.result.initialValue?.intent) ? sent?.result : undefined
  const reply = added || published ? undefined : sent
  const listPath = `${BLOG_HANDLER_PATH}${listSearch(list.query, {}, list.defaultSort)}`
  const articleAddress = (textId: string) => ({ blogId: String(article?.id), textId })
  if (answer && 'confirmDelete' in answer) {
    const { id, title } = answer.confirmDelete
    return (
      <ConfirmDeleteItem
        id={id}
        what="l’article"
        formKey={shared.formKey}
        question={`Supprimer l’article «\u00a0${title}\u00a0»\u00a0?`}
        cancelTo={here}
      >
        <p>Son titre et ses blocs de texte disparaissent du blog{'\u00a0'}; son image reste dans la bibliothèque.</p>
      </ConfirmDeleteItem>
    )
  }
  return (
    <TextItemsPage
      kind={{ ...BLOG, action: here }}
      shared={shared}
      list={list}
      columns={shared.canEditItems ? [rubricColumn, publicationColumn] : [rubricColumn]}
      itemPath={(row) => `${listPath}${listPath.includes('?') ? '&' : '?'}article=${row.id}`}
      openedId={article?.id}
      reply={reply}
      addresses={article ? itemAddresses(article, articleAddress) : []}
      add={{
        heading: 'Ajouter un article',
        headingId: 'add-article-heading',
        open: Boolean(added),
        form: <AddArticleForm filters={filters} result={added} constraint={addConstraint} formKey={shared.formKey} />,
      }}
    >
      {article ? (
        <section className="admin-section" aria-labelledby="article-title">
          <h2 id="article-title">
            Modifier l’article «{'\u00a0'}
            {article.title}
            {'\u00a0'}»
          </h2>
          <p>
            <a href={`/blog/${article.id}`}>
              {article.state === 'published' ? 'Voir l’article sur le site' : 'Aperçu de l’article sur le site'}
            </a>
          </p>
          <PublicationPanel
            id="article-publication"
            item={article.publication}
            address={{ blogId: String(article.id) }}
            what="l’article"
            formKey={shared.formKey}
            result={published}
          />
          <ArticlePicture picture={article.picture} />
          <ItemTextForms
            kind="blog"
            item={article}
            address={articleAddress}
            idPrefix="article"
            titleId="article-title-form"
            textLabel={textLabel}
            action={here}
            reply={reply}
            shared={shared}
          />
          <DeleteItemForm id={article.id} what="l’article" formKey={shared.formKey} />
          <p>
            <Link to={listPath}>Fermer</Link>
          </p>
        </section>
      ) : null}
      <nav aria-label="Rubriques du blog" className="filter-row">
        <ul>
          <li>
            <Link to={BLOG_HANDLER_PATH} aria-current={active ? undefined : 'page'}>
              Tous les articles
            </Link>
          </li>
          {filters.map((filter) => (
            <li key={filter.id}>
              <Link to={`${BLOG_HANDLER_PATH}?filtre=${filter.id}`} aria-current={active === filter.id ? 'page' : undefined}>
                {filter.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </TextItemsPage>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
