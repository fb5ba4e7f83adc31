import type { JSX } from 'react'

/**
 * Html written with the editor, sanitised by the API when stored (or a default text of the code): the only
 * place where the site renders html.
 */
export function RichText({
  html,
  as: Tag = 'div',
  className,
}: {
  html: string | undefined
  as?: keyof JSX.IntrinsicElements
  className?: string
}) {
  if (!html) return null
  return <Tag className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />
}

/** A block of a page written as two texts, `{block}-title` then `{block}-text`. */
export function TitledText({ texts, block }: { texts: Record<string, string>; block: string }) {
  return (
    <>
      <RichText html={texts[`${block}-title`]} />
      <RichText html={texts[`${block}-text`]} />
    </>
  )
}
