import { diffWords } from 'diff'
import { readableText } from '~/utils/html'

/** A run of words of a diff: in both versions, only in the later one, or only in the earlier one. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed'
  text: string
}

/**
 * The words removed from `earlier` and added in `later`, compared as they read (the text of the html, one line per
 * block), not as markup: a link or bold added changes no word. Server-side only: jsdiff stays out of every page's
 * JavaScript (the revisions page draws the parts).
 */
export function wordDiff(earlierHtml: string, laterHtml: string): DiffPart[] {
  return diffWords(readableText(earlierHtml), readableText(laterHtml)).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }))
}
