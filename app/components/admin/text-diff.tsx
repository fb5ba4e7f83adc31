import type { DiffPart } from '~/admin/text-diff.server'

/**
 * A text with the words added and removed since a version marked in it, as people read it: `<ins>` and `<del>`
 * are styled (colour and underline or strike-through, not colour alone) and say what they are to screen readers,
 * which do not announce them by themselves.
 */
export function TextDiff({ parts }: { parts: DiffPart[] }) {
  return (
    <div className="text-diff">
      {parts.map((part, index) =>
        part.kind === 'added' ? (
          <ins key={index}>
            <span className="visually-hidden">{'[ajouté\u00a0: '}</span>
            {part.text}
            <span className="visually-hidden">]</span>
          </ins>
        ) : part.kind === 'removed' ? (
          <del key={index}>
            <span className="visually-hidden">{'[retiré\u00a0: '}</span>
            {part.text}
            <span className="visually-hidden">]</span>
          </del>
        ) : (
          part.text
        ),
      )}
    </div>
  )
}
