import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Collapsible, EMPTY_COLLAPSIBLE_MESSAGE } from './collapsible'

describe('collapsible block', () => {
  it.each([undefined, '', '<p></p>', '<p> &nbsp; </p>'])('says « Actuellement en évolution » when its content is empty (%j)', (html) => {
    const markup = renderToStaticMarkup(<Collapsible summary="Calendrier" html={html} />)
    expect(markup).toContain(`<summary>Calendrier</summary>`)
    expect(markup).toContain(EMPTY_COLLAPSIBLE_MESSAGE)
  })

  it('shows its html content otherwise, and nothing about being in progress', () => {
    const markup = renderToStaticMarkup(<Collapsible summary="Calendrier" html="<p>Rentrée le 8 septembre.</p>" />)
    expect(markup).toContain('<p>Rentrée le 8 septembre.</p>')
    expect(markup).not.toContain(EMPTY_COLLAPSIBLE_MESSAGE)
  })
})
