import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it('keeps a path of the site, with its query', () => {
    expect(safeRedirect('/registration/event/webinars/3')).toBe('/registration/event/webinars/3')
    expect(safeRedirect('/client-account?tab=1', '/x')).toBe('/client-account?tab=1')
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
