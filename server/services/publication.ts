import { and, eq, isNotNull, lte, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { publishAtInPast, publishedNotScheduled, type PublishSchema, wallClockOf } from '../contract/publication'
import type { Database } from '../db'
import { blog, blogText, news, newsText } from '../db/schema'
import { ValidationError } from '../errors'
import { type RecordActivity, recordActivity, staffTransaction } from './activity'
import { publishDraftPicture, setDraftPicture } from './article-pictures'
import { unknownOwner } from './html-texts'
import { zonedToUtc } from './ics'

/**
 * Drafts and scheduled publishing of articles and news items (issue 30, decision 0036). An item is a draft, scheduled
 * or published; while published, staff's edits wait in `draft_title`, each text's `draft_html` (html-texts.ts) and
 * an article's `draft_image_id` (article-pictures.ts) until they are published here, in one transaction with its activity row.
 */

type ItemKind = 'blog' | 'news'

/** The tables of each kind: the item and its texts. */
const tables = {
  blog: { item: blog, text: blogText, owner: blogText.blogId },
  news: { item: news, text: newsText, owner: newsText.newsId },
} as const

type Tx = Database

/**
 * Makes an item's draft its live version: its title, texts and an article's picture, then the item published.
 * Answers the picture's change for the log entry (empty when none waited).
 */
async function applyDraft(tx: Tx, kind: ItemKind, id: number) {
  const { item, text, owner } = tables[kind]
  await tx
    .update(text)
    .set({ html: sql`${text.draftHtml}`, draftHtml: null })
    .where(and(eq(owner, id), isNotNull(text.draftHtml)))
  const picture = kind === 'blog' ? await publishDraftPicture(tx, id) : { before: {}, after: {} }
  await tx
    .update(item)
    .set({ title: sql`coalesce(${item.draftTitle}, ${item.title})`, draftTitle: null, state: 'published', publishAt: null })
    .where(eq(item.id, id))
  return picture
}

/** The item locked for the rest of the transaction, or the French 404. */
async function lockItem(tx: Tx, kind: ItemKind, id: number) {
  const { item } = tables[kind]
  const [row] = await tx
    .select({ title: item.title, state: item.state, publishAt: item.publishAt, draftTitle: item.draftTitle })
    .from(item)
    .where(eq(item.id, id))
    .for('update')
  if (!row) throw unknownOwner(kind)
  return row
}

const logged = (kind: ItemKind, id: number, label: string) => ({ entity: kind, entityId: id, label })

/**
 * `intent=publish`: without `publishAt`, the item (its draft, if published already) goes live now; with it, a draft
 * is scheduled for that time in Paris (refused in the past, and for an item already published).
 */
export async function publishItem(
  request: FastifyRequest,
  kind: ItemKind,
  id: number,
  input: z.output<typeof PublishSchema>,
): Promise<void> {
  const now = request.server.clock.now()
  await staffTransaction(request, async (tx, record) => {
    const row = await lockItem(tx, kind, id)
    if (input.publishAt === undefined) {
      const picture = await applyDraft(tx, kind, id)
      await record({
        ...logged(kind, id, row.draftTitle ?? row.title),
        action: 'publish',
        before: { state: row.state, ...picture.before },
        after: { state: 'published', ...picture.after },
      })
      return
    }
    if (row.state === 'published') throw new ValidationError({ publishAt: [publishedNotScheduled] })
    const { date, hour, minute } = wallClockOf(input.publishAt)
    const at = zonedToUtc(date, { hour, minute }, 'Europe/Paris')
    if (at.getTime() <= now.getTime()) throw new ValidationError({ publishAt: [publishAtInPast] })
    const { item } = tables[kind]
    await tx.update(item).set({ state: 'scheduled', publishAt: at }).where(eq(item.id, id))
    const before = { state: row.state, publishAt: row.publishAt?.toISOString() ?? null }
    await record({ ...logged(kind, id, row.title), action: 'schedule', before, after: { state: 'scheduled', publishAt: at.toISOString() } })
  })
  request.server.dueWork.soon()
}

/** `intent=unpublish`: visitors no longer see the item (a scheduled one is no longer scheduled); its texts stay. */
export async function unpublishItem(request: FastifyRequest, kind: ItemKind, id: number): Promise<void> {
  await changeItem(request, kind, id, 'unpublish', async (tx) => {
    const { item } = tables[kind]
    await tx.update(item).set({ state: 'draft', publishAt: null }).where(eq(item.id, id))
  })
}

/** `intent=discard-draft`: the edits of a published item (an article's picture too) are dropped; visitors' version becomes staff's again. */
export async function discardDraft(request: FastifyRequest, kind: ItemKind, id: number): Promise<void> {
  await changeItem(request, kind, id, 'discard', async (tx) => {
    const { item, text, owner } = tables[kind]
    await tx.update(item).set({ draftTitle: null }).where(eq(item.id, id))
    if (kind === 'blog') await setDraftPicture(tx, id, null)
    // A text that exists only as a draft goes with it.
    await tx.delete(text).where(and(eq(owner, id), isNotNull(text.draftHtml), eq(text.html, '')))
    await tx.update(text).set({ draftHtml: null }).where(eq(owner, id))
  })
}

async function changeItem(
  request: FastifyRequest,
  kind: ItemKind,
  id: number,
  action: 'unpublish' | 'discard',
  write: (tx: Tx) => Promise<void>,
): Promise<void> {
  await staffTransaction(request, async (tx, record: RecordActivity) => {
    const row = await lockItem(tx, kind, id)
    await write(tx)
    const after = action === 'unpublish' ? { state: 'draft' } : { draft: null }
    const before = action === 'unpublish' ? { state: row.state } : { draft: true }
    await record({ ...logged(kind, id, row.title), action, before, after })
  })
}

/** Who the log names for a publication the due work made: the schedule, not a person. */
const SCHEDULE = { id: null, user: 'Publication programmée' }

/**
 * The due work's task: every scheduled item whose time has come goes live, once whatever the API processes (the
 * UPDATE claims it: a second process finds it published), late after downtime but once. Answers how many.
 */
export async function publishDueItems(db: Database, now: Date): Promise<number> {
  let published = 0
  for (const kind of ['blog', 'news'] as const) {
    const { item } = tables[kind]
    // The claim, the texts and the log entries commit together: another process's UPDATE waits for this one and then
    // finds the rows published (PostgreSQL checks the WHERE again), so each item goes live once.
    published += await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database
      const claimed = await tx
        .update(item)
        .set({ state: 'published', publishAt: null })
        .where(and(eq(item.state, 'scheduled'), lte(item.publishAt, now)))
        .returning({ id: item.id, title: item.title })
      for (const row of claimed) {
        const picture = await applyDraft(tx, kind, row.id)
        const states = { before: { state: 'scheduled', ...picture.before }, after: { state: 'published', ...picture.after } }
        await recordActivity(tx, SCHEDULE, { ...logged(kind, row.id, row.title), action: 'publish', ...states })
      }
      return claimed.length
    })
  }
  return published
}

/** Which version of an item a read answers: visitors' (published items, live texts) or staff's (every item, drafts). */
export type ItemView = 'public' | 'editable'

interface ItemRow {
  title: string
  state: 'draft' | 'scheduled' | 'published'
  publishAt: Date | null
  draftTitle: string | null
  /** An article's picture waiting to be published. */
  draftImageId?: number | null
}
interface TextRow {
  name: string
  html: string
  draftHtml: string | null
}

/**
 * An item's title, texts and publication as `view` reads them. Visitors never get a draft: a text that exists only
 * as a draft is left out, so that the page shows what it showed before.
 */
export function itemVersion(row: ItemRow, texts: TextRow[], view: ItemView) {
  const editable = view === 'editable'
  const drafted = row.draftTitle !== null || (row.draftImageId ?? null) !== null || texts.some((text) => text.draftHtml !== null)
  const hasDraft = row.state === 'published' && drafted
  const shown = editable ? texts : texts.filter((text) => !(text.draftHtml !== null && text.html === ''))
  return {
    title: editable ? (row.draftTitle ?? row.title) : row.title,
    texts: Object.fromEntries(shown.map((text) => [text.name, editable ? (text.draftHtml ?? text.html) : text.html])),
    state: row.state,
    publishAt: editable ? (row.publishAt?.toISOString() ?? null) : null,
    hasDraft: editable && hasDraft,
  }
}
