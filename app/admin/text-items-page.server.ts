import { hasRight, Right } from '#contract/rights'
import { requireRight, staffLoadFailure } from '~/admin/auth.server'
import { editablePageTexts, HTML_TEXT_MAX, TITLE_MAX } from '~/admin/html-texts.server'
import { pageRows, type RowsSpec } from '~/admin/list.server'
import { lastPageOf, listSearch, readList } from '~/components/admin/list-query'
import type { TextItemsShared } from '~/components/admin/text-items-page'
import { getEditablePageContent } from '~/models/page.server'
import { getTextVersions } from '~/models/text-revision.server'
import { newFormKey } from '~/utils/single-flight.server'

/**
 * What the blog and news handlers load alike (right 10 or 11): their items (`load`: as staff edit them with right
 * 11, drafts included; as visitors see them without), the texts of their public
 * page for right 10, and what their forms need. A failed read is the page's error.
 */
export async function loadTextItemsPage<T>(
  request: Request,
  pageId: number,
  load: (canEditItems: boolean) => Promise<T>,
): Promise<{ data: T; shared: TextItemsShared }> {
  const staff = await requireRight(request, [Right.EditMainTexts, Right.EditItemTexts])
  const canEditPage = hasRight(staff.rights, Right.EditMainTexts)
  const canEditItems = hasRight(staff.rights, Right.EditItemTexts)
  const [data, page, versions] = await Promise.all([
    load(canEditItems),
    canEditPage ? getEditablePageContent(request, pageId) : null,
    canEditPage ? getTextVersions(request, 'page', pageId) : {},
  ]).catch(staffLoadFailure(request))
  return {
    data,
    shared: {
      pageTexts: page ? editablePageTexts(page.texts, versions) : null,
      pageDrafts: page?.drafts ?? [],
      pageId,
      canEditItems,
      formKey: newFormKey(),
      maxLength: HTML_TEXT_MAX,
      titleMax: TITLE_MAX,
    },
  }
}

/** An article or a news item as its list shows it. */
interface ItemRow {
  id: number
  title: string
  date: string
}

const ITEMS_DEFAULT_SORT = '-date'
const ITEMS_PAGE_SIZE = 50

/**
 * The list of articles or news items: newest first (`sort=-date`, the API's order), or by title (and whatever
 * `orders` adds), in pages of 50; `filters` are the list's own address parameters (the blog's `filtre`).
 */
export function itemList<Row extends ItemRow>(
  url: URL,
  rows: Row[],
  { orders = {}, filters }: { orders?: RowsSpec<Row>['orders']; filters?: string[] } = {},
) {
  return pageRows(
    url,
    {
      orders: { title: (row) => row.title, date: (row) => row.date, ...orders },
      defaultSort: ITEMS_DEFAULT_SORT,
      size: ITEMS_PAGE_SIZE,
      filters,
    },
    rows,
  )
}

/**
 * The query string of the list of items that a page came from (its `sort`, `page` and the blog's `filtre`, carried
 * in the address of the item's page or of the opened article), so that a save, a deletion and the way back return
 * to the same sorted page. With `total`, the list's new size after a deletion: a page past its end becomes the
 * last one rather than the 404 page.
 */
export function itemListSearch(url: URL, { total, blog = false }: { total?: number; blog?: boolean } = {}): string {
  const query = readList(url, {
    sorts: blog ? ['title', 'date', 'filter'] : ['title', 'date'],
    defaultSort: ITEMS_DEFAULT_SORT,
    filters: blog ? ['filtre'] : [],
  })
  const page = total === undefined ? query.page : Math.min(query.page, lastPageOf(total, ITEMS_PAGE_SIZE))
  return listSearch(query, { page }, ITEMS_DEFAULT_SORT)
}
