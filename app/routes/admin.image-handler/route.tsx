import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { hasRight, Right } from '#contract/rights'
import { requireRight, staffLoadFailure } from '~/admin/auth.server'
import { listPageOf } from '~/admin/list.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { frenchCount, readListQuery } from '~/components/admin/list-query'
import { Pagination } from '~/components/admin/pagination'
import { BackLink } from '~/components/back-link'
import { Banner } from '~/components/ui'
import { getBlogArticles } from '~/models/blog.server'
import { getImage, getImageFolder, getImagesToDescribe, listImageFolders } from '~/models/image.server'
import { ApiError } from '~/utils/api.server'
import { idParam, notFound } from '~/utils/errors.server'
import { newFormKey } from '~/utils/single-flight.server'
import { imageAction, type ImagesActionData, uploadLimits } from './actions.server'
import { imageFormConstraints } from './forms.server'
import { ConfirmDeleteImage, ImageEditor } from './image-editor'
import { ImageGrid } from './image-grid'
import { addPath, folderPath, IMAGES_PATH } from './paths'
import { UndescribedList } from './undescribed-list'
import { UploadForm } from './upload-form'
import { folderName, imageViewOf, placeGroups } from './views.server'

/** `?folder=`: 0 ('0 unused') or a page id, written as such; anything else is a page that does not exist. */
function folderOf(url: URL): number | null {
  const value = url.searchParams.get('folder')
  if (value === null) return null
  return value === '0' ? 0 : idParam(value)
}

/**
 * The image view of section 2 (right 4): the folders ('0 unused', then one per page showing images), a folder's
 * thumbnails a page at a time, an image's form; each view has its address (DESIGN.md's form contract, decision
 * 0015). Right 5 adds the upload form.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireRight(request, Right.Images)
  const url = new URL(request.url)
  const folder = folderOf(url)
  const imageId = url.searchParams.has('image') ? idParam(url.searchParams.get('image') ?? '') : null
  const canAdd = hasRight(staff.rights, Right.AddImage)
  const failed = staffLoadFailure(request)
  // The slots the attach and upload forms offer: those of the pages, and one per blog article. Only the views that
  // show those forms load them; a form posted to another view's address has its refusal shown above that view.
  const places = () => getBlogArticles(request).then(placeGroups, failed)
  const common = { canAdd, formKey: newFormKey(), constraints: imageFormConstraints, limits: uploadLimits }
  if (imageId !== null) {
    const [image, slots] = await Promise.all([
      getImage(request, imageId).catch((error) => (error instanceof ApiError && error.status === 404 ? notFound() : failed(error))),
      places(),
    ])
    const from = folder ?? 0
    return {
      ...common,
      view: 'image' as const,
      folder: { id: from, name: folderName(from) },
      image: imageViewOf(image),
      places: slots,
    }
  }
  if (folder !== null && url.searchParams.get('add') === '1') {
    // The upload form needs right 5 as well (decision 0002): without it, the 403 page.
    if (!canAdd) await requireRight(request, Right.AddImage)
    return { ...common, view: 'add' as const, folder: { id: folder, name: folderName(folder) }, places: await places() }
  }
  if (folder !== null) {
    // A folder's `page`, read as every admin list reads it.
    const query = readListQuery(url, [], '')
    const list = listPageOf(query, { defaultSort: '' }, await getImageFolder(request, folder, query.page).catch(failed))
    return {
      ...common,
      view: 'folder' as const,
      folder: { id: folder, name: folderName(folder) },
      images: list.rows.map(imageViewOf),
      total: list.total,
      page: query.page,
      size: list.size,
    }
  }
  // The home: the folders, and the images still to describe (issue 30), a page at a time (`page`).
  const query = readListQuery(url, [], '')
  const [folders, toDescribe] = await Promise.all([
    listImageFolders(request).catch(failed),
    getImagesToDescribe(request, query.page).catch(failed),
  ])
  const undescribed = listPageOf(query, { defaultSort: '' }, toDescribe)
  return {
    ...common,
    view: 'folders' as const,
    folders: folders.map((row) => ({ ...row, name: folderName(row.folder) })),
    undescribed: { ...undescribed, rows: undescribed.rows.map(imageViewOf) },
  }
}

export async function action({ request }: ActionFunctionArgs) {
  return imageAction(request)
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!data || data.view === 'folders') return adminMeta('Images', error)
  return adminMeta(data.view === 'image' ? `Image n°\u00a0${data.image.id}` : data.folder.name, error)
}

export default function AdminImagesRoute() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as ImagesActionData | undefined
  if (actionData && 'confirmDelete' in actionData) {
    return (
      <ConfirmDeleteImage image={actionData.confirmDelete} folder={data.view === 'folders' ? 0 : data.folder.id} formKey={data.formKey} />
    )
  }
  const result = actionData && 'result' in actionData ? actionData.result : undefined
  // A form posted to a view that does not show it (any HTTP client may post to the bare address): its messages
  // above the view; the upload view (whose slots only it loads) and an image's view show theirs under the fields.
  const view = data.view
  const elsewhere =
    result && view !== 'image' && view !== 'add'
      ? Object.values(result.error ?? {})
          .flat()
          .join(' ')
      : ''
  const folder = data.view === 'folders' ? { id: 0, name: '0 Non utilisées' } : data.folder
  return (
    <>
      {elsewhere ? <Banner kind="error">{elsewhere}</Banner> : null}
      <ImagesView data={data} folder={folder} result={result} />
    </>
  )
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>
interface ViewProps {
  data: LoaderData
  folder: { id: number; name: string }
  result?: SubmissionResult<string[]>
}

function ImagesView({ data, folder, result }: ViewProps) {
  switch (data.view) {
    case 'folders':
      return (
        <>
          <header className="admin-page-header">
            <h1>Images</h1>
            {data.canAdd ? (
              <p>
                <Link className="button button-primary" to={addPath(0)}>
                  Ajouter une image
                </Link>
              </p>
            ) : null}
          </header>
          <nav aria-label="Dossiers d’images">
            <ul className="image-folders">
              {data.folders.map((row) => (
                <li key={row.folder}>
                  <Link to={folderPath(row.folder)}>
                    <span className="image-folder-name">{row.name}</span>
                    <span className="image-folder-count">{frenchCount(row.count, 'image', { none: 'aucune image' })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <UndescribedList list={data.undescribed} />
        </>
      )
    case 'folder':
      return (
        <>
          <BackToFolders />
          <header className="admin-page-header">
            <h1>{data.folder.name}</h1>
            <p>{frenchCount(data.total, 'image', { none: 'aucune image' })}</p>
            {data.canAdd ? (
              <p>
                <Link className="button button-primary" to={addPath(data.folder.id)}>
                  Ajouter une image
                </Link>
              </p>
            ) : null}
          </header>
          <ImageGrid folder={data.folder.id} images={data.images} />
          <Pagination
            page={data.page}
            total={data.total}
            size={data.size}
            to={(page) => folderPath(data.folder.id, page)}
            label={`Pages du dossier ${data.folder.name}`}
          />
        </>
      )
    case 'add':
      return (
        <>
          <BackToFolders />
          <header className="admin-page-header">
            <h1>Ajouter une image</h1>
          </header>
          <UploadForm
            folder={folder.id}
            places={data.places}
            result={result}
            constraint={data.constraints.add}
            formKey={data.formKey}
            limits={data.limits}
          />
          <p className="admin-back">
            <Link to={folderPath(folder.id)}>Retour au dossier {folder.name}</Link>
          </p>
        </>
      )
    case 'image':
      return (
        <>
          <BackToFolders />
          <ImageEditor
            key={data.image.url}
            image={data.image}
            folder={data.folder}
            places={data.places}
            result={result}
            constraints={data.constraints}
            formKey={data.formKey}
            limits={data.limits}
          />
        </>
      )
  }
}

/** The back arrow of section 2: to the folder list. */
function BackToFolders() {
  return <BackLink to={IMAGES_PATH}>Dossiers</BackLink>
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
