import { describe, expect, it } from 'vitest'
import { sharedOutcome } from './single-flight.server'

describe('sharedOutcome', () => {
  it('answers a repeated call with the first outcome, and runs a different one', async () => {
    let runs = 0
    const consume = () => sharedOutcome(['confirm', 'lea@example.fr', 'token-1'], async () => `token-${++runs + 1}`)
    const [first, second] = await Promise.all([consume(), consume()])
    expect([first, second, await consume()]).toEqual(['token-2', 'token-2', 'token-2'])
    expect(await sharedOutcome(['confirm', 'lea@example.fr', 'token-9'], async () => 'other')).toBe('other')
    expect(runs).toBe(1)
  })

  it('forgets a failure, so that the next try runs', async () => {
    await expect(sharedOutcome(['password', 'x'], () => Promise.reject(new Error('refusé')))).rejects.toThrow('refusé')
    expect(await sharedOutcome(['password', 'x'], async () => 'ok')).toBe('ok')
  })

  it('runs again once the window has passed', async () => {
    let runs = 0
    await sharedOutcome(['delete', 'a'], async () => ++runs, 0)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await sharedOutcome(['delete', 'a'], async () => ++runs, 0)
    expect(runs).toBe(2)
  })
})
