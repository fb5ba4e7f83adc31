import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { and, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { todayInParis } from '../contract/dates'
import type { Database } from '../db'
import { backupRun } from '../db/schema'
import { createBackup } from './backup'
import type { DueTask } from './due-work'
import { zonedToUtc } from './ics'
import { uploadsDirOf } from './image-files'

const TIME_ZONE = 'Europe/Paris'
/** The hour of the night, in Paris, the daily backup is due. */
const BACKUP_HOUR = 3
/** A claim older than this without an end (a process stopped mid-way, or a failure) is taken again. */
const RETRY_AFTER_MS = 60 * 60 * 1000

/** Names of the daily archives: the pruning never touches another file of BACKUP_DIR. */
const dailyName = /^ecole-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}Z\.tar\.gz$/

export const dailyFileName = (slot: Date) => `ecole-${slot.toISOString().slice(0, 16).replace(':', '-')}Z.tar.gz`

/** The latest 3:00 in Paris at or before `now`: the daily backup this instant is due for. */
export function backupSlot(now: Date): Date {
  const today = zonedToUtc(todayInParis(now), { hour: BACKUP_HOUR, minute: 0 }, TIME_ZONE)
  if (today <= now) return today
  return zonedToUtc(todayInParis(new Date(today.getTime() - 12 * 60 * 60 * 1000)), { hour: BACKUP_HOUR, minute: 0 }, TIME_ZONE)
}

/**
 * The daily backup of the due work (decision 0029), when BACKUP_DIR is set: the process whose claim of the day's
 * row wins writes the archive, then removes the oldest daily archives beyond BACKUP_KEEP. The row stays claimed
 * when a backup fails or its process stops: the first run an hour later tries again.
 */
export function dailyBackup(app: FastifyInstance): DueTask {
  return async (now) => {
    const { backupDir, backupKeep } = app.config
    if (!backupDir) return
    const slot = backupSlot(now)
    if (!(await claim(app.db, slot, now))) return
    const started = Date.now()
    try {
      const result = await createBackup({ db: app.db, uploadsDir: uploadsDirOf(app.config.dataDir) }, join(backupDir, dailyFileName(slot)))
      await app.db
        .update(backupRun)
        .set({ finishedAt: app.clock.now(), file: dailyFileName(slot), bytes: result.bytes, error: null })
        .where(eq(backupRun.slot, slot))
      const removed = await keepNewest(backupDir, backupKeep)
      app.log.info({ file: result.file, bytes: result.bytes, ms: Date.now() - started, removed }, 'daily backup written')
    } catch (error) {
      await app.db
        .update(backupRun)
        .set({ error: (error as Error).message.slice(0, 1000) })
        .where(eq(backupRun.slot, slot))
      app.log.error({ err: error, slot }, 'daily backup failed')
    }
  }
}

/** One process gets the slot: the first to insert its row, or the first to take again a claim left an hour ago. */
async function claim(db: Database, slot: Date, now: Date): Promise<boolean> {
  const inserted = await db.insert(backupRun).values({ slot, claimedAt: now }).onConflictDoNothing().returning({ slot: backupRun.slot })
  if (inserted.length) return true
  const retaken = await db
    .update(backupRun)
    .set({ claimedAt: now })
    .where(and(eq(backupRun.slot, slot), isNull(backupRun.finishedAt), lt(backupRun.claimedAt, new Date(now.getTime() - RETRY_AFTER_MS))))
    .returning({ slot: backupRun.slot })
  return retaken.length > 0
}

/** Removes the daily archives beyond the `keep` newest; answers their names. */
async function keepNewest(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => dailyName.test(name)).sort()
  const old = names.slice(0, Math.max(0, names.length - keep))
  await Promise.all(old.map((name) => rm(join(dir, name), { force: true })))
  return old
}

/** What the admin home says of the backups: whether the daily one is set, when the last succeeded, the last failure. */
export async function backupFigures(db: Database, configured: boolean) {
  const [last] = await db
    .select({ slot: backupRun.slot, finishedAt: backupRun.finishedAt, file: backupRun.file })
    .from(backupRun)
    .where(isNotNull(backupRun.finishedAt))
    .orderBy(desc(backupRun.finishedAt))
    .limit(1)
  const [failed] = await db
    .select({ error: backupRun.error })
    .from(backupRun)
    .where(and(isNull(backupRun.finishedAt), isNotNull(backupRun.error), last ? gt(backupRun.slot, last.slot) : undefined))
    .orderBy(desc(backupRun.slot))
    .limit(1)
  return {
    configured,
    lastSucceededAt: last?.finishedAt?.toISOString() ?? null,
    lastFile: last?.file ?? null,
    lastError: failed?.error ?? null,
  }
}
