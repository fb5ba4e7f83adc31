import { randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The file of DATA_DIR whose token `npm run backup` shows the running API (decision 0029). */
export const backupTokenFile = (dataDir: string) => join(dataDir, 'backup-token')

/** The token of DATA_DIR, made (readable by its owner only) on the first start. */
export async function backupTokenOf(dataDir: string): Promise<string> {
  const file = backupTokenFile(dataDir)
  const existing = await readFile(file, 'utf8').catch(() => '')
  if (existing.trim().length >= 32) return existing.trim()
  await mkdir(dataDir, { recursive: true })
  const token = randomBytes(32).toString('base64url')
  await writeFile(file, `${token}\n`, { mode: 0o600 })
  return token
}

export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
