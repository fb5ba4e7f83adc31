import { Link } from '@remix-run/react'
import { type Column, DataTable, type ListPage } from '~/components/admin/data-table'
import { frenchCount } from '~/components/admin/list-query'
import { imagePath } from './paths'

/** An image still to describe, as the list needs it (views.server.ts's ImageView). */
export interface UndescribedImage {
  id: number
  thumbnail: string
  role: string
  width: number
  height: number
  uses: { pageId: number; page: string; place: string }[]
}

/** Its form opens in the folder of the first page that shows it (the '0 unused' folder when none does). */
const formPath = (image: UndescribedImage) => imagePath(image.uses[0]?.pageId ?? 0, image.id)

const columns: Column<UndescribedImage>[] = [
  {
    key: 'image',
    label: 'Image',
    cell: (image) => (
      <Link to={formPath(image)} className="undescribed-link">
        <img src={image.thumbnail} alt="" width={image.width} height={image.height} loading="lazy" decoding="async" />
        <span>
          Décrire l’image n°{'\u00a0'}
          {image.id}
        </span>
      </Link>
    ),
  },
  { key: 'role', label: 'Rôle', cell: (image) => image.role || '—' },
  {
    key: 'uses',
    label: 'Affichée sur',
    cell: (image) => (image.uses.length ? image.uses.map((use) => `${use.pageId} ${use.page}, ${use.place}`).join(' · ') : 'Aucune page'),
  },
]

/**
 * The images of before issue 30 still without a text alternative (nor marked decorative), on the image view's home:
 * how many, and a link to each one's form. Pages draw them with `alt=""` until then.
 */
export function UndescribedList({ list }: { list: ListPage<UndescribedImage> }) {
  return (
    <section className="admin-section" aria-labelledby="undescribed-title">
      <h2 id="undescribed-title">Images sans texte alternatif</h2>
      <p>
        {list.total
          ? `À décrire\u00a0: ${frenchCount(list.total, 'image')}. Sans texte alternatif, une image reste muette pour qui ne la voit pas\u00a0; ouvrez-la pour écrire le sien, ou la marquer comme décorative.`
          : 'Toutes les images sont décrites.'}
      </p>
      {list.total ? (
        <DataTable
          list={list}
          caption="Images à décrire, la plus récente d’abord"
          columns={columns}
          empty="Aucune image à décrire."
          pagesLabel="Pages de la liste des images sans texte alternatif"
        />
      ) : null}
    </section>
  )
}
