import type { TextKind, TextRevision, TextVersion } from '#contract/texts'
import { callApi } from '~/utils/api.server'
import { forgetBlogArticle } from './blog.server'
import { forgetNews } from './news.server'
import { forgetPage } from './page.server'

export type { TextKind, TextRevision }

/** The kept versions of an html text (right 10 for a page, 11 for an article or a news item), newest first. */
export function getTextRevisions(request: Request, kind: TextKind, ownerId: number, textId: string) {
  return callApi<TextRevision[]>(request, {
    path: `text-revisions/${kind}/${ownerId}/${encodeURIComponent(textId)}`,
    action: 'charger les versions du texte',
  })
}

/** The version of each text of a page, an article or a news item, by text id (decision 0033): 0 when never saved since. */
export async function getTextVersions(request: Request, kind: TextKind, ownerId: number): Promise<Record<string, number>> {
  const versions = await callApi<Record<string, TextVersion>>(request, {
    path: `text-versions/${kind}/${ownerId}`,
    action: 'charger les versions du texte',
  })
  return Object.fromEntries(Object.entries(versions).map(([textId, { version }]) => [textId, version]))
}

/** Saves a kept version as the text again; the public pages read it at their next request. */
export async function restoreTextRevision(request: Request, kind: TextKind, ownerId: number, revisionId: number) {
  await callApi<unknown>(request, { method: 'POST', path: `text-revisions/${kind}/${revisionId}/restore`, action: 'rétablir la version' })
  if (kind === 'page') forgetPage(ownerId)
  else if (kind === 'blog') forgetBlogArticle(ownerId)
  else forgetNews()
}
