import { Link } from '@remix-run/react'
import { imagePath } from './paths'

export interface GridImage {
  id: number
  thumbnail: string
  role: string
  alt: string
  decorative: boolean
  author: string
  direction: 'portrait' | 'landscape' | 'square'
  width: number
  height: number
  uses: { pageId: number }[]
}

/**
 * A folder's thumbnails: lazy-loaded WebP of the narrowest rendition, with the role, the credit and whether it is
 * still to describe (no text alternative, not decorative); each opens the image's form. The link's text names the image, so the
 * thumbnail itself is decorative.
 */
export function ImageGrid({ folder, images }: { folder: number; images: GridImage[] }) {
  if (!images.length) return <p className="admin-empty">Aucune image dans ce dossier.</p>
  return (
    <ul className="image-grid">
      {images.map((image) => (
        <li key={image.id}>
          <Link to={imagePath(folder, image.id)}>
            <img src={image.thumbnail} alt="" width={image.width} height={image.height} loading="lazy" decoding="async" />
            <span className="image-role">{image.role || `Image n°\u00a0${image.id}`}</span>
            <span className="image-credit">{image.author ? `©\u00a0${image.author}` : 'Sans crédit'}</span>
            {image.alt || image.decorative ? null : <span className="image-undescribed">Sans texte alternatif</span>}
            {image.uses.length > 1 ? <span className="image-uses">{`Affichée à ${image.uses.length}\u00a0endroits`}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  )
}
