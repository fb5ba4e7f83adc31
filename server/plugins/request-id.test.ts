import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { requestIdOf } from './request-id'

const withHeader = (value?: string | string[]) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as unknown as IncomingMessage

describe('the API’s request ids', () => {
  it('takes the site’s id, so that one request reads through both logs', () => {
    const id = '3b0f5e0c-2f6a-4c1e-9d2b-7a8e4f6c1d20'
    expect(requestIdOf(withHeader(id))).toBe(id)
  })

  it('makes its own for a missing id or one that is not exactly a random UUID', () => {
    for (const given of [
      undefined,
      '',
      'req-1',
      'x'.repeat(36),
      '3B0F5E0C-2F6A-4C1E-9D2B-7A8E4F6C1D20',
      '3b0f5e0c-2f6a-4c1e-9d2b-7a8e4f6c1d20\n{"level":60}',
      ['3b0f5e0c-2f6a-4c1e-9d2b-7a8e4f6c1d20'],
    ]) {
      const id = requestIdOf(withHeader(given))
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      expect(id).not.toBe(given)
    }
  })
})
