import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTtlCache } from './cache.server'

describe('short-lived cache of public API answers', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks once within the delay, then again once it has passed', async () => {
    const cache = createTtlCache<number, string>(() => 1000)
    const load = vi.fn(async () => `texte ${load.mock.calls.length}`)
    expect(await cache.get(2, load)).toBe('texte 1')
    vi.advanceTimersByTime(999)
    expect(await cache.get(2, load)).toBe('texte 1')
    vi.advanceTimersByTime(1)
    expect(await cache.get(2, load)).toBe('texte 2')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares one call between concurrent requests, and keeps no failure', async () => {
    const cache = createTtlCache<number, string>(() => 1000)
    const failing = vi.fn(() => Promise.reject(new Error('API muette')))
    await Promise.all([
      expect(cache.get(1, failing)).rejects.toThrow('API muette'),
      expect(cache.get(1, failing)).rejects.toThrow('API muette'),
    ])
    expect(failing).toHaveBeenCalledTimes(1)
    expect(await cache.get(1, async () => 'revenue')).toBe('revenue')
  })

  it('forgets one entry or all of them at once (an edit made through the site)', async () => {
    const cache = createTtlCache<number, string>(() => 60_000)
    await cache.get(1, async () => 'ancien 1')
    await cache.get(2, async () => 'ancien 2')
    cache.forget(1)
    expect(await cache.get(1, async () => 'nouveau 1')).toBe('nouveau 1')
    expect(await cache.get(2, async () => 'nouveau 2')).toBe('ancien 2')
    cache.forget()
    expect(await cache.get(2, async () => 'nouveau 2')).toBe('nouveau 2')
  })

  it('asks every time when the delay is 0', async () => {
    const cache = createTtlCache<number, number>(() => 0)
    let calls = 0
    await cache.get(1, async () => ++calls)
    await cache.get(1, async () => ++calls)
    expect(calls).toBe(2)
  })
})

describe('the content cache and the API’s content version', () => {
  const key = Symbol.for('school.contentVersion')
  const setVersion = (version: string | undefined) => ((globalThis as Record<symbol, unknown>)[key] = version)
  afterEach(() => setVersion(undefined))

  it('asks again as soon as the content version changes, within the delay', async () => {
    setVersion('a-1')
    const cache = createTtlCache<number, string>(() => 60_000)
    expect(await cache.get(1, async () => 'avant')).toBe('avant')
    expect(await cache.get(1, async () => 'inutile')).toBe('avant')
    setVersion('a-2')
    expect(await cache.get(1, async () => 'après')).toBe('après')
  })

  it('answers the last known answer while the API fails, and the failure when it never answered', async () => {
    const cache = createTtlCache<number, string>(() => 1)
    expect(await cache.get(1, async () => 'texte de l’école')).toBe('texte de l’école')
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(await cache.get(1, () => Promise.reject(new Error('API muette')))).toBe('texte de l’école')
    await expect(cache.get(2, () => Promise.reject(new Error('API muette')))).rejects.toThrow('API muette')
  })
})
