import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'

/** Screenshots of a page on a phone and on a desktop, when SCREENSHOTS_DIR asks for them (to look at, never compared). */
export async function screenshots(page: Page, name: string) {
  const folder = process.env.SCREENSHOTS_DIR
  if (!folder) return
  await mkdir(folder, { recursive: true })
  const size = page.viewportSize()
  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: join(folder, `${name}-${device}.png`), fullPage: true })
  }
  if (size) await page.setViewportSize(size)
}
