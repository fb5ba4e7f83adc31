import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { Banner, Button, FormErrors, FormField, getFormProps, useHydrated, useServerForm } from '~/components/ui'
import { FORM_KEY } from '~/utils/form-key'
import { type AutosaveAnswer, useAutosave } from './autosave'
import { HtmlField } from './html-field'

/** The action's reply to a refused save: the errors, and after another member's save the version to save over. */
export type TextReply = { result: SubmissionResult<string[]>; baseRevision?: number }

export interface HtmlTextFormProps {
  /** The form's id on its page (several texts per page). */
  id: string
  action: string
  /** The fields that name the text (DESIGN.md's form contract: `blogId`, `textId`, or `textName`). */
  address: Record<string, string>
  label: string
  html: string
  /** A title is one line of words; any other text gets the editor. */
  kind?: 'title' | 'text'
  maxLength: number
  formKey: string
  /** The version the text was loaded at (`baseRevision`, decision 0033). */
  baseRevision: number
  /** The action's reply, when it was this form's. */
  reply?: TextReply
  /** The page of the text's earlier versions (`revisionsPathOf`); a title has none. */
  revisionsPath?: string
  /**
   * Visitors see the text's owner (a page, a published article or news item): a save is its draft, « Publier » makes
   * it live (decision 0036); `hasDraft` says a draft waits.
   */
  publishing?: { hasDraft: boolean }
}

/** The page of an html text's earlier versions (decision 0017), which returns to `back` after a restore. */
export const revisionsPathOf = (kind: 'page' | 'blog' | 'news', ownerId: number | string, textId: string, back: string) =>
  `/admin/text-revisions/${kind}/${ownerId}/${encodeURIComponent(textId)}?${new URLSearchParams({ retour: back })}`

/**
 * `intent=update` of one html text: the same form with the editor, or a textarea without JavaScript. With
 * JavaScript it saves by itself a few seconds after typing stops; a save after another member's is refused, what
 * was typed stays, and the form offers their version.
 */
export function HtmlTextForm({
  id,
  action,
  address,
  label,
  html,
  kind = 'text',
  maxLength,
  formKey,
  baseRevision,
  reply,
  revisionsPath,
  publishing,
}: HtmlTextFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [autosaved, setAutosaved] = useState<AutosaveAnswer | null>(null)
  const [base, setBase] = useState(reply?.baseRevision ?? baseRevision)
  // The latest of: the version loaded, the one another member's save left (409), the one an autosave made.
  useEffect(() => setBase(baseRevision), [baseRevision])
  useEffect(() => {
    if (reply?.baseRevision !== undefined) setBase(reply.baseRevision)
  }, [reply])
  const lastReply = autosaved && 'result' in autosaved ? autosaved : reply
  const conflict = lastReply?.baseRevision !== undefined
  const autosave = useAutosave({
    formRef,
    action,
    enabled: !conflict,
    onAnswer: (answer) => {
      setAutosaved(answer)
      const next = 'saved' in answer ? answer.saved.baseRevision : answer.baseRevision
      if (next !== undefined) setBase(next)
    },
  })
  const hydrated = useHydrated()
  const [form, fields] = useServerForm({ id, lastResult: lastReply?.result, constraint: { html: { maxLength } }, defaultValue: { html } })
  const navigation = useNavigation()
  // Pending is this form's own send: the page has one form per text, all with intent=update.
  const pending =
    navigation.state !== 'idle' &&
    navigation.formAction === action &&
    Object.entries(address).every(([name, value]) => navigation.formData?.get(name) === value)
  const meta = fields.html
  const value = String(meta.initialValue ?? '')
  return (
    <Form
      key={form.key}
      ref={formRef}
      method="post"
      action={action}
      className="html-text-form"
      {...getFormProps(form)}
      onInput={autosave.changed}
      onSubmit={() => {
        autosave.cancel()
        setAutosaved(null)
      }}
    >
      <input type="hidden" name={FORM_KEY} value={formKey} />
      <input type="hidden" name="baseRevision" value={base} />
      {Object.entries(address).map(([name, addressValue]) => (
        <input key={name} type="hidden" name={name} value={addressValue} />
      ))}
      <FormErrors form={form} />
      {conflict && revisionsPath ? (
        <p className="html-text-conflict">
          <a href={revisionsPath} target="_blank" rel="noopener noreferrer">
            Voir la version enregistrée<span className="visually-hidden"> du texte {label.toLowerCase()}</span> (nouvel onglet)
          </a>
        </p>
      ) : null}
      {kind === 'title' ? (
        <FormField meta={meta} label={label} type="text" defaultValue={value} autoComplete="off" />
      ) : (
        <HtmlField
          id={meta.id}
          name={meta.name}
          label={label}
          defaultValue={value}
          maxLength={maxLength}
          errorId={meta.errorId}
          errors={meta.errors}
          onChange={autosave.changed}
        />
      )}
      {publishing ? (
        <DraftButtons label={label} pending={pending} hasDraft={publishing.hasDraft} />
      ) : (
        <Button type="submit" name="intent" value="update" pending={pending} pendingLabel="Enregistrement…">
          Enregistrer<span className="visually-hidden"> {label.toLowerCase()}</span>
        </Button>
      )}
      {hydrated ? (
        <p className="autosave-status" role="status">
          {autosave.sending ? 'Enregistrement du brouillon…' : autosaved && 'saved' in autosaved ? autosaved.saved.message : null}
        </p>
      ) : null}
      {revisionsPath ? (
        <Link to={revisionsPath} className="html-text-revisions">
          Versions précédentes<span className="visually-hidden"> du texte {label.toLowerCase()}</span>
        </Link>
      ) : null}
    </Form>
  )
}

/**
 * The two saves of a text visitors see, without JavaScript as with it: « Enregistrer le brouillon » (`save=draft`)
 * and « Publier » (`save=publish`), both `intent=update`.
 */
function DraftButtons({ label, pending, hasDraft }: { label: string; pending: boolean; hasDraft: boolean }) {
  const named = <span className="visually-hidden"> {label.toLowerCase()}</span>
  return (
    <>
      <input type="hidden" name="intent" value="update" />
      {hasDraft ? <p className="draft-note">Brouillon non publié{'\u00a0'}: les visiteurs voient encore la version publiée.</p> : null}
      <Button type="submit" name="save" value="draft" variant="secondary" pending={pending} pendingLabel="Enregistrement…">
        Enregistrer le brouillon{named}
      </Button>{' '}
      <Button type="submit" name="save" value="publish" disabled={pending}>
        Publier{named}
      </Button>
    </>
  )
}

/** The action's reply, if the last send was this text's form (a page has one form per text). */
export function replyFor(reply: TextReply | undefined, address: Record<string, string>): TextReply | undefined {
  const sent = reply?.result.initialValue
  if (!sent) return undefined
  const names = Object.keys(sent).filter((name) => name !== 'intent' && name !== 'html')
  return names.every((name) => (address[name] ?? '') === sent[name]) ? reply : undefined
}

/**
 * The errors of a send whose text the page does not show (an article or a text gone meanwhile, an address typed
 * by hand): above the page, since no form is there to hold them.
 */
export function UnmatchedReply({
  reply,
  addresses,
}: {
  reply: { result: SubmissionResult<string[]> } | undefined
  addresses: Record<string, string>[]
}) {
  if (!reply || addresses.some((address) => replyFor(reply, address))) return null
  const errors = Object.values(reply.result.error ?? {}).flatMap((list) => list ?? [])
  return errors.length ? <Banner kind="error">{[...new Set(errors)].join(' ')}</Banner> : null
}

interface PageTextsSectionProps {
  /** The page's name as the title says it (« Blog », « Actualités »), and the prefix of its forms' ids. */
  title: string
  idPrefix: string
  pageId: number
  texts: { textId: string; label: string; html: string; baseRevision: number }[]
  /** Where the forms post and the revisions return. */
  action: string
  reply: { result: SubmissionResult<string[]> } | undefined
  formKey: string
  maxLength: number
  /** The ids of the texts whose draft waits (decision 0036). */
  drafts: string[]
}

/** The texts of a list page itself (/blog, /news; right 10): one form each, with their earlier versions. */
export function PageTextsSection({ title, idPrefix, pageId, texts, action, reply, formKey, maxLength, drafts }: PageTextsSectionProps) {
  return (
    <section className="admin-section" aria-labelledby={`${idPrefix}-texts`}>
      <h2 id={`${idPrefix}-texts`}>Textes de la page {title}</h2>
      {texts.map(({ textId, label, html, baseRevision }) => (
        <HtmlTextForm
          key={textId}
          id={`${idPrefix}-${textId}`}
          action={action}
          address={{ textId }}
          label={label}
          html={html}
          maxLength={maxLength}
          formKey={formKey}
          baseRevision={baseRevision}
          reply={replyFor(reply, { textId })}
          revisionsPath={revisionsPathOf('page', pageId, textId, action)}
          publishing={{ hasDraft: drafts.includes(textId) }}
        />
      ))}
    </section>
  )
}
