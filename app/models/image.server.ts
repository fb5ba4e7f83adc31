import { fetchFileFromApi } from '~/utils/api.server'

/** An uploaded picture (`uploads/{file}`: the original or a WebP rendition), unread, to stream to the browser. */
export function getImageFile(request: Request, file: string): Promise<Response> {
  return fetchFileFromApi(request, { path: `uploads/${encodeURIComponent(file)}`, action: 'charger l’image' })
}
