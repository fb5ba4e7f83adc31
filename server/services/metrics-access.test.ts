import { describe, expect, it } from 'vitest'
import { isLoopback, mayReadMetrics } from './metrics-access'

const TOKEN = 'un-jeton-de-surveillance-assez-long'

describe('who may read /metrics', () => {
  it('knows the loopback addresses as sockets report them', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([true, true, true, true])
    expect(['10.0.0.1', '::ffff:192.0.2.1', '2001:db8::1', '', undefined].map(isLoopback)).toEqual([false, false, false, false, false])
  })

  it('lets this machine in, but not a visitor relayed by a proxy on this machine', () => {
    expect(mayReadMetrics({ remoteAddress: '127.0.0.1', headers: {} }, undefined)).toBe(true)
    expect(mayReadMetrics({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } }, undefined)).toBe(false)
    expect(mayReadMetrics({ remoteAddress: '::1', headers: { forwarded: 'for=192.0.2.1' } }, undefined)).toBe(false)
    expect(mayReadMetrics({ remoteAddress: '192.0.2.1', headers: {} }, undefined)).toBe(false)
  })

  it('lets anyone with the token in, and no one with another or without one', () => {
    expect(mayReadMetrics({ remoteAddress: '192.0.2.1', headers: { authorization: `Bearer ${TOKEN}` } }, TOKEN)).toBe(true)
    expect(mayReadMetrics({ remoteAddress: '192.0.2.1', headers: { authorization: 'Bearer autre' } }, TOKEN)).toBe(false)
    expect(mayReadMetrics({ remoteAddress: '192.0.2.1', headers: { authorization: `Bearer ${TOKEN}` } }, undefined)).toBe(false)
  })
})
