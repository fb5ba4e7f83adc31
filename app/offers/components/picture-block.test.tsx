import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Image } from '#contract/image'
import { PictureBlock } from './picture-block'

const image: Image = {
  id: 7,
  url: 'uploads/abc.webp',
  role: 'Illustration du bloc «\u00a0Pour qui\u00a0»',
  alt: 'Une tasse de thé près d’un carnet',
  decorative: false,
  author: 'Atelier de l’école',
  site: 'École Sens & Parole',
  author_link: 'https://example.fr/atelier',
  source_link: '',
  change_made: 'recadrée',
  extension: 'webp',
  direction: 'landscape',
  size: '1600×1067',
  width: 1600,
  height: 1067,
  weight: 120_000,
  variants: [
    { width: 480, url: 'uploads/abc-480.webp' },
    { width: 1600, url: 'uploads/abc-1600.webp' },
  ],
}

describe('a picture block', () => {
  it('shows the API’s image with its renditions, its size, its text alternative, lazily, and its credit', () => {
    const html = renderToStaticMarkup(<PictureBlock block={{ html: '<h2>Pour qui ?</h2>', image }} index={0} />)
    // Html attribute names are case-insensitive: React writes srcSet.
    expect(html.toLowerCase()).toContain('srcset="/media/abc-480.webp 480w, /media/abc-1600.webp 1600w"')
    expect(html).toContain('width="1600" height="1067"')
    // The text alternative, not the role (which tells staff what the image is for).
    expect(html).toContain('alt="Une tasse de thé près d’un carnet"')
    expect(html).not.toContain('Illustration du bloc')
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('<figcaption class="image-credit">Crédit\u00a0: <a href="https://example.fr/atelier"')
    expect(html).toContain('École Sens &amp; Parole (recadrée)')
    expect(html).toContain('<h2>Pour qui ?</h2>')
  })

  it('draws an image still to describe, or decorative, with an empty text alternative', () => {
    for (const drawn of [
      { ...image, alt: '' },
      { ...image, alt: '', decorative: true },
    ]) {
      const html = renderToStaticMarkup(<PictureBlock block={{ html: '<p>Texte</p>', image: drawn }} index={0} />)
      expect(html).toContain('alt=""')
    }
  })

  it('keeps its text and a drawn backdrop when the image is missing, never a broken picture', () => {
    const html = renderToStaticMarkup(<PictureBlock block={{ html: '<p>Texte</p>', image: null }} index={1} />)
    expect(html).not.toContain('<img')
    expect(html).toContain('picture-block-reverse')
    expect(html).toContain('class="picture-backdrop picture-backdrop-1" aria-hidden="true"')
    expect(html).toContain('<p>Texte</p>')
  })
})
