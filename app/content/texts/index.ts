import { pageIds } from '../pages'
import { homeTexts } from './home'

/**
 * The default html texts of every page, by page id and text id. The seed writes them into the API; a page
 * shows the API's text and falls back to these when a block is missing.
 */
export const defaultTexts: Record<number, Record<string, string>> = {
  [pageIds.home]: homeTexts,
}
