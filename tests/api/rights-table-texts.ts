import { Right } from '#contract/rights'
import type { ProtectedCall, PublicRoute } from '../support/rights'

/**
 * Revisions of html texts and blog articles and news items created or deleted (decision 0017): each with the right
 * of the save route of its texts, page texts 10, blog and news item texts 11. Calls let through change nothing:
 * ids are unknown (404) and bodies empty (400).
 */
const unknown = 999999

export const calls: ProtectedCall[] = [
  {
    method: 'GET',
    route: '/api/text-revisions/page/:pageId/:textId',
    path: 'text-revisions/page/2/rights-check',
    access: { rights: [Right.EditMainTexts] },
  },
  {
    method: 'GET',
    route: '/api/text-revisions/blog/:blogId/:textId',
    path: 'text-revisions/blog/2/rights-check',
    access: { rights: [Right.EditItemTexts] },
  },
  {
    method: 'GET',
    route: '/api/text-revisions/news/:newsId/:textName',
    path: 'text-revisions/news/2/rights-check',
    access: { rights: [Right.EditItemTexts] },
  },
  {
    method: 'GET',
    route: '/api/text-versions/page/:ownerId',
    path: `text-versions/page/${unknown}`,
    access: { rights: [Right.EditMainTexts] },
  },
  {
    method: 'GET',
    route: '/api/text-versions/blog/:ownerId',
    path: `text-versions/blog/${unknown}`,
    access: { rights: [Right.EditItemTexts] },
  },
  {
    method: 'GET',
    route: '/api/text-versions/news/:ownerId',
    path: `text-versions/news/${unknown}`,
    access: { rights: [Right.EditItemTexts] },
  },
  {
    method: 'POST',
    route: '/api/text-revisions/page/:id/restore',
    path: `text-revisions/page/${unknown}/restore`,
    access: { rights: [Right.EditMainTexts] },
  },
  {
    method: 'POST',
    route: '/api/text-revisions/blog/:id/restore',
    path: `text-revisions/blog/${unknown}/restore`,
    access: { rights: [Right.EditItemTexts] },
  },
  {
    method: 'POST',
    route: '/api/text-revisions/news/:id/restore',
    path: `text-revisions/news/${unknown}/restore`,
    access: { rights: [Right.EditItemTexts] },
  },
  { method: 'POST', route: '/api/blog', path: 'blog', payload: { json: {} }, access: { rights: [Right.EditItemTexts] } },
  { method: 'DELETE', route: '/api/blog/:id', path: `blog/${unknown}`, access: { rights: [Right.EditItemTexts] } },
  { method: 'POST', route: '/api/news', path: 'news', payload: { json: {} }, access: { rights: [Right.EditItemTexts] } },
  { method: 'DELETE', route: '/api/news/:id', path: `news/${unknown}`, access: { rights: [Right.EditItemTexts] } },
  // Drafts and scheduled publishing (decision 0036): staff's read, and the writes that move an item or a page text.
  ...(['blog', 'news'] as const).flatMap((kind): ProtectedCall[] => [
    { method: 'GET', route: `/api/${kind}/editable`, path: `${kind}/editable`, access: { rights: [Right.EditItemTexts] } },
    ...['publish', 'unpublish', 'discard-draft'].map((write): ProtectedCall => ({
      method: 'POST',
      route: `/api/${kind}/:id/${write}`,
      path: `${kind}/${unknown}/${write}`,
      access: { rights: [Right.EditItemTexts] },
    })),
  ]),
  { method: 'GET', route: '/api/page/:id/editable', path: `page/${unknown}/editable`, access: { rights: [Right.EditMainTexts] } },
  {
    method: 'POST',
    route: '/api/page/:pageId/:textId/discard-draft',
    path: `page/${unknown}/rights-check/discard-draft`,
    access: { rights: [Right.EditMainTexts] },
  },
  // A training offer's information (decision 0034) is a text of its page; the school's settings are right 1's.
  {
    method: 'PUT',
    route: '/api/offer-information/:offer',
    path: 'offer-information/sagacity',
    payload: { json: {} },
    access: { rights: [Right.EditMainTexts] },
  },
  { method: 'PUT', route: '/api/school-settings', path: 'school-settings', payload: { json: {} }, access: { rights: [Right.FullAdmin] } },
]

export const publicRoutes: PublicRoute[] = ['GET /api/offer-information/:offer', 'GET /api/school-settings']
