import type { SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import { z } from 'zod'
import { colon, messages } from '#contract/common'
import { HTML_TEXT_MAX } from '#contract/content'
import { parisMoment } from '#contract/dates'
import type { TextKind } from '#contract/texts'
import { staffApiFailure } from '~/admin/auth.server'
import { staffOnce } from '~/admin/once.server'
import { pageTextLabels } from '~/admin/text-names'
import type { TextSave } from '~/models/page.server'
import { getTextVersions } from '~/models/text-revision.server'
import { ApiError, ApiFieldErrors } from '~/utils/api.server'
import { isBlankHtml } from '~/utils/html'
import { redirectWithToast } from '~/utils/toast.server'

/** A title of an article or a news item: the words of its html, as the API keeps them (docs/decisions/0006). */
export const TITLE_MAX = 255
export { HTML_TEXT_MAX }

/**
 * The reply of a refused `intent=update`, in conform's shape (`useServerForm` reads it); after another member's
 * save (409), the version to send to save over it knowingly.
 */
export type HtmlTextReply = { result: SubmissionResult<string[]>; baseRevision?: number }

/** The reply of an autosave (`autosave=on`) that succeeded: what the editor says, and the text's new version. */
export type AutosaveReply = { saved: { message: string; baseRevision?: number } }

/**
 * `intent=update` of an html text: the fields that name the text (`blogId`, `textId`, `textName`) and `html`, as
 * sent; updateHtmlText checks the html, the page the text's name.
 */
export function UpdateTextFormSchema<Name extends string>(...address: Name[]) {
  const sent = z.string().optional()
  const named = Object.fromEntries(address.map((name) => [name, sent])) as Record<Name, typeof sent>
  return z.object({ intent: z.literal('update'), ...named, html: sent, baseRevision: sent, autosave: sent })
}

/** The forms of a text's own page (admin/page-texts), its save and its draft dropped: they name the text of its address. */
export const PageTextForms = (textId: string) =>
  z.discriminatedUnion('intent', [
    UpdateTextFormSchema('textId').extend({ textId: z.literal(textId) }),
    z.object({ intent: z.literal('discard-draft'), textId: z.literal(textId) }),
  ])

interface UpdateHtmlText {
  /** The posted fields that name the text (`blogId`, `textId`, `textName`): the page finds its form by them. */
  address: readonly string[]
  /**
   * Which stored text: checked by the caller (rights), then saved through a model with the version it was opened at
   * and `publish` when « Publier » sent it (live at once), else the owner's state says where it goes (decision 0036).
   */
  text: { kind: TextKind; ownerId: number; textId: string }
  save: (html: string, save: TextSave) => Promise<unknown>
  redirectTo: string
  success: string
  /** The title of a failure ('Erreur des actualités'), before the API's own message. */
  errorTitle?: string
}

/**
 * `intent=update` of an html text (blog, news, pages): the html as the editor or the textarea sent it, sanitised
 * by the API, with the version it was opened at (`baseRevision`): another member's save since is refused (409)
 * and the reply gives the version to send to save over it. A double click without JavaScript shares the first
 * send's outcome (form key, decision 0014). An autosave (`autosave=on`, sent by the editor's script) is answered
 * with the time saved rather than redirected (decision 0033).
 */
export async function updateHtmlText(
  request: Request,
  formData: FormData,
  { address, text, save, redirectTo, success, errorTitle }: UpdateHtmlText,
) {
  const values = Object.fromEntries(['intent', ...address, 'html'].map((name) => [name, String(formData.get(name) ?? '')]))
  const base = formData.get('baseRevision')
  const baseRevision = typeof base === 'string' && base !== '' ? base : undefined
  const titled = (message: string) => (errorTitle ? colon(errorTitle, message) : message)
  const refuse = (status: number, error: Record<string, string[]>, reply: Partial<HtmlTextReply> = {}) =>
    data<HtmlTextReply>({ ...reply, result: { status: 'error', initialValue: values, error } }, { status })
  const html = values.html
  const saveMode = savedAs(formData)
  // An empty editor sends `<p></p>`, an empty textarea nothing: the same message, before the API is asked.
  if (isBlankHtml(html)) return refuse(400, { html: [messages.required] })
  if (html.length > HTML_TEXT_MAX) return refuse(400, { html: [messages.tooLong(HTML_TEXT_MAX)] })
  try {
    await staffOnce(request, formData, 'html-text', [...Object.values(values), baseRevision ?? '', saveMode ?? ''], () =>
      save(html, { baseRevision, publish: saveMode === 'publish' }),
    )
  } catch (error) {
    await staffApiFailure(request, error)
    if (error instanceof ApiError && error.status === 409 && baseRevision !== undefined) {
      // What was typed stays in the form; sent again, it replaces the other member's version knowingly.
      const current = await getTextVersions(request, text.kind, text.ownerId).catch(() => ({}) as Record<string, number>)
      return refuse(409, { '': [error.display.message] }, { baseRevision: current[text.textId] ?? Number(baseRevision) })
    }
    // The API names its only field `text` (the body): here it is the form's `html`, under which the message shows
    // once (the form's own error list would repeat it).
    if (error instanceof ApiFieldErrors) {
      const fieldMessages = Object.values(error.errors).flat()
      return refuse(400, fieldMessages.length ? { html: fieldMessages } : { '': [titled(error.message)] })
    }
    if (error instanceof ApiError) return refuse(error.status ?? 503, { '': [errorTitle ? titled(error.display.message) : error.message] })
    throw error
  }
  if (formData.get('autosave') === 'on') {
    const saved = {
      message: `Brouillon enregistré ${parisMoment(new Date())}`,
      baseRevision: baseRevision === undefined ? undefined : Number(baseRevision) + 1,
    }
    return data<AutosaveReply>({ saved })
  }
  const message = saveMode === 'draft' ? DRAFT_SAVED : saveMode === 'publish' ? TEXT_PUBLISHED : success
  return redirectWithToast(request, redirectTo, { kind: 'success', message })
}

export const DRAFT_SAVED = 'Le brouillon a été enregistré\u00a0: les visiteurs voient encore la version publiée.'
export const TEXT_PUBLISHED = 'Le texte a été publié.'

/**
 * Which button of a text whose owner visitors see sent the form (`save`): « Enregistrer le brouillon » (`draft`) or
 * « Publier » (`publish`); null for the one « Enregistrer » of an item not published yet, and for an autosave (a
 * draft, or the text itself of an item not published yet: an autosave never publishes).
 */
function savedAs(formData: FormData): 'draft' | 'publish' | null {
  const value = formData.get('save')
  return value === 'draft' || value === 'publish' ? value : null
}

/** The main texts of a list page (blog, news) that staff holding right 10 edit, with their labels and versions. */
export function editablePageTexts(texts: Record<string, string>, versions: Record<string, number>) {
  return Object.entries(pageTextLabels).map(([textId, label]) => ({
    textId,
    label,
    html: texts[textId] ?? '',
    baseRevision: versions[textId] ?? 0,
  }))
}

export const isEditablePageText = (textId: string) => Object.hasOwn(pageTextLabels, textId)

/** The text blocks of an article or a news item, its main one first, then by name (as the public pages read them). */
export function orderedTexts(texts: Record<string, string>, main: string) {
  const withMain = main in texts || !main ? texts : { [main]: '', ...texts }
  return Object.entries(withMain)
    .sort(([a], [b]) => (a === main ? -1 : b === main ? 1 : a.localeCompare(b, 'fr', { numeric: true })))
    .map(([name, html]) => ({ name, html }))
}
