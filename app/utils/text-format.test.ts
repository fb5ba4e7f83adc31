import { describe, expect, it } from 'vitest'
import { formatLongDate, orderedBlocks } from './dates'
import { isBlankHtml, leadText, plainText } from './html'
import { excerpt } from './meta'

describe('texts shown to visitors', () => {
  it('writes dates as French readers do', () => {
    expect(formatLongDate('2025-05-12')).toBe('12 mai 2025')
    expect(formatLongDate('2024-09-01T10:00:00Z')).toBe('1 septembre 2024')
    expect(formatLongDate('bientôt')).toBe('bientôt')
  })

  it('reads the blocks of an article or a news item in order: the main one, then 1, 2, 10', () => {
    expect(orderedBlocks({ 'text-10': 'd', 'text-2': 'c', text: 'a', 'text-1': 'b' }, 'text')).toEqual(['a', 'b', 'c', 'd'])
  })

  it('tells an empty html block from one with words', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true)
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true)
    expect(isBlankHtml('<p>Bonjour</p>')).toBe(false)
    expect(isBlankHtml(' <p> \n<br/>&nbsp;</p>\u00a0')).toBe(true)
    expect(isBlankHtml('<p>&nbsp;</p><p>.</p>')).toBe(false)
    expect(isBlankHtml('<p>&amp;</p>')).toBe(false)
    expect(plainText('<h2>Écouter</h2><p>L’autre &amp; soi</p>')).toBe('Écouter L’autre & soi')
    expect(plainText('<p>Faut-il une <strong>expérience</strong>&nbsp;?</p>')).toBe('Faut-il une expérience\u00a0?')
  })

  it('reads the first blocks of a text, as many as an excerpt needs', () => {
    const blocks = ['<h2>Écouter</h2>', '<p>&nbsp;</p>', '<p>L’autre &amp;   soi</p>', '<p>Le reste</p>']
    // The text of the blocks read as one, a blank block leaving no stray space.
    expect(leadText(blocks, 200)).toBe('Écouter L’autre & soi Le reste')
    // Past the length, the next blocks are not read.
    expect(leadText(blocks, 5)).toBe('Écouter')
    expect(leadText(blocks, 7)).toBe('Écouter L’autre & soi')
    expect(leadText([], 160)).toBe('')
  })

  it('cuts a description at a word, with an ellipsis', () => {
    const text = 'La communication consciente au quotidien, en famille comme au travail, avec des exercices simples.'
    expect(excerpt(text, 200)).toBe(text)
    expect(excerpt(text, 45)).toBe('La communication consciente au quotidien…')
  })
})
