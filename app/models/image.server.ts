import type { ImageFolder, ImageListItem } from '#contract/image'
import { callApi, fetchFileFromApi } from '~/utils/api.server'
import { forgetPages } from './page.server'

/** An uploaded picture (`uploads/{file}`: the original or a WebP rendition), unread, to stream to the browser. */
export function getImageFile(request: Request, file: string): Promise<Response> {
  return fetchFileFromApi(request, { path: `uploads/${encodeURIComponent(file)}`, action: 'charger l’image' })
}

/** GET image/folders: '0 unused' first, then each page that shows images, with counts (right 4). */
export function listImageFolders(request: Request) {
  return callApi<ImageFolder[]>(request, { path: 'image/folders', action: 'charger les dossiers d’images' })
}

export interface ImageFolderPage {
  items: ImageListItem[]
  total: number
  page: number
  size: number
}

/** GET image/folders/{folder}: one page of a folder's images, newest first, with their uses. */
export function getImageFolder(request: Request, folder: number, page: number) {
  return callApi<ImageFolderPage>(request, {
    path: `image/folders/${folder}?${new URLSearchParams({ page: String(page) })}`,
    action: 'charger les images du dossier',
  })
}

/** GET image/to-describe: one page of the images without text alternative nor decorative mark, newest first. */
export function getImagesToDescribe(request: Request, page: number) {
  return callApi<ImageFolderPage>(request, {
    path: `image/to-describe?${new URLSearchParams({ page: String(page) })}`,
    action: 'charger les images sans texte alternatif',
  })
}

/** GET image/{id}: one image and the page entities that show it. */
export function getImage(request: Request, id: number) {
  return callApi<ImageListItem>(request, { path: `image/${id}`, action: 'charger l’image' })
}

/** POST image (rights 4 and 5): the file and its credits, as multipart. */
export function addImage(request: Request, form: FormData) {
  return callApi<ImageListItem>(request, { method: 'POST', path: 'image', action: 'ajouter une image', body: { multipart: form } })
}

/** PUT image/{id}: the credits sent, and the picture when a file is sent; every page shows the change at once. */
export async function updateImage(request: Request, id: number, form: FormData) {
  const image = await callApi<ImageListItem>(request, {
    method: 'PUT',
    path: `image/${id}`,
    action: 'modifier l’image',
    body: { multipart: form },
  })
  forgetPages()
  return image
}

/** DELETE image/{id}: the image and its files; the pages that showed it are left without. */
export async function deleteImage(request: Request, id: number) {
  await callApi(request, { method: 'DELETE', path: `image/${id}`, action: 'supprimer une image' })
  forgetPages()
}

/** DELETE page/{pageId}/{entityId}/image/{id}: that entity no longer shows the image (which stays in the library). */
export async function detachImage(request: Request, id: number, pageId: number, entityId: number) {
  await callApi(request, { method: 'DELETE', path: `page/${pageId}/${entityId}/image/${id}`, action: 'dissocier l’image' })
  forgetPages()
}
