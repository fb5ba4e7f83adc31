import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { scheduleMoment } from '#contract/dates'
import type { Publication } from '#contract/publication'
import { Banner, Button, FormErrors, FormField, getFormProps, useServerForm } from '~/components/ui'
import { FORM_KEY } from '~/utils/form-key'
import type { Column } from './data-table'

/** The intents of the panel's forms, whose refusals it shows. */
export const isPublicationIntent = (intent: unknown) => intent === 'publish' || intent === 'unpublish' || intent === 'discard-draft'

/** The list's « État » column: where each item stands. */
export const publicationColumn: Column<Publication> = { key: 'state', label: 'État', cell: (row) => publicationLabel(row) }

/** Where an article or a news item stands, as its list and its page say it (decision 0036). */
export function publicationLabel({ state, publishAt, hasDraft }: Publication): string {
  if (state === 'draft') return 'Brouillon'
  if (state === 'scheduled' && publishAt) return `Programmé le ${scheduleMoment(publishAt)}`
  return hasDraft ? 'Publié, modifications non publiées' : 'Publié'
}

interface PublicationPanelProps {
  item: Publication
  /** The fields that name the item (`blogId` on the blog's page; none on a news item's own page). */
  address: Record<string, string>
  /** « l’article », « l’actualité »: said in the buttons' accessible names. */
  what: string
  formKey: string
  /** The action's reply, when it was one of these forms'. */
  result?: SubmissionResult<string[]>
  /** Unique in the page. */
  id: string
}

/**
 * The forms that move an item, each a plain POST (no JavaScript needed): publish it now or at a time in Paris,
 * publish or drop its draft, take it off the site.
 */
export function PublicationPanel({ item, address, what, formKey, result, id }: PublicationPanelProps) {
  const [form, fields] = useServerForm({ id: `${id}-schedule`, lastResult: result, constraint: {} })
  const hidden = (
    <>
      <input type="hidden" name={FORM_KEY} value={formKey} />
      {Object.entries(address).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
  const button = (intent: string, label: string, variant: 'primary' | 'secondary' = 'secondary') => (
    <Form method="post" className="inline-form">
      {hidden}
      <Button type="submit" name="intent" value={intent} variant={variant}>
        {label}
      </Button>
    </Form>
  )
  return (
    <section className="admin-section publication-panel" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Publication</h3>
      <FormErrors form={form} />
      {item.state === 'published' && fields.publishAt.errors?.length ? (
        // A time sent for an item already published (a form of another page, a typed request): no field to hold it.
        <Banner kind="error">{fields.publishAt.errors.join(' ')}</Banner>
      ) : null}
      <p className="publication-state">
        <strong>{publicationLabel(item)}</strong>
        {item.state === 'published'
          ? item.hasDraft
            ? '\u00a0: les visiteurs voient la version publiée jusqu’à ce que vous publiiez les modifications.'
            : '\u00a0: visible par les visiteurs.'
          : '\u00a0: invisible pour les visiteurs.'}
      </p>
      <div className="button-row">
        {item.state === 'published'
          ? item.hasDraft
            ? [
                <span key="publish">{button('publish', 'Publier les modifications', 'primary')}</span>,
                <span key="discard">{button('discard-draft', 'Abandonner le brouillon')}</span>,
              ]
            : null
          : button('publish', item.state === 'scheduled' ? 'Publier maintenant' : 'Publier', 'primary')}
        {item.state !== 'draft' ? button('unpublish', item.state === 'scheduled' ? 'Annuler la programmation' : 'Retirer du site') : null}
      </div>
      {item.state !== 'published' ? (
        <Form method="post" {...getFormProps(form)}>
          {hidden}
          <FormField meta={fields.publishAt} label="Publier automatiquement le (heure de Paris)" type="datetime-local" required />
          <Button type="submit" name="intent" value="publish" variant="secondary">
            Programmer la publication<span className="visually-hidden"> de {what}</span>
          </Button>
        </Form>
      ) : null}
    </section>
  )
}
