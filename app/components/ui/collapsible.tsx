import type { ReactNode } from 'react'
import { RichText } from '../rich-text'

export const EMPTY_COLLAPSIBLE_MESSAGE = 'Actuellement en évolution'

/** True when an html block says nothing a visitor could read (no text, only empty tags or spaces). */
export function isBlankHtml(html: string | undefined): boolean {
  return !html || !html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '')
}

/** The text of an html block, for places that take no markup (a summary, an attribute). */
export function plainText(html: string | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, '’')
    .replace(/\s+/g, ' ')
    .trim()
}

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
