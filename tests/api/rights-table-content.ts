import { Right } from '#contract/rights'
import type { Payload } from '../support/http'
import { type ProtectedCall, protectedCall, type PublicRoute, rights } from '../support/rights'

/** A 1×1 PNG: a real image, so that a call made with the right goes all the way through. */
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

function imagePayload(withFile: boolean): Payload {
  const form = new FormData()
  form.append('author', 'Test des droits')
  form.append('alt', 'Un carré d’un pixel')
  if (withFile) form.append('image', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), 'droits.png')
  return { multipart: form }
}

/**
 * Images, page images and html texts (decision 0002): images need 4 (adding one also 5), page texts 10, blog and
 * news item texts 11. Calls made with the right change only what no other row relies on: the text blocks written
 * are `rights-check`, and the deletion aims at an image that does not exist (404 once the rights are checked).
 */
export const calls: ProtectedCall[] = [
  protectedCall('GET /api/image/all', rights(Right.Images)),
  protectedCall('GET /api/image/folders', rights(Right.Images)),
  protectedCall('GET /api/image/folders/:folder', rights(Right.Images), { path: 'image/folders/0' }),
  protectedCall('GET /api/image/to-describe', rights(Right.Images)),
  protectedCall('GET /api/image/:id', rights(Right.Images)),
  protectedCall('POST /api/image', rights(Right.Images, Right.AddImage), { payload: imagePayload(true) }),
  protectedCall('PUT /api/image/:id', rights(Right.Images), { path: 'image/1', payload: imagePayload(false) }),
  protectedCall('DELETE /api/image/:id', rights(Right.Images)),
  protectedCall('PUT /api/page/:pageId/:entityId/image/:imageId', rights(Right.Images), { path: 'page/2/1/image/1' }),
  protectedCall('DELETE /api/page/:pageId/:entityId/image/:imageId', rights(Right.Images), { path: 'page/2/999/image/1' }),
  protectedCall('PUT /api/page/:pageId/:textId', rights(Right.EditMainTexts), {
    path: 'page/2/rights-check',
    payload: { html: '<p>Texte de vérification des droits</p>' },
  }),
  protectedCall('PUT /api/blog/:blogId/:textId', rights(Right.EditItemTexts), {
    path: 'blog/2/rights-check',
    payload: { html: '<p>Texte de vérification des droits</p>' },
  }),
  protectedCall('PUT /api/news/:newsId/:textName', rights(Right.EditItemTexts), {
    path: 'news/2/rights-check',
    payload: { html: '<p>Texte de vérification des droits</p>' },
  }),
]

export const publicRoutes: PublicRoute[] = [
  'GET /api/page/all',
  'GET /api/page/:id',
  'GET /api/blog/all',
  'GET /api/blog/byId/:id',
  'GET /api/blogFilters/all',
  'GET /api/news/all',
  'GET /api/uploads/:file',
  'GET /api/openapi.json',
  'GET /api/content-version',
  // The archive `npm run backup` asks of a running PGlite API: loopback and DATA_DIR's token instead of a login
  // (tests/api/backup.test.ts).
  'POST /api/backup',
]
