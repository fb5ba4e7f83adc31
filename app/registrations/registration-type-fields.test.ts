import { describe, expect, it } from 'vitest'
import { blocksToText, textToBlocks } from './registration-type-fields'

describe('data_name_list as a textarea', () => {
  it('reads one block per paragraph and one name per line, whatever the line endings and spaces', () => {
    expect(textToBlocks(' Date \r\nHoraires\r\n  \r\nLieu\n\n\n\nAdresse\n')).toEqual([['Date', 'Horaires'], ['Lieu'], ['Adresse']])
    expect(textToBlocks('')).toEqual([])
  })

  it('writes the blocks back as it reads them', () => {
    const blocks = [
      ['Date', 'Horaires'],
      ['Lieu', 'Adresse'],
    ]
    expect(blocksToText(blocks)).toBe('Date\nHoraires\n\nLieu\nAdresse')
    expect(textToBlocks(blocksToText(blocks))).toEqual(blocks)
  })
})
