import { describe, expect, it } from 'vitest'
import { notFoundMeta } from '~/utils/meta'
import { meta } from './offer-page'

describe('the meta of an offer page', () => {
  type MetaArgs = Parameters<typeof meta>[0]
  it('is the one the loader built', () => {
    const built = [{ title: 'Stages | École Sens & Parole' }, { name: 'description', content: 'Nos stages.' }]
    expect(meta({ data: { meta: built } } as unknown as MetaArgs)).toBe(built)
  })

  it('is the 404 page’s for an unknown slug, as notFoundMeta words it', () => {
    expect(meta({ data: undefined } as unknown as MetaArgs)).toEqual(notFoundMeta())
  })
})
