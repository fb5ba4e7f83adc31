import type { SchoolFiguresView } from '~/offers/view'

/** The school's figures (section 9), worded on the server from `content/claims.ts`. */
export function SchoolFigures({ figures }: { figures: SchoolFiguresView }) {
  return (
    <section className="school-figures" aria-labelledby="school-figures-title">
      <h2 id="school-figures-title">L’école en chiffres</h2>
      <p>{figures.intro}</p>
      <dl className="school-figures-list">
        {figures.figures.map((figure) => (
          <div key={figure.value}>
            <dt>{figure.value}</dt>
            <dd>{figure.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
