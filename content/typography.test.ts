import { describe, expect, it } from 'vitest'
import { frenchSpacing, spacingMistakes } from './typography'

describe('French spacing', () => {
  it('puts a non-breaking space before : ; ! ? € % » and after «, outside the html tags only', () => {
    expect(frenchSpacing('<p class="a">Tarif : « 185 € » ; prêt ? oui ! 70 %</p>')).toBe(
      '<p class="a">Tarif\u00a0: «\u00a0185\u00a0€\u00a0»\u00a0; prêt\u00a0? oui\u00a0! 70\u00a0%</p>',
    )
    expect(frenchSpacing('<a href="mailto:x@y.fr">écrire</a>')).toBe('<a href="mailto:x@y.fr">écrire</a>')
  })

  it('finds the ordinary spaces that typography wants non-breaking', () => {
    expect(spacingMistakes('<p>Bonjour : ça va ?</p>')).toHaveLength(2)
    expect(spacingMistakes(frenchSpacing('<p>Bonjour : ça va ?</p>'))).toEqual([])
  })
})
