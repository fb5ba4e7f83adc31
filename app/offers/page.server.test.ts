import { describe, expect, it } from 'vitest'
import { offerByPath, textIdsOf } from '#content/catalogue'
import { defaultTexts } from '#content/texts'
import { blocksOf } from './page.server'

describe('the blocks of an offer page', () => {
  const offer = offerByPath('/stages/meditation')!
  const ids = textIdsOf(offer)
  const defaults = defaultTexts[offer.pageId] ?? {}

  it('show the text staff wrote, and the default text of a block staff emptied or never wrote', () => {
    const blocks = blocksOf(offer, {
      [ids.lead!]: '<p>Une journée pour <strong>respirer</strong>.</p>',
      [ids.gains!]: '<p>&nbsp;</p><p><br></p>',
    })
    expect(blocks.lead).toBe('<p>Une journée pour <strong>respirer</strong>.</p>')
    expect(blocks.gains).toBe(defaults[ids.gains!])
    expect(blocks.testimonial).toBe(defaults[ids.testimonial!])
    expect(blocks.gains).toBeTruthy()
  })
})
