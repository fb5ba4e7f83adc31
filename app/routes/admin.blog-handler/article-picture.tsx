/** The opened article's picture as staff edit it: the one waiting in its draft when there is one (decision 0036). */
export interface ArticlePictureView {
  src: string
  alt: string
  width: number
  height: number
  /** Attached since the article was published: visitors see the former one until « Publier les modifications ». */
  draft: boolean
}

/** Its picture is changed in the image view (right 4), whose attach to a published article writes this draft. */
export function ArticlePicture({ picture }: { picture: ArticlePictureView | null }) {
  return (
    <section className="admin-section article-picture" aria-labelledby="article-picture-heading">
      <h3 id="article-picture-heading">Image de l’article</h3>
      {picture ? (
        <figure>
          <img src={picture.src} alt={picture.alt} width={picture.width} height={picture.height} />
          {picture.draft ? (
            <figcaption className="draft-note">
              Nouvelle image, non publiée{'\u00a0'}: les visiteurs voient l’ancienne jusqu’à ce que vous publiiez les modifications.
            </figcaption>
          ) : null}
        </figure>
      ) : (
        <p>Aucune image.</p>
      )}
    </section>
  )
}
