import { type AgnosticRouteObject, matchRoutes } from '@remix-run/router'
import { describe, expect, it, vi } from 'vitest'
import { routeMatcher } from './route-match.mjs'

// The server's route matching keeps the matches of each path per route tree (patches/@remix-run+router+1.23.3.patch,
// docs/decisions/0046): what a caller sees must be what the unpatched router answered, and its own.
const tree: AgnosticRouteObject[] = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true },
      { id: 'article', path: 'blog/:id' },
      { id: 'offer', path: 'stages/meditation' },
      { id: 'not-found', path: '*' },
    ],
  },
]

const summary = (path: string) => matchRoutes(tree, path)?.map((match) => [match.route.id, match.pathname, { ...match.params }])

describe('the route matching of the site’s server', () => {
  it('answers the same matches for a path each time, a static segment before a parameter or a splat', () => {
    for (let round = 0; round < 2; round++) {
      expect(summary('/blog/12')).toEqual([
        ['root', '/', { id: '12' }],
        ['article', '/blog/12', { id: '12' }],
      ])
      expect(summary('/stages/meditation')).toEqual([
        ['root', '/', {}],
        ['offer', '/stages/meditation', {}],
      ])
      expect(summary('/')).toEqual([
        ['root', '/', {}],
        ['home', '/', {}],
      ])
      expect(summary('/stages/yoga')).toEqual([
        ['root', '/', { '*': 'stages/yoga' }],
        ['not-found', '/stages/yoga', { '*': 'stages/yoga' }],
      ])
    }
  })

  it('gives each caller matches of its own: a change to them never reaches the next caller', () => {
    const first = matchRoutes(tree, '/blog/7')!
    first[1].params.id = 'changed'
    first.pop()
    const second = matchRoutes(tree, '/blog/7')!
    expect(second.map((match) => [match.route.id, match.params.id])).toEqual([
      ['root', '7'],
      ['article', '7'],
    ])
    // One params object per answer, as the router makes it: every match of a path shares it.
    expect(second[0].params).toBe(second[1].params)
  })

  it('still matches every path after more paths than it keeps (1,000)', () => {
    for (let id = 0; id < 2_500; id++) expect(matchRoutes(tree, `/blog/${id}`)?.[1].params.id).toBe(String(id))
    expect(summary('/blog/3')?.[1]).toEqual(['article', '/blog/3', { id: '3' }])
  })
})

describe('the routes of an address, as the page cache and the metrics read them', () => {
  const matchesOf = routeMatcher({
    routes: { root: { id: 'root', path: '' }, article: { id: 'article', parentId: 'root', path: 'blog/:id' } },
  })

  it('finds the route of a path, and none for a path that does not decode, without a warning in the log', () => {
    const warn = vi.spyOn(console, 'warn')
    try {
      expect(matchesOf('/blog/%C3%A9t%C3%A9')?.map((match) => [match.route.id, match.params.id])).toEqual([
        ['root', 'été'],
        ['article', 'été'],
      ])
      for (const path of ['/blog/%E0%A4%A', '/%', '/blog/%ZZ']) expect(matchesOf(path), path).toBeNull()
      expect(warn).not.toHaveBeenCalled()
    } finally {
      warn.mockRestore()
    }
  })
})
