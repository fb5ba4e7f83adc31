import { describe, expect, it } from 'vitest'
import { typesetHtml } from './typography'

describe('French typography of the default texts', () => {
  it('puts a non-breaking space before : ; ! ? % € and inside guillemets', () => {
    expect(typesetHtml('<p>Pourquoi ? Parce que : « oui » ; 95 % à 185 € !</p>')).toBe(
      '<p>Pourquoi\u00a0? Parce que\u00a0: «\u00a0oui\u00a0»\u00a0; 95\u00a0% à 185\u00a0€\u00a0!</p>',
    )
  })

  it('leaves the attributes of the tags alone', () => {
    const link = '<a href="mailto:contact@example.fr?subject=Bonjour !">écrire</a>'
    expect(typesetHtml(link)).toBe(link)
  })
})
