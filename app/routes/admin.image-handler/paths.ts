/** The addresses of the image view (DESIGN.md's form contract): the folders, a folder's page, an image's form. */
export const IMAGES_PATH = '/admin/image-handler'

export const folderPath = (folder: number, page = 1) => `${IMAGES_PATH}?folder=${folder}${page > 1 ? `&page=${page}` : ''}`
export const imagePath = (folder: number, id: number) => `${IMAGES_PATH}?folder=${folder}&image=${id}`
/** The upload form, opened from a folder: a page's folder proposes that page. */
export const addPath = (folder: number) => `${IMAGES_PATH}?folder=${folder}&add=1`
/** The action's JSON twin, for the uploads sent by script (their progress shows): see use-upload.ts. */
export const UPLOAD_PATH = `${IMAGES_PATH}/upload`
