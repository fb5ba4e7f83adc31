import { describe, expect, it } from 'vitest'
import { schoolClaims } from '../../content/claims'
import { pages } from '../../content/pages'
import { publicRoutes } from '../../content/public-routes'
import { visibleText } from '../support/content-texts'
import { siteForTests } from '../support/site'

const site = siteForTests()

/** The words of a rendered page: without its scripts and styles, every kind of space an ordinary one. */
const wordsOf = (html: string) => visibleText(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' '))

/**
 * One source per fact (content/claims.ts), as visitors read the pages: wherever a public page shows one of the six
 * figures of section 9, the figure is followed by its one meaning.
 */
describe('the school’s figures on the rendered pages', () => {
  it('give each figure its one meaning on every public page that shows it', async () => {
    const shown = new Map<number, string[]>()
    for (const path of publicRoutes) {
      const response = await fetch(`${site.url}${path}`)
      expect(response.status, path).toBe(200)
      const words = wordsOf(await response.text())
      for (const figure of schoolClaims.figures) {
        for (const match of words.matchAll(new RegExp(`\\b${figure.percent} ?%`, 'g'))) {
          expect(words.slice(match.index + match[0].length).trimStart(), `${path}: ${figure.percent} %`).toMatch(
            new RegExp(`^${figure.label}`),
          )
          shown.set(figure.percent, [...(shown.get(figure.percent) ?? []), path])
        }
      }
    }
    // The school page, /coaching and the trainings show the six figures (a scan that found none would pass).
    for (const figure of schoolClaims.figures)
      for (const path of [pages.school.route, '/coaching', '/training-become-coach'])
        expect(shown.get(figure.percent), path).toContain(path)
  })
})
