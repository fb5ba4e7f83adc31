import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { Right } from '#contract/rights'
import { readAdminAction } from '~/admin/action.server'
import { requireRight, staffApiFailure } from '~/admin/auth.server'
import { HTML_TEXT_MAX, type HtmlTextReply, PageTextForms, updateHtmlText } from '~/admin/html-texts.server'
import { staffOnce } from '~/admin/once.server'
import { describePageText } from '~/admin/text-names'
import { adminMeta } from '~/components/admin/admin-meta'
import { HtmlTextForm, replyFor, revisionsPathOf, UnmatchedReply } from '~/components/admin/html-text-form'
import { BackLink } from '~/components/back-link'
import { Button } from '~/components/ui'
import { discardPageTextDraft, getEditablePageContent, pageTextPath, updatePageText } from '~/models/page.server'
import { getTextVersions } from '~/models/text-revision.server'
import { ApiError } from '~/utils/api.server'
import { httpError, idParam, notFound } from '~/utils/errors.server'
import { FORM_KEY } from '~/utils/form-key'
import { safeRedirect } from '~/utils/safe-redirect'
import { newFormKey } from '~/utils/single-flight.server'
import { redirectWithToast } from '~/utils/toast.server'

/** The text's address: its page id and text id, as the public page's « Modifier ce texte » link names them. */
function textOf(params: LoaderFunctionArgs['params'], request: Request) {
  const pageId = idParam(params.pageId)
  const textId = params.textId ?? ''
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(textId)) notFound()
  // Back to the public page the link was on: a path of this site only.
  const back = safeRedirect(new URL(request.url).searchParams.get('retour'), '/')
  return { pageId, textId, back }
}

/**
 * One text of a fixed page (right 10), opened from the « Modifier ce texte » link that staff see under each text of
 * the public pages (issue 13, item 5): the editor, or a textarea without JavaScript; the save returns to that page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRight(request, Right.EditMainTexts)
  const { pageId, textId, back } = textOf(params, request)
  const [{ texts, drafts }, versions] = await Promise.all([
    getEditablePageContent(request, pageId),
    getTextVersions(request, 'page', pageId),
  ])
  if (!(textId in texts)) notFound()
  return {
    pageId,
    textId,
    name: describePageText(pageId, textId, texts[textId]),
    back,
    here: pageTextPath(pageId, textId, back),
    html: texts[textId],
    baseRevision: versions[textId] ?? 0,
    hasDraft: drafts.includes(textId),
    formKey: newFormKey(),
    maxLength: HTML_TEXT_MAX,
  }
}

/**
 * `intent=update`, `textId`, `html`: saved through the API (sanitised there) as the text's draft, or live with
 * `save=publish`, then back to the public page; `intent=discard-draft`: its draft dropped (decision 0036).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireRight(request, Right.EditMainTexts)
  const { pageId, textId, back } = textOf(params, request)
  const posted = await readAdminAction(request, { right: Right.EditMainTexts, schema: PageTextForms(textId), noFieldErrors: true })
  if (posted.intent === 'discard-draft') {
    await staffOnce(request, posted.formData, 'page-text-draft', [pageId, textId], () =>
      discardPageTextDraft(request, pageId, textId),
    ).catch(async (error: unknown) => {
      await staffApiFailure(request, error)
      // No draft (dropped or published meanwhile): the API's French 409, said as it is.
      if (error instanceof ApiError) httpError(error.status ?? 503, error.message)
      throw error
    })
    return redirectWithToast(request, pageTextPath(pageId, textId, back), { kind: 'success', message: 'Le brouillon a été abandonné.' })
  }
  return updateHtmlText(request, posted.formData, {
    address: ['textId'],
    text: { kind: 'page', ownerId: pageId, textId },
    save: (html, save) => updatePageText(request, pageId, textId, html, save),
    redirectTo: back,
    success: 'Le texte a été mis à jour.',
  })
}

export const meta: MetaFunction = ({ error }) => adminMeta('Modifier un texte', error)

export default function PageTextRoute() {
  const { pageId, textId, name, back, here, html, baseRevision, hasDraft, formKey, maxLength } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as HtmlTextReply | undefined
  return (
    <>
      <BackLink to={back}>Retour à la page</BackLink>
      <header className="admin-page-header">
        <h1>Modifier un texte</h1>
        <p>
          {name}, affiché sur <a href={back}>{back}</a>.
        </p>
      </header>
      <UnmatchedReply reply={reply} addresses={[{ textId }]} />
      <HtmlTextForm
        id="page-text"
        action={here}
        address={{ textId }}
        label="Texte"
        html={html}
        baseRevision={baseRevision}
        maxLength={maxLength}
        formKey={formKey}
        reply={replyFor(reply, { textId })}
        revisionsPath={revisionsPathOf('page', pageId, textId, here)}
        publishing={{ hasDraft }}
      />
      {hasDraft ? (
        <Form method="post" action={here}>
          <input type="hidden" name={FORM_KEY} value={formKey} />
          <input type="hidden" name="textId" value={textId} />
          <Button type="submit" name="intent" value="discard-draft" variant="secondary">
            Abandonner le brouillon
          </Button>
        </Form>
      ) : null}
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
