import { and, desc, eq, notInArray, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FastifyRequest } from 'fastify'
import { parisMoment } from '../contract/dates'
import { REVISIONS_KEPT, type TextKind, type TextRevision, TextSaveQuery, type TextVersion } from '../contract/texts'
import type { Database } from '../db'
import { blog, blogText, news, newsText, page, pageText, textRevision, textSave } from '../db/schema'
import { HttpError, notFound, parse } from '../errors'
import { staffOf } from '../plugins/auth'
import { staffTransaction } from './activity'
import { cleanHtmlText, plainTextOf, titleOf } from './html'

/** The text id that names an article's or a news item's title rather than one of its text blocks. */
export const TITLE_TEXT = 'title'

/** One html text: a page's, an article's or a news item's (`ownerId`), and its id there. */
export interface TextRef {
  kind: TextKind
  ownerId: number
  textId: string
}

/** A text as stored: what visitors see, and staff's draft of it if there is one (decision 0036). */
interface StoredText {
  html: string
  draftHtml: string | null
}

/** How each kind of owner stores its texts: what the save path reads, locks and writes. */
interface TextStore {
  unknown: string
  /**
   * The owner's name for the log and whether visitors see it (pages always do), its row locked until the save
   * commits; undefined when it does not exist.
   */
  lockOwner(tx: Database, ownerId: number): Promise<{ label: string; published: boolean } | undefined>
  read(tx: Database, ref: TextRef): Promise<StoredText | undefined>
  /** Writes the live text (its draft dropped), or only its draft (`draft`): a new text is empty for visitors meanwhile. */
  write(tx: Database, ref: TextRef, html: string, draft: boolean): Promise<unknown>
  /** Articles and news items: the text id `title` sets the title (decision 0006), or its draft. */
  setTitle?(tx: Database, ownerId: number, title: string, draft: boolean): Promise<unknown>
}

/** The columns a text is saved into: the live html with its draft dropped, or the draft alone. */
const savedColumns = (html: string, draft: boolean) => (draft ? { draftHtml: html } : { html, draftHtml: null })
const isPublished = (row: { label: string; state: string } | undefined) => row && { label: row.label, published: row.state === 'published' }

/**
 * Articles and news items keep their texts alike: the item's row (its title, its state) in `items`, each text in a
 * table of its own, keyed by the item (`item`) and the text's name (`name`).
 */
function itemStore(
  unknown: string,
  items: typeof blog | typeof news,
  texts: {
    table: typeof blogText | typeof newsText
    item: PgColumn
    name: PgColumn
    row: (ref: TextRef) => { blogId: number; textId: string } | { newsId: number; textName: string }
  },
): TextStore {
  const { table, item, name } = texts
  return {
    unknown,
    lockOwner: async (tx, ownerId) =>
      isPublished((await tx.select({ label: items.title, state: items.state }).from(items).where(eq(items.id, ownerId)).for('update'))[0]),
    read: async (tx, ref) =>
      (
        await tx
          .select({ html: table.html, draftHtml: table.draftHtml })
          .from(table)
          .where(and(eq(item, ref.ownerId), eq(name, ref.textId)))
      )[0],
    write: (tx, ref, html, draft) =>
      tx
        .insert(table)
        .values({ ...texts.row(ref), html: draft ? '' : html, draftHtml: draft ? html : null })
        .onConflictDoUpdate({ target: [item, name], set: savedColumns(html, draft) }),
    setTitle: (tx, ownerId, title, draft) =>
      tx
        .update(items)
        .set(draft ? { draftTitle: title } : { title, draftTitle: null })
        .where(eq(items.id, ownerId)),
  }
}

const stores: Record<TextKind, TextStore> = {
  page: {
    unknown: 'Cette page n’existe pas.',
    lockOwner: async (tx, ownerId) => {
      const [row] = await tx.select({ label: page.name }).from(page).where(eq(page.id, ownerId)).for('update')
      return row && { label: row.label, published: true }
    },
    read: async (tx, ref) =>
      (
        await tx
          .select({ html: pageText.html, draftHtml: pageText.draftHtml })
          .from(pageText)
          .where(and(eq(pageText.pageId, ref.ownerId), eq(pageText.textId, ref.textId)))
      )[0],
    write: (tx, ref, html, draft) =>
      tx
        .insert(pageText)
        .values({ pageId: ref.ownerId, textId: ref.textId, html: draft ? '' : html, draftHtml: draft ? html : null })
        .onConflictDoUpdate({ target: [pageText.pageId, pageText.textId], set: { ...savedColumns(html, draft), updatedAt: sql`now()` } }),
  },
  blog: itemStore('Cet article n’existe pas.', blog, {
    table: blogText,
    item: blogText.blogId,
    name: blogText.textId,
    row: (ref) => ({ blogId: ref.ownerId, textId: ref.textId }),
  }),
  news: itemStore('Cette actualité n’existe pas.', news, {
    table: newsText,
    item: newsText.newsId,
    name: newsText.textName,
    row: (ref) => ({ newsId: ref.ownerId, textName: ref.textId }),
  }),
}

/** The 404 of a text whose page, article or news item does not exist. */
export const unknownOwner = (kind: TextKind) => notFound(stores[kind].unknown)

/** 404 unless the page, article or news item of `kind` exists (outside a transaction, its lock ends at once). */
export async function requireOwner(db: Database, kind: TextKind, ownerId: number): Promise<void> {
  if (!(await stores[kind].lockOwner(db, ownerId))) throw unknownOwner(kind)
}

const sameText = (ref: TextRef) =>
  and(eq(textRevision.kind, ref.kind), eq(textRevision.ownerId, ref.ownerId), eq(textRevision.textId, ref.textId))

/** Consecutive saves of a text by one member this close together make one revision (decision 0033). */
export const SITTING_MS = 5 * 60_000

/** How a save is made: where it goes (decision 0036), which version it was opened at, whether it may coalesce. */
export interface SaveOptions {
  /** Writes the live text at once (its draft dropped); else as the owner says (decision 0036). */
  publish?: boolean
  /** The version the editor opened the text at: a save over a later one is refused (409). Absent: no check. */
  baseRevision?: number
  /** An editor's save, which may go on the revision of the same member's save just before (not a restore). */
  coalesce?: boolean
}

/** A save from an editor (PUT page|blog|news/…): its `?baseRevision=`, and it may go on the sitting's revision. */
export const editorSave = (request: FastifyRequest): SaveOptions => ({ ...parse(TextSaveQuery, request.query), coalesce: true })

/**
 * Counts a save of a text (its owner locked): refuses it when it was opened at another version than the current
 * one, then notes the new version, who and when. Answers whether the last save was the same member's, a few minutes
 * ago.
 */
async function countSave(tx: Database, now: Date, ref: TextRef, staff: { id: number; user: string }, base?: number) {
  const [last] = await tx.select().from(textSave).where(sameSave(ref))
  const version = last?.version ?? 0
  // A member's own later save is no one else's edit: their autosave that left just before their click, another tab.
  if (base !== undefined && base !== version && last?.staffUserId !== staff.id) {
    const by = last ? `par ${last.staffName} ${parisMoment(last.savedAt, now)}` : 'entre-temps'
    throw new HttpError(
      409,
      `Ce texte a été modifié ${by} depuis que vous l’avez ouvert\u00a0: vos modifications ne sont pas enregistrées. Gardez-les de côté, voyez sa version, puis enregistrez à nouveau pour la remplacer.`,
    )
  }
  const saved = { version: version + 1, savedAt: now, staffUserId: staff.id, staffName: staff.user }
  await tx
    .insert(textSave)
    .values({ ...ref, ...saved })
    .onConflictDoUpdate({ target: [textSave.kind, textSave.ownerId, textSave.textId], set: saved })
  const sameSitting = !!last && last.staffUserId === staff.id && now.getTime() - last.savedAt.getTime() < SITTING_MS
  return { sameSitting }
}

const sameSave = (ref: TextRef) => and(eq(textSave.kind, ref.kind), eq(textSave.ownerId, ref.ownerId), eq(textSave.textId, ref.textId))

/** The last save of each text of a page, an article or a news item, by text id (none: version 0). */
export async function readTextVersions(db: Database, kind: TextKind, ownerId: number): Promise<Record<string, TextVersion>> {
  const rows = await db
    .select()
    .from(textSave)
    .where(and(eq(textSave.kind, kind), eq(textSave.ownerId, ownerId)))
  return Object.fromEntries(
    rows.map((row) => [row.textId, { version: row.version, savedAt: row.savedAt.toISOString(), savedBy: row.staffName }]),
  )
}

/**
 * The save path of every html text (PUT page|blog|news/…, and restoring a revision): in one transaction, the
 * text is written, the html it replaces is kept as a revision (the last REVISIONS_KEPT of that text stay) and the
 * save is logged. A title is not an html text: it is logged, not kept as a revision. Every save counts a version of
 * the text, and a save opened at an older one is refused (countSave).
 *
 * Where it goes (decision 0036): while visitors see the owner (a page, a published article or news item), a save
 * is the text's draft, unless `publish` asks for it live; an item not published yet is written as it is (nobody
 * but staff sees it). What staff edit, and what a revision keeps, is the draft when there is one.
 */
export async function saveHtmlText(request: FastifyRequest, ref: TextRef, html: string, save: SaveOptions = {}): Promise<void> {
  const staff = await staffOf(request)
  const store = stores[ref.kind]
  await staffTransaction(request, async (tx, record) => {
    const owner = await store.lockOwner(tx, ref.ownerId)
    if (!owner) throw unknownOwner(ref.kind)
    const { sameSitting } = await countSave(tx, request.server.clock.now(), ref, staff, save.baseRevision)
    const draft = owner.published && !save.publish
    const logged = { entity: ref.kind, entityId: ref.ownerId, action: 'update' } as const
    if (store.setTitle && ref.textId === TITLE_TEXT) {
      const title = titleOf(html)
      await store.setTitle(tx, ref.ownerId, title, draft)
      await record({ ...logged, label: title, before: { title: owner.label }, after: { title, ...(draft ? { draft } : {}) } })
      return
    }
    const stored = await store.read(tx, ref)
    const previous = stored ? (stored.draftHtml ?? stored.html) : null
    await store.write(tx, ref, html, draft)
    // An unchanged text or an empty one (a new article's main text) has no version worth going back to.
    // The same member's next save within a few minutes (an autosave) goes on the sitting's revision (decision 0033).
    const keepsPrevious = !(sameSitting && save.coalesce)
    if (keepsPrevious && previous !== null && previous !== html && plainTextOf(previous)) {
      await tx.insert(textRevision).values({ ...ref, html: previous, staffUserId: staff.id, staffName: staff.user })
      const kept = tx
        .select({ id: textRevision.id })
        .from(textRevision)
        .where(sameText(ref))
        .orderBy(desc(textRevision.id))
        .limit(REVISIONS_KEPT)
      await tx.delete(textRevision).where(and(sameText(ref), notInArray(textRevision.id, kept)))
    }
    const after = { [ref.textId]: html, ...(draft ? { draft } : {}) }
    await record({ ...logged, label: owner.label, before: { [ref.textId]: previous }, after })
  })
}

/** The kept versions of a text, newest first. */
export async function readRevisions(db: Database, ref: TextRef): Promise<TextRevision[]> {
  const rows = await db.select().from(textRevision).where(sameText(ref)).orderBy(desc(textRevision.id)).limit(REVISIONS_KEPT)
  return rows.map((row) => ({ id: row.id, html: row.html, savedAt: row.savedAt.toISOString(), savedBy: row.staffName }))
}

/**
 * Saves the html of revision `id` (of `kind`: a revision of another kind is not found by this route) as the
 * current text, through the save path: the text it replaces becomes a revision in turn. Answers which text.
 */
export async function restoreRevision(request: FastifyRequest, kind: TextKind, id: number): Promise<TextRef> {
  const [row] = await request.server.db
    .select()
    .from(textRevision)
    .where(and(eq(textRevision.id, id), eq(textRevision.kind, kind)))
  if (!row) throw notFound('Cette version du texte n’existe pas.')
  const ref: TextRef = { kind, ownerId: row.ownerId, textId: row.textId }
  // Kept sanitised, and sanitised again: a version written before a stricter sanitiser must meet today's rules.
  await saveHtmlText(request, ref, cleanHtmlText(row.html))
  return ref
}

/** Deletes the revisions of every text of an article or a news item being deleted, in its transaction. */
export async function deleteRevisionsOf(tx: Database, kind: TextKind, ownerId: number): Promise<void> {
  await tx.delete(textRevision).where(and(eq(textRevision.kind, kind), eq(textRevision.ownerId, ownerId)))
  await tx.delete(textSave).where(and(eq(textSave.kind, kind), eq(textSave.ownerId, ownerId)))
}
