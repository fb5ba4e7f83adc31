import type { FiguresView } from '~/offers/view'

/**
 * The published figures (decision 0040), as every page shows them: the value, its meaning, and how many answers of
 * which period it counts; or the sentence that says why there is none yet.
 */
export function PublishedFigures({ figures, className }: { figures: FiguresView; className: string }) {
  if (!figures.figures.length) return <p className="figures-empty">{figures.empty}</p>
  return (
    <>
      <dl className={className}>
        {figures.figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.value}</dt>
            <dd>
              {figure.label} <span className="figure-basis">({figure.basis})</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="figure-scope">{figures.scope}, d’après les réponses à nos questionnaires de satisfaction.</p>
    </>
  )
}
