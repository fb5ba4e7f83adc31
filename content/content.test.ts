import { describe, expect, it } from 'vitest'
import { offerRoutes } from './catalogue'
import { imageSlots } from './images'
import { pages } from './pages'
import { publicRoutes } from './public-routes'
import { defaultTexts } from './texts'

const texts = Object.entries(defaultTexts).flatMap(([pageId, blocks]) =>
  Object.entries(blocks).map(([textId, html]) => ({ where: `${pageId}/${textId}`, html })),
)
const textOnly = (html: string) => html.replace(/<[^>]*>/g, '')

describe('default content of the pages', () => {
  it('is finished French text: no placeholder, no empty block', () => {
    for (const { where, html } of texts) {
      expect(textOnly(html).trim(), where).not.toBe('')
      expect(html, where).not.toMatch(/lorem|ipsum|TODO|xxx/i)
    }
  })

  it('follows French typography: a non-breaking space before : ; ! ? % € and inside « »', () => {
    for (const { where, html } of texts) {
      expect(textOnly(html), where).not.toMatch(/ [:;!?%€»]|« /)
      expect(textOnly(html), where).not.toMatch(/[^\s\u00a0(][:;!?»](?=\s|$)/)
    }
  })

  // The six figures are not texts of a page: content/claims.ts states them (content/claims.test.ts).
  it('states the school’s claims: founded 2009 in Lyon, the trainers’ experience', () => {
    const all = textOnly(texts.map((text) => text.html).join(' ')).replace(/\u00a0/g, ' ')
    expect(all).toMatch(/Lyon en 2009/)
    expect(all).toContain('plus de 18 ans d’expérience en coaching de vie et plus de 15 ans en coaching professionnel')
  })

  it('places every picture once, on a page the admin image view loads (1 to 27)', () => {
    const keys = imageSlots.map((slot) => `${slot.pageId}/${slot.entityId}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const slot of imageSlots) expect(slot.pageId, `${slot.pageId}/${slot.entityId}`).toBeGreaterThanOrEqual(1)
    for (const slot of imageSlots) expect(slot.pageId, `${slot.pageId}/${slot.entityId}`).toBeLessThanOrEqual(27)
  })

  it('lists in the sitemap every routed page and every offer page but the client area', () => {
    expect(publicRoutes).toContain('/')
    expect(publicRoutes).toContain(pages.founder.route)
    expect(publicRoutes).toContain(pages.school.route)
    expect(publicRoutes).not.toContain(pages.clientAccount.route)
    // Every offer sub-page too (sessions, trainings, event, stage and trainer-training pages), not only the hubs.
    for (const path of offerRoutes) expect(publicRoutes).toContain(path)
    expect(new Set(publicRoutes).size).toBe(publicRoutes.length)
  })
})
