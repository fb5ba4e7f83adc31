import { PublishedFigures } from '~/components/published-figures'
import type { SchoolFiguresView } from '~/offers/view'

/** The school's figures (section 9): its trainers' experience, and the figures computed from its surveys. */
export function SchoolFigures({ figures }: { figures: SchoolFiguresView }) {
  return (
    <section className="school-figures" aria-labelledby="school-figures-title">
      <h2 id="school-figures-title">L’école en chiffres</h2>
      <p>{figures.intro}</p>
      <PublishedFigures figures={figures} className="school-figures-list" />
    </section>
  )
}
