import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import { z } from 'zod'
import { textKey } from '#contract/content'
import { Right } from '#contract/rights'
import { textKinds } from '#contract/texts'
import { readAdminAction } from '~/admin/action.server'
import { requireRight, safeAdminRedirect, staffApiFailure, staffLoadFailure } from '~/admin/auth.server'
import { staffOnce } from '~/admin/once.server'
import { wordDiff } from '~/admin/text-diff.server'
import { describePageText, pageOf, pageTextName } from '~/admin/text-names'
import { getEditableArticles } from '~/models/blog.server'
import { getEditableNews } from '~/models/news.server'
import { getEditablePageContent, pageIds, pageTextPath } from '~/models/page.server'
import { getTextRevisions, restoreTextRevision, type TextKind } from '~/models/text-revision.server'
import { ApiError, ApiFieldErrors } from '~/utils/api.server'
import { idParam, notFound } from '~/utils/errors.server'
import { newFormKey } from '~/utils/single-flight.server'
import { redirectWithToast } from '~/utils/toast.server'

// The page of admin.text-revisions.$kind.$ownerId.$textId.tsx, here so that the route module imports one server
// module of its own: server modules it shared with public routes would be split into chunks of their own, which
// public pages would then load (tests/e2e/bundle.test.ts).

const savedAt = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })

/** The right of a text's save route: 10 for a page text, 11 for an article's or a news item's. */
const rightOf = (kind: TextKind) => (kind === 'page' ? Right.EditMainTexts : Right.EditItemTexts)

/** `intent=restore` with the version's `id`: one that is not a version of this text is the 404 page. */
const RestoreForms = z.discriminatedUnion('intent', [z.object({ intent: z.literal('restore'), id: z.string().optional() })])

/**
 * The text of the path, checked as the API checks it (decision 0017), with the right of its save route: 10 for a
 * page text, 11 for an article's or a news item's.
 */
async function readText(request: Request, params: LoaderFunctionArgs['params']) {
  const kind = textKinds.find((candidate) => candidate === params.kind)
  if (!kind) notFound()
  await requireRight(request, rightOf(kind))
  const ownerId = idParam(params.ownerId)
  const textId = params.textId ?? ''
  if (!textKey.safeParse(textId).success) notFound()
  const url = new URL(request.url)
  const back = url.searchParams.has('retour') ? safeAdminRedirect(url.searchParams.get('retour')) : handlerOf(kind, ownerId, textId)
  return { kind, ownerId, textId, back, here: `${url.pathname}${url.search}` }
}

/**
 * Where the text is edited, when `?retour=` does not say where the staff member came from: its handler, or for a
 * text of a fixed page its own editor (which returns to the public page).
 */
function handlerOf(kind: TextKind, ownerId: number, textId: string) {
  if (kind === 'blog') return `/admin/blog-handler?article=${ownerId}`
  if (kind === 'news') return `/admin/news-handler/${ownerId}`
  if (ownerId === pageIds.news) return '/admin/news-handler'
  if (ownerId === pageIds.blog) return '/admin/blog-handler'
  return pageTextPath(ownerId, textId, pageOf(ownerId)?.route ?? '/')
}

/**
 * Which text this is, in words (« Titre « Votre première séance… » de la page Accueil »; the ids if it cannot be
 * read), and its current html (the later side of each version's diff; empty if it cannot be read).
 */
async function readCurrentText(request: Request, kind: TextKind, ownerId: number, textId: string): Promise<{ name: string; html: string }> {
  try {
    // The text as staff edit it: a published owner's draft when there is one (decision 0036).
    if (kind === 'page') {
      const html = (await getEditablePageContent(request, ownerId)).texts[textId]
      return { name: describePageText(ownerId, textId, html), html: html ?? '' }
    }
    const items = kind === 'blog' ? await getEditableArticles(request) : await getEditableNews(request)
    const item = items.find(({ id }) => id === ownerId)
    if (!item) return { name: `Texte «\u00a0${textId}\u00a0»`, html: '' }
    const owner = kind === 'blog' ? 'de l’article' : 'de l’actualité'
    return { name: `${pageTextName(textId, item.texts[textId])} ${owner} «\u00a0${item.title}\u00a0»`, html: item.texts[textId] ?? '' }
  } catch (error) {
    await staffApiFailure(request, error)
    return { name: `Texte «\u00a0${textId}\u00a0» n°\u00a0${ownerId}`, html: '' }
  }
}

/** The kept versions of an html text (decision 0017): an unknown page, article or item is this page's 404. */
async function readRevisions(request: Request, kind: TextKind, ownerId: number, textId: string) {
  return getTextRevisions(request, kind, ownerId, textId).catch(staffLoadFailure(request, { notFoundOn404: true }))
}

/** The last versions of a text, newest first, each shown as the public pages show it and restorable. */
export async function textRevisionsLoader({ request, params }: LoaderFunctionArgs) {
  const { kind, ownerId, textId, back, here } = await readText(request, params)
  const [revisions, current] = await Promise.all([
    readRevisions(request, kind, ownerId, textId),
    readCurrentText(request, kind, ownerId, textId),
  ])
  return {
    name: current.name,
    back,
    here,
    current: current.html,
    revisions: revisions.map(({ id, html, savedAt: at, savedBy }) => ({
      id,
      html,
      at,
      when: savedAt.format(new Date(at)),
      savedBy,
      // What changed from this version to the current text, word by word, as it reads.
      diff: wordDiff(html, current.html),
    })),
    formKey: newFormKey(),
  }
}

/**
 * `intent=restore`, `id`: saves that version as the text again (the text it replaces is kept in turn). Only a
 * version of this page's text: any other id is a 404. A double click shares the first send's outcome.
 */
export async function restoreTextRevisionAction({ request, params }: ActionFunctionArgs) {
  const { kind, ownerId, textId, back } = await readText(request, params)
  const posted = await readAdminAction(request, { right: rightOf(kind), schema: RestoreForms, noFieldErrors: true })
  const { formData } = posted
  const id = idParam(posted.value.id)
  let restored: boolean
  try {
    restored = await staffOnce(request, formData, 'text-revisions', [kind, ownerId, textId, id], async () => {
      const revisions = await getTextRevisions(request, kind, ownerId, textId)
      if (!revisions.some((revision) => revision.id === id)) return false
      await restoreTextRevision(request, kind, ownerId, id)
      return true
    })
  } catch (error) {
    await staffApiFailure(request, error)
    if (error instanceof ApiError) return data({ error: error.message }, { status: error.status ?? 503 })
    // A version today's sanitiser empties: the API refuses it as it refuses such a save.
    if (error instanceof ApiFieldErrors) return data({ error: error.message }, { status: 400 })
    throw error
  }
  if (!restored) notFound()
  return redirectWithToast(request, back, { kind: 'success', message: 'Le texte a été rétabli.' })
}
