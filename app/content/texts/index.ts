import { pageIds } from '../pages'
import { aboutTexts } from './about'
import { blogTexts } from './blog'
import { founderTexts } from './founder'
import { homeTexts } from './home'
import { legalNoticeTexts } from './legal-notice'
import { methodTexts } from './method'
import { newsTexts } from './news'
import { schoolTexts } from './school'

/**
 * The default html texts of every page, by page id and text id. The seed writes them into the API; a page
 * shows the API's text and falls back to these when a block is missing.
 */
export const defaultTexts: Record<number, Record<string, string>> = {
  [pageIds.founder]: founderTexts,
  [pageIds.home]: homeTexts,
  [pageIds.method]: methodTexts,
  [pageIds.school]: schoolTexts,
  [pageIds.legalNotice]: legalNoticeTexts,
  [pageIds.news]: newsTexts,
  [pageIds.blog]: blogTexts,
  [pageIds.about]: aboutTexts,
}
