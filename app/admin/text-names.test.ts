import { describe, expect, it } from 'vitest'
import { describePageText, pageTextName } from './text-names'

describe('a fixed page’s text, named in words', () => {
  it('names it by its label, or by kind and first words, with the page’s name from the registry', () => {
    expect(describePageText(2, 'free-session-title', '<h2>Votre première séance découverte est offerte</h2>')).toBe(
      'Titre «\u00a0Votre première séance découverte est offerte\u00a0» de la page Accueil',
    )
    expect(describePageText(31, 'hero-text', '<p>Le blog</p>')).toBe('Introduction de la page de la page Blog')
    expect(pageTextName('school-text', '<p>Fondée à Lyon en 2009 par notre fondatrice, notre école réunit des formateurs</p>')).toBe(
      'Texte «\u00a0Fondée à Lyon en 2009 par notre fondatrice,…\u00a0»',
    )
    expect(pageTextName('vide', '<p></p>')).toBe('Bloc «\u00a0vide\u00a0»')
    expect(describePageText(999, 'x', '<p>Un mot</p>')).toBe('Texte «\u00a0Un mot\u00a0» de la page n°\u00a0999')
  })
})
