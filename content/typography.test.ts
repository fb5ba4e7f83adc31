import { describe, expect, it } from 'vitest'
import { frenchSpacing, punctuationMistakes, spacingMistakes } from './typography'

describe('French spacing', () => {
  it('puts a non-breaking space before : ; ! ? € % » and after «, outside the html tags only', () => {
    expect(frenchSpacing('<p class="a">Tarif : « 185 € » ; prêt ? oui ! 70 %</p>')).toBe(
      '<p class="a">Tarif\u00a0: «\u00a0185\u00a0€\u00a0»\u00a0; prêt\u00a0? oui\u00a0! 70\u00a0%</p>',
    )
    expect(frenchSpacing('<p>Pourquoi ? Parce que : « oui » ; 95 % à 185 € !</p>')).toBe(
      '<p>Pourquoi\u00a0? Parce que\u00a0: «\u00a0oui\u00a0»\u00a0; 95\u00a0% à 185\u00a0€\u00a0!</p>',
    )
  })

  it('leaves the attributes of the tags alone', () => {
    expect(frenchSpacing('<a href="mailto:x@y.fr">écrire</a>')).toBe('<a href="mailto:x@y.fr">écrire</a>')
    const link = '<a href="mailto:contact@example.fr?subject=Bonjour !">écrire</a>'
    expect(frenchSpacing(link)).toBe(link)
    expect(frenchSpacing('<p style="text-align: center">Lu</p>')).toBe('<p style="text-align: center">Lu</p>')
  })

  it('keeps times and amounts in euros on one line', () => {
    expect(frenchSpacing('De 9 h 30 à 17 h, 20 euros')).toBe('De 9\u00a0h\u00a030 à 17\u00a0h, 20\u00a0euros')
  })

  it('finds the ordinary spaces that typography wants non-breaking', () => {
    expect(spacingMistakes('<p>Bonjour : ça va ?</p>')).toHaveLength(2)
    expect(spacingMistakes(frenchSpacing('<p>Bonjour : ça va ?</p>'))).toEqual([])
  })
})

describe('punctuation mistakes', () => {
  it('finds a plain space or no space before ? ! : ; and inside « »', () => {
    expect(punctuationMistakes('<p>Une formation ? Écrivez-nous !</p>')).toHaveLength(2)
    expect(punctuationMistakes('<p>Tarif: 20 €; oui!</p>')).toHaveLength(3)
    expect(punctuationMistakes('<p>« Bonjour »</p>')).toHaveLength(2)
    expect(punctuationMistakes('<p>«Bonjour»</p>')).toHaveLength(2)
  })

  it('accepts the non-breaking spaces, times, addresses, entities and tags', () => {
    expect(punctuationMistakes(frenchSpacing('<p>Une formation ? « Oui » : écrivez ; vite !</p>'))).toEqual([])
    expect(punctuationMistakes('<p>Une formation\u202f? Oui\u202f!</p>')).toEqual([])
    expect(punctuationMistakes('<p>De 10:30 à 12:00, Sens &amp; Parole</p>')).toEqual([])
    expect(punctuationMistakes('<a href="https://x.fr/?a=1;b">https://x.fr/?q=1</a> <a href="mailto:a@b.fr">a@b.fr</a>')).toEqual([])
    expect(punctuationMistakes('<p>Vraiment\u00a0?!</p>')).toEqual([])
  })
})
