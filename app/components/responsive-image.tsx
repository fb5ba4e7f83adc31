import type { Image } from '#contract/image'

/** The site's address of a file the API serves under `uploads/` (streamed by the /media route). */
export function mediaUrl(apiPath: string): string {
  return `/media/${apiPath.replace(/^uploads\//, '')}`
}

/** What drawing an image needs of the API's answer. */
export type DrawnImage = Pick<Image, 'url' | 'alt' | 'width' | 'height' | 'variants'>

interface ResponsiveImageProps {
  image: DrawnImage
  /** The `sizes` attribute: how wide the image is drawn, e.g. `(min-width: 48rem) 50vw, 100vw`. */
  sizes: string
  /** Above the fold: loaded at once. Everything else loads lazily. */
  priority?: boolean
  className?: string
}

/**
 * An image of the API with its WebP renditions in `srcset`, its intrinsic size (no layout shift) and its text
 * alternative: `alt=""` when it is decorative, and while it is still to describe (issue 30).
 */
export function ResponsiveImage({ image, sizes, priority = false, className }: ResponsiveImageProps) {
  const widest = image.variants.at(-1)
  return (
    <img
      className={className}
      src={mediaUrl(widest?.url ?? image.url)}
      srcSet={image.variants.length ? image.variants.map((variant) => `${mediaUrl(variant.url)} ${variant.width}w`).join(', ') : undefined}
      sizes={image.variants.length ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
    />
  )
}
