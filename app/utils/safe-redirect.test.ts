import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it('keeps a path of the site, with its query', () => {
    expect(safeRedirect('/registration/event/webinars/3')).toBe('/registration/event/webinars/3')
    expect(safeRedirect('/client-account?tab=1', '/x')).toBe('/client-account?tab=1')
  })

  it('encodes what a Location header cannot hold, as a browser sends it, and keeps what is encoded already', () => {
    expect(safeRedirect('/registration/stage/méditation?lieu=Besançon&prix=10 €')).toBe(
      '/registration/stage/m%C3%A9ditation?lieu=Besan%C3%A7on&prix=10%20%E2%82%AC',
    )
    expect(safeRedirect('/blog#\u0100')).toBe('/blog#%C4%80')
    expect(safeRedirect('/blog?q=%C3%A9')).toBe('/blog?q=%C3%A9')
    for (const to of ['/\u4e2d\u6587', '/x?\u{1F600}', '/\u00ff\u0100']) expect(safeRedirect(to)).toMatch(/^\/[\x21-\x7e]*$/)
  })

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    'relative/path',
    '',
    '/\tevil',
    null,
    undefined,
  ])('refuses %j', (to) => {
    expect(safeRedirect(to, '/client-account')).toBe('/client-account')
  })
})
