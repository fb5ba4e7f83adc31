import { describe, expect, it } from 'vitest'
import { nextIdempotencyKey, sharedOutcome } from './single-flight.server'

/** The keys the API writes of one run would carry. */
const keysOf = (inputs: string[], writes = 2) =>
  sharedOutcome(inputs, async () => Array.from({ length: writes }, () => nextIdempotencyKey()))

describe('sharedOutcome', () => {
  it('gives the writes of the same post the same keys, one per write, and another post other keys', async () => {
    const [first, second] = await Promise.all([keysOf(['add', 'form-1', 'Zola']), keysOf(['add', 'form-1', 'Zola'])])
    expect(first).toEqual(second)
    expect(new Set(first).size).toBe(2)
    for (const key of first) expect(key).toMatch(/^[0-9a-f]{64}\.\d$/)
    expect(JSON.stringify(first)).not.toContain('Zola')
    expect(await keysOf(['add', 'form-2', 'Zola'])).not.toEqual(first)
  })

  it('gives no key outside a run: a write of any other post runs as it comes', async () => {
    expect(nextIdempotencyKey()).toBeNull()
    await keysOf(['x'])
    expect(nextIdempotencyKey()).toBeNull()
  })
})
