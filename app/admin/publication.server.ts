import { data } from '@remix-run/node'
import { z } from 'zod'
import { scheduleMoment } from '#contract/dates'
import { publishAt } from '#contract/publication'
import { staffApiFailure } from '~/admin/auth.server'
import type { HtmlTextReply } from '~/admin/html-texts.server'
import { staffOnce } from '~/admin/once.server'
import type { PublicationChange } from '~/models/publication.server'
import { ApiError, ApiFieldErrors } from '~/utils/api.server'
import { FORM_KEY } from '~/utils/form-key'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * `intent=publish` (optional `publishAt`, `yyyy-mm-ddThh:mm` Paris time), `unpublish`, `discard-draft` of an article
 * (`blogId`) or a news item (its page's own): DESIGN.md's form contract, decision 0036.
 */
export function PublicationFormSchemas<Name extends string>(...address: Name[]) {
  const named = Object.fromEntries(address.map((name) => [name, z.string()])) as Record<Name, z.ZodString>
  return [
    z.object({ intent: z.literal('publish'), ...named, publishAt: publishAt.optional() }),
    z.object({ intent: z.literal('unpublish'), ...named }),
    z.object({ intent: z.literal('discard-draft'), ...named }),
  ] as const
}

/** What a change is called in the page's toasts: the item with its article (« l’article », « l’actualité »). */
export interface PublicationWords {
  published: string
  scheduled: (when: string) => string
  unpublished: string
  discarded: string
}

/**
 * Runs a change through its model, once for a double click, then back to the page with what happened; a
 * `publishAt` the API refuses (in the past, an item already published) is said under the field.
 */
export async function changePublication(
  request: Request,
  formData: FormData,
  change: PublicationChange,
  { apply, redirectTo, words }: { apply: () => Promise<{ publishAt: string | null }>; redirectTo: string; words: PublicationWords },
) {
  const values = Object.fromEntries([...formData].filter(([name]) => name !== FORM_KEY).map(([name, value]) => [name, String(value)]))
  try {
    const item = await staffOnce(request, formData, 'publication', Object.values(values), apply)
    const message =
      change.intent === 'unpublish'
        ? words.unpublished
        : change.intent === 'discard-draft'
          ? words.discarded
          : item.publishAt
            ? words.scheduled(scheduleMoment(item.publishAt))
            : words.published
    return redirectWithToast(request, redirectTo, { kind: 'success', message })
  } catch (error) {
    await staffApiFailure(request, error)
    const refuse = (status: number, errors: Record<string, string[]>) =>
      data<HtmlTextReply>({ result: { status: 'error', initialValue: values, error: errors } }, { status })
    if (error instanceof ApiFieldErrors) return refuse(400, error.errors.publishAt ? { publishAt: error.errors.publishAt } : error.errors)
    if (error instanceof ApiError) return refuse(error.status ?? 503, { '': [error.message] })
    throw error
  }
}
