import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TextDiff } from '~/components/admin/text-diff'
import { wordDiff } from './text-diff.server'

const render = (earlier: string, later: string) => renderToStaticMarkup(<TextDiff parts={wordDiff(earlier, later)} />)

describe('the words changed since a version', () => {
  it('marks the words added and removed in the text as it reads, each said to screen readers', () => {
    expect(render('<p>Une séance <strong>gratuite</strong> le mardi.</p>', '<p>Une séance gratuite le jeudi soir.</p>')).toBe(
      '<div class="text-diff">Une séance gratuite le ' +
        '<del><span class="visually-hidden">[retiré\u00a0: </span>mardi<span class="visually-hidden">]</span></del>' +
        '<ins><span class="visually-hidden">[ajouté\u00a0: </span>jeudi soir<span class="visually-hidden">]</span></ins>.</div>',
    )
  })

  it('compares words, not markup: bold or a link added changes nothing; entities read as characters', () => {
    expect(wordDiff('<p>Venez nous voir</p>', '<p>Venez <a href="/contact">nous voir</a></p>')).toEqual([
      { kind: 'same', text: 'Venez nous voir' },
    ])
    expect(wordDiff('<p>Tom &amp; Léa</p>', '<p>Tom &amp; Léa</p>')).toEqual([{ kind: 'same', text: 'Tom & Léa' }])
  })

  it('keeps paragraphs apart, one line each, so a paragraph added reads as one', () => {
    const parts = wordDiff('<h2>Titre</h2><p>Premier.</p>', '<h2>Titre</h2><p>Premier.</p><ul><li>Un ajout</li></ul>')
    expect(parts.filter((part) => part.kind !== 'same')).toEqual([{ kind: 'added', text: 'Un ajout' }])
    expect(parts.map((part) => part.text).join('')).toBe('Titre\nPremier.\nUn ajout')
  })

  it('shows a text emptied as every word removed', () => {
    expect(wordDiff('<p>Tout part</p>', '')).toEqual([{ kind: 'removed', text: 'Tout part' }])
  })
})
