import { Right } from '#contract/rights'
import { emptyBody, type ProtectedCall, protectedCall, type PublicRoute, rights, unknownId } from '../support/rights'

/**
 * Revisions of html texts and blog articles and news items created or deleted (decision 0017): each with the right
 * of the save route of its texts, page texts 10, blog and news item texts 11. Calls let through change nothing:
 * ids are unknown (404) and bodies empty (400).
 */
export const calls: ProtectedCall[] = [
  protectedCall('GET /api/text-revisions/page/:pageId/:textId', rights(Right.EditMainTexts), {
    path: 'text-revisions/page/2/rights-check',
  }),
  protectedCall('GET /api/text-revisions/blog/:blogId/:textId', rights(Right.EditItemTexts), {
    path: 'text-revisions/blog/2/rights-check',
  }),
  protectedCall('GET /api/text-revisions/news/:newsId/:textName', rights(Right.EditItemTexts), {
    path: 'text-revisions/news/2/rights-check',
  }),
  protectedCall('GET /api/text-versions/page/:ownerId', rights(Right.EditMainTexts)),
  protectedCall('GET /api/text-versions/blog/:ownerId', rights(Right.EditItemTexts)),
  protectedCall('GET /api/text-versions/news/:ownerId', rights(Right.EditItemTexts)),
  protectedCall('POST /api/text-revisions/page/:id/restore', rights(Right.EditMainTexts)),
  protectedCall('POST /api/text-revisions/blog/:id/restore', rights(Right.EditItemTexts)),
  protectedCall('POST /api/text-revisions/news/:id/restore', rights(Right.EditItemTexts)),
  protectedCall('POST /api/blog', rights(Right.EditItemTexts), emptyBody),
  protectedCall('DELETE /api/blog/:id', rights(Right.EditItemTexts)),
  protectedCall('POST /api/news', rights(Right.EditItemTexts), emptyBody),
  protectedCall('DELETE /api/news/:id', rights(Right.EditItemTexts)),
  // Drafts and scheduled publishing (decision 0036): staff's read, and the writes that move an item or a page text.
  ...(['blog', 'news'] as const).flatMap((kind): ProtectedCall[] => [
    protectedCall(`GET /api/${kind}/editable`, rights(Right.EditItemTexts)),
    ...['publish', 'unpublish', 'discard-draft'].map((write) =>
      protectedCall(`POST /api/${kind}/:id/${write}`, rights(Right.EditItemTexts)),
    ),
  ]),
  protectedCall('GET /api/page/:id/editable', rights(Right.EditMainTexts)),
  protectedCall('POST /api/page/:pageId/:textId/discard-draft', rights(Right.EditMainTexts), {
    path: `page/${unknownId}/rights-check/discard-draft`,
  }),
  // A training offer's information (decision 0034) is a text of its page; the school's settings are right 1's.
  protectedCall('PUT /api/offer-information/:offer', rights(Right.EditMainTexts), { ...emptyBody, path: 'offer-information/sagacity' }),
  protectedCall('PUT /api/school-settings', rights(Right.FullAdmin), emptyBody),
]

export const publicRoutes: PublicRoute[] = ['GET /api/offer-information/:offer', 'GET /api/school-settings']
