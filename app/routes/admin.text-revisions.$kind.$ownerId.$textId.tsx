import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, type MetaFunction, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { textKey } from '#contract/content'
import { Right } from '#contract/rights'
import { textKinds } from '#contract/texts'
import { requireRight, safeAdminRedirect, staffApiFailure } from '~/admin/auth.server'
import { staffOnce } from '~/admin/once.server'
import { AdminErrorBoundary } from '~/components/admin/admin-error-boundary'
import { adminMeta } from '~/components/admin/admin-meta'
import { RichText } from '~/components/rich-text'
import { Banner } from '~/components/ui/banner'
import { Button } from '~/components/ui/button'
import { pageIds } from '~/models/page.server'
import { getTextRevisions, restoreTextRevision, type TextKind } from '~/models/text-revision.server'
import { ApiError } from '~/utils/api.server'
import { httpError, idParam, loadFailure, notFound } from '~/utils/errors.server'
import { readForm } from '~/utils/form.server'
import { FORM_KEY } from '~/utils/form-key'
import { newFormKey } from '~/utils/single-flight.server'
import { redirectWithToast } from '~/utils/toast.server'

const savedAt = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })

/**
 * The text of the path, checked as the API checks it (decision 0017), with the right of its save route: 10 for a
 * page text, 11 for an article's or a news item's.
 */
async function readText(request: Request, params: LoaderFunctionArgs['params']) {
  const kind = textKinds.find((candidate) => candidate === params.kind)
  if (!kind) notFound()
  await requireRight(request, kind === 'page' ? Right.EditMainTexts : Right.EditItemTexts)
  const ownerId = idParam(params.ownerId)
  const textId = params.textId ?? ''
  if (!textKey.safeParse(textId).success) notFound()
  const url = new URL(request.url)
  const back = url.searchParams.has('retour') ? safeAdminRedirect(url.searchParams.get('retour')) : handlerOf(kind, ownerId)
  return { kind, ownerId, textId, back, here: `${url.pathname}${url.search}` }
}

/** Where the text is edited: the page the staff member came from when `?retour=` does not say it. */
function handlerOf(kind: TextKind, ownerId: number) {
  if (kind === 'blog') return `/admin/blog-handler?article=${ownerId}`
  if (kind === 'news') return `/admin/news-handler/${ownerId}`
  if (ownerId === pageIds.news) return '/admin/news-handler'
  return ownerId === pageIds.blog ? '/admin/blog-handler' : safeAdminRedirect(null)
}

/** The kept versions of an html text (decision 0017): an unknown page, article or item is this page's 404. */
async function readRevisions(request: Request, kind: TextKind, ownerId: number, textId: string) {
  return getTextRevisions(request, kind, ownerId, textId).catch(async (error) => {
    await staffApiFailure(request, error)
    if (error instanceof ApiError && error.status === 404) notFound()
    return loadFailure(error)
  })
}

/** The last versions of a text, newest first, each shown as the public pages show it and restorable. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { kind, ownerId, textId, back, here } = await readText(request, params)
  const revisions = await readRevisions(request, kind, ownerId, textId)
  return {
    kind,
    ownerId,
    textId,
    back,
    here,
    revisions: revisions.map(({ id, html, savedAt: at, savedBy }) => ({ id, html, at, when: savedAt.format(new Date(at)), savedBy })),
    formKey: newFormKey(),
  }
}

/**
 * `intent=restore`, `id`: saves that version as the text again (the text it replaces is kept in turn). Only a
 * version of this page's text: any other id is a 404. A double click shares the first send's outcome.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { kind, ownerId, textId, back } = await readText(request, params)
  const formData = await readForm(request)
  if (formData.get('intent') !== 'restore') httpError(400, 'Ce formulaire n’existe pas.')
  const id = idParam(String(formData.get('id') ?? ''))
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
    throw error
  }
  if (!restored) notFound()
  return redirectWithToast(request, back, { kind: 'success', message: 'Le texte a été rétabli.' })
}

export const meta: MetaFunction = ({ error }) => adminMeta('Versions précédentes', error)

const owners: Record<TextKind, string> = { page: 'de la page', blog: 'de l’article', news: 'de l’actualité' }

export default function TextRevisionsRoute() {
  const { kind, ownerId, textId, back, here, revisions, formKey } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const navigation = useNavigation()
  return (
    <>
      <p className="back-link">
        <Link to={back}>
          <span aria-hidden="true">← </span>Retour au texte
        </Link>
      </p>
      <header className="admin-page-header">
        <h1>Versions précédentes</h1>
        <p>
          Texte «{'\u00a0'}
          {textId}
          {'\u00a0'}» {owners[kind]} n°{'\u00a0'}
          {ownerId}, les plus récentes d’abord. Rétablir une version garde le texte actuel parmi les versions.
        </p>
      </header>
      {reply ? <Banner kind="error">{reply.error}</Banner> : null}
      {revisions.length ? (
        <ol className="text-revisions">
          {revisions.map((revision) => (
            <li key={revision.id}>
              <section className="admin-section" aria-labelledby={`revision-${revision.id}`}>
                <h2 id={`revision-${revision.id}`}>
                  Version remplacée le <time dateTime={revision.at}>{revision.when}</time> par {revision.savedBy}
                </h2>
                <RichText html={revision.html} />
                <Form method="post" action={here}>
                  <input type="hidden" name={FORM_KEY} value={formKey} />
                  <input type="hidden" name="id" value={revision.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="restore"
                    variant="secondary"
                    pending={navigation.state !== 'idle' && navigation.formData?.get('id') === String(revision.id)}
                    pendingLabel="Rétablissement…"
                  >
                    Rétablir cette version<span className="visually-hidden"> remplacée le {revision.when}</span>
                  </Button>
                </Form>
              </section>
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-empty">Aucune version précédente.</p>
      )}
    </>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
