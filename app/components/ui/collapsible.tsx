import type { ReactNode } from 'react'
import { isBlankHtml } from '~/utils/html'
import { RichText } from '../rich-text'

export const EMPTY_COLLAPSIBLE_MESSAGE = 'Actuellement en évolution'

interface CollapsibleProps {
  summary: ReactNode
  /** The hidden part, as html; an empty block says 'Actuellement en évolution' (section 2). */
  html: string | undefined
  open?: boolean
  className?: string
}

/** A block that opens on demand: native details/summary, so it works the same without JavaScript. */
export function Collapsible({ summary, html, open, className }: CollapsibleProps) {
  return (
    <details className={['collapsible', className].filter(Boolean).join(' ')} open={open}>
      <summary>{summary}</summary>
      <div className="collapsible-body">
        {isBlankHtml(html) ? <p className="collapsible-empty">{EMPTY_COLLAPSIBLE_MESSAGE}</p> : <RichText html={html} />}
      </div>
    </details>
  )
}
