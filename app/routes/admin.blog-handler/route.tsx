import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { hasRight, Right } from '#contract/rights'
import { readAdminAction } from '~/admin/action.server'
import { requireRight, staffApiFailure } from '~/admin/auth.server'
import {
  editablePageTexts,
  HTML_TEXT_MAX,
  type HtmlTextReply,
  isEditablePageText,
  orderedTexts,
  TITLE_MAX,
  updateHtmlText,
} from '~/admin/html-texts.server'
import { addItem, deleteItem, type DeleteStep } from '~/admin/text-items.server'
import { AdminErrorBoundary } from '~/components/admin/admin-error-boundary'
import { adminMeta } from '~/components/admin/admin-meta'
import { ConfirmDeleteItem, DeleteItemForm } from '~/components/admin/delete-item'
import { HtmlTextForm, PageTextsSection, replyFor, revisionsPathOf, UnmatchedReply } from '~/components/admin/html-text-form'
import { createArticle, deleteArticle, getBlogArticles, getBlogFilters, updateBlogText } from '~/models/blog.server'
import { getPageContent, pageIds, updatePageText } from '~/models/page.server'
import { httpError, idParam, loadFailure, notFound } from '~/utils/errors.server'
import { newFormKey } from '~/utils/single-flight.server'
import { AddArticleForm } from './add-article-form'
import { ArticleTable } from './article-table'
import { addArticleConstraint, AddArticleFormSchema, BlogForms } from './forms.server'

const BLOG_HANDLER_PATH = '/admin/blog-handler'
/** The text id that sets an article's title (docs/decisions/0006). */
const TITLE = 'title'
/** The filter or article a query parameter names (`?filtre=`, `?article=`): none when absent, else the 404 page. */
function named<T extends { id: number }>(items: T[], value: string | null): T | null {
  if (value === null) return null
  const id = idParam(value)
  return items.find((item) => item.id === id) ?? notFound()
}

/**
 * The blog (right 10 or 11): the articles with the public filter row (`?filtre=`); right 11 opens an article's
 * title and text blocks (`?article=`), right 10 edits the texts of the /blog page itself.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireRight(request, [Right.EditMainTexts, Right.EditItemTexts])
  const canEditPage = hasRight(staff.rights, Right.EditMainTexts)
  const canEditItems = hasRight(staff.rights, Right.EditItemTexts)
  const url = new URL(request.url)
  const [articles, filters, page] = await Promise.all([
    getBlogArticles(request),
    getBlogFilters(request),
    canEditPage ? getPageContent(request, pageIds.blog) : null,
  ]).catch(async (error) => {
    await staffApiFailure(request, error)
    return loadFailure(error)
  })
  const active = named(filters, url.searchParams.get('filtre'))
  const shown = active ? articles.filter((article) => article.blog_filter_id === active.id) : articles
  const names = new Map(filters.map((filter) => [filter.id, filter.name]))
  const opened = canEditItems ? named(articles, url.searchParams.get('article')) : null
  return {
    here: `${url.pathname}${url.search}`,
    filters,
    active: active?.id ?? null,
    articles: shown.map(({ id, title, date, blog_filter_id }) => ({
      id,
      title,
      date,
      filterName: blog_filter_id === null ? null : (names.get(blog_filter_id) ?? null),
    })),
    article: opened ? { id: opened.id, title: opened.title, texts: orderedTexts(opened.texts, 'summary') } : null,
    pageTexts: page ? editablePageTexts(page.texts) : null,
    pageId: pageIds.blog,
    canEditItems,
    addConstraint: addArticleConstraint,
    formKey: newFormKey(),
    maxLength: HTML_TEXT_MAX,
    titleMax: TITLE_MAX,
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
  if (posted.intent === 'delete') {
    return deleteItem(request, posted, {
      handler: 'admin-blog',
      find: async (blogId) => {
        const found = (await getBlogArticles(request)).find((candidate) => candidate.id === blogId)
        return found ? { id: found.id, title: found.title } : null
      },
      remove: (blogId) => deleteArticle(request, blogId),
      redirectTo: BLOG_HANDLER_PATH,
      success: 'L’article a été supprimé.',
      errorTitle: 'Erreur du blog',
    })
  }
  const url = new URL(request.url)
  const { textId = '', blogId } = posted.value
  const options = { address: ['blogId', 'textId'], redirectTo: `${url.pathname}${url.search}` }
  if (!blogId) {
    if (!isEditablePageText(textId)) httpError(404)
    return updateHtmlText(request, posted.formData, {
      ...options,
      save: (html) => updatePageText(request, pageIds.blog, textId, html),
      success: 'Le texte de la page Blog a été mis à jour.',
    })
  }
  const article = idParam(blogId)
  return updateHtmlText(request, posted.formData, {
    ...options,
    save: (html) => updateBlogText(request, article, textId, html),
    success: 'L’article a été mis à jour.',
  })
}

export const meta: MetaFunction = ({ error }) => adminMeta('Blog', error)

const textLabel = (name: string) => (name === 'summary' ? 'Résumé (liste des articles)' : `Bloc de texte «\u00a0${name}\u00a0»`)

export default function BlogHandlerRoute() {
  const { here, filters, active, articles, article, pageTexts, pageId, canEditItems, addConstraint, formKey, maxLength, titleMax } =
    useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as HtmlTextReply | DeleteStep<{ id: number; title: string }> | undefined
  const sent = answer && 'result' in answer ? answer : undefined
  const added = sent?.result.initialValue?.intent === 'add' ? sent.result : undefined
  const reply = added ? undefined : sent
  const listPath = active ? `${BLOG_HANDLER_PATH}?filtre=${active}` : BLOG_HANDLER_PATH
  const articleAddresses = article
    ? [TITLE, ...article.texts.map(({ name }) => name)].map((textId) => ({ blogId: String(article.id), textId }))
    : []
  if (answer && 'confirmDelete' in answer) {
    const { id, title } = answer.confirmDelete
    return (
      <ConfirmDeleteItem
        id={id}
        what="l’article"
        formKey={formKey}
        question={`Supprimer l’article «\u00a0${title}\u00a0»\u00a0?`}
        cancelTo={`${BLOG_HANDLER_PATH}?article=${id}`}
      >
        <p>Son titre et ses blocs de texte disparaissent du blog{'\u00a0'}; son image reste dans la bibliothèque.</p>
      </ConfirmDeleteItem>
    )
  }
  return (
    <>
      <header className="admin-page-header">
        <h1>Blog</h1>
        <p>
          Les articles de la page <a href="/blog">Blog</a>
          {canEditItems ? '\u00a0: ouvrez-en un pour modifier son titre et ses blocs de texte.' : '.'}
        </p>
      </header>
      <UnmatchedReply reply={reply} addresses={[...articleAddresses, ...(pageTexts ?? []).map(({ textId }) => ({ textId }))]} />
      {article ? (
        <section className="admin-section" aria-labelledby="article-title">
          <h2 id="article-title">
            Modifier l’article «{'\u00a0'}
            {article.title}
            {'\u00a0'}»
          </h2>
          <p>
            <a href={`/blog/${article.id}`}>Voir l’article sur le site</a>
          </p>
          <HtmlTextForm
            id="article-title-form"
            action={here}
            address={{ blogId: String(article.id), textId: TITLE }}
            label="Titre"
            kind="title"
            html={article.title}
            maxLength={titleMax}
            formKey={formKey}
            result={replyFor(reply, { blogId: String(article.id), textId: TITLE })}
          />
          {article.texts.map(({ name, html }) => (
            <HtmlTextForm
              key={name}
              id={`article-text-${name}`}
              action={here}
              address={{ blogId: String(article.id), textId: name }}
              label={textLabel(name)}
              html={html}
              maxLength={maxLength}
              formKey={formKey}
              result={replyFor(reply, { blogId: String(article.id), textId: name })}
              revisionsPath={revisionsPathOf('blog', article.id, name, here)}
            />
          ))}
          <DeleteItemForm id={article.id} what="l’article" formKey={formKey} />
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
      {canEditItems ? (
        <details className="admin-add admin-section" open={Boolean(added)}>
          <summary>
            <h2 id="add-article-heading">Ajouter un article</h2>
          </summary>
          <AddArticleForm filters={filters} result={added} constraint={addConstraint} formKey={formKey} />
        </details>
      ) : null}
      <ArticleTable
        articles={articles}
        openedId={article?.id}
        canEdit={canEditItems}
        linkTo={(id) => `${listPath}${active ? '&' : '?'}article=${id}`}
      />
      {pageTexts ? (
        <PageTextsSection
          title="Blog"
          idPrefix="blog-page"
          pageId={pageId}
          texts={pageTexts}
          action={here}
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
