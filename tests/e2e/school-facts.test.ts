import { describe, expect, it } from 'vitest'
import { noFigureSentence, surveyFigureLabels } from '../../content/claims'
import { pages } from '../../content/pages'
import { publicRoutes } from '../../content/public-routes'
import { visibleText } from '../support/content-texts'
import { siteForTests } from '../support/site'

const site = siteForTests()

/** The words of a rendered page: without its scripts and styles, every kind of space an ordinary one. */
const wordsOf = (html: string) => visibleText(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' '))

/**
 * The figures a public page shows are computed from the survey answers (decision 0040): on a site whose database
 * holds none, no page shows a percentage of satisfaction, and the pages that would say where there is none yet.
 * (tests/e2e/surveys.test.ts shows a site with answers.)
 */
describe('the school’s figures on the rendered pages', () => {
  it('shows no invented figure anywhere, and says why on the pages that publish them', async () => {
    for (const path of publicRoutes) {
      const response = await fetch(`${site.url}${path}`)
      expect(response.status, path).toBe(200)
      const words = wordsOf(await response.text())
      for (const label of Object.values(surveyFigureLabels)) expect(words, path).not.toContain(label)
      if ([pages.school.route, '/coaching', '/training-become-coach'].includes(path))
        expect(words, path).toContain(noFigureSentence(10).replaceAll('\u00a0', ' '))
    }
  })
})
