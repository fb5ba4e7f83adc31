// Draws public/social-card.png, the picture that social networks show with a shared link (og:image):
// the school's name and promise in its own fonts and colours, rendered by Debian's Chromium.
// Run again after a change of name or colours: `node scripts/social-card.mjs`.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const root = fileURLToPath(new URL('..', import.meta.url))
const font = (path) => `data:font/woff2;base64,${readFileSync(`${root}node_modules/@fontsource/${path}`).toString('base64')}`

const html = `<!doctype html>
<html lang="fr"><meta charset="utf-8">
<style>
  @font-face { font-family: Lora; font-weight: 600; src: url(${font('lora/files/lora-latin-600-normal.woff2')}) format('woff2'); }
  @font-face { font-family: 'Source Sans 3'; font-weight: 400; src: url(${font('source-sans-3/files/source-sans-3-latin-400-normal.woff2')}) format('woff2'); }
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { display: flex; align-items: center; background: linear-gradient(135deg, #e3ede6, #f5ede1); font-family: 'Source Sans 3', sans-serif; color: #1f2a24; overflow: hidden; }
  .text { padding: 0 90px; max-width: 760px; position: relative; }
  .name { font: 600 34px Lora, serif; color: #3f6b57; margin: 0 0 28px; display: flex; align-items: center; gap: 16px; }
  h1 { font: 600 64px/1.15 Lora, serif; color: #24412f; margin: 0 0 28px; }
  p { font-size: 28px; margin: 0; color: #4a5750; }
  svg.shapes { position: absolute; right: -230px; top: -60px; }
</style>
<svg class="shapes" width="620" height="760" viewBox="0 0 620 760" aria-hidden="true">
  <circle cx="360" cy="300" r="260" fill="#a9c4b3" opacity="0.45"/>
  <circle cx="300" cy="470" r="190" fill="#e3d3bb" opacity="0.8"/>
  <circle cx="420" cy="220" r="70" fill="#a4442a" opacity="0.85"/>
  <path d="M120 520c80-170 360-170 440 0-80 120-360 120-440 0Z" fill="#3f6b57" opacity="0.85"/>
</svg>
<div class="text">
  <p class="name"><svg width="48" height="48" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="#fff"/><path d="M11 23c3-7 15-7 18 0-3 5-15 5-18 0Z" fill="#3f6b57"/><circle cx="20" cy="14" r="3.5" fill="#a4442a"/></svg>École Sens &amp; Parole</p>
  <h1>Apprendre à se parler, apprendre à s’écouter</h1>
  <p>Coaching et communication consciente à Lyon, depuis 2009</p>
</div>
</html>`

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  await page.setContent(html, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: `${root}public/social-card.png` })
  console.log('public/social-card.png')
} finally {
  await browser.close()
}
