import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export interface OutboxMail {
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
  links: string[]
  attachments: { filename: string; contentType: string }[]
  date: string
  /** The .eml file beside the summary. */
  eml: string
}

/** Every mail the API wrote into its outbox, oldest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  let files: string[]
  try {
    files = (await readdir(outboxDir)).filter((file) => file.endsWith('.json')).sort()
  } catch {
    return []
  }
  return Promise.all(
    files.map(async (file) => ({
      ...JSON.parse(await readFile(join(outboxDir, file), 'utf8')),
      eml: join(outboxDir, file.replace(/\.json$/, '.eml')),
    })),
  )
}

/**
 * Waits until at least `count` mails match, and answers all those that do (the API's outbox sends a mail just after
 * the answer of the request that wrote it): a test then checks there is no more than it expects.
 */
export async function waitForMails(
  outboxDir: string,
  match: (mail: OutboxMail) => boolean,
  count = 1,
  timeoutMs = 10_000,
): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await readOutbox(outboxDir)).filter(match)
    if (found.length >= count) return found
    if (Date.now() > deadline) throw new Error(`${found.length} matching mail(s) in the outbox, ${count} expected`)
    await sleep(100)
  }
}

/** Waits for the newest mail that matches. */
export async function waitForMail(outboxDir: string, match: (mail: OutboxMail) => boolean, timeoutMs = 10_000): Promise<OutboxMail> {
  return (await waitForMails(outboxDir, match, 1, timeoutMs)).at(-1)!
}
