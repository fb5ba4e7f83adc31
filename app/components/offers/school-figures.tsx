import { schoolClaims } from '~/content/claims'

/** The school's figures (section 9), with the one wording of each. */
export function SchoolFigures() {
  const { founded, figures, trainerExperience } = schoolClaims
  return (
    <section className="school-figures" aria-labelledby="school-figures-title">
      <h2 id="school-figures-title">L’école en chiffres</h2>
      <p>
        Depuis {founded}, nos formateurs cumulent plus de {trainerExperience.lifeCoaching}
        {'\u00a0'}ans d’expérience en coaching de vie et plus de {trainerExperience.businessCoaching}
        {'\u00a0'}ans en coaching professionnel.
      </p>
      <dl className="school-figures-list">
        {figures.map((figure) => (
          <div key={figure.percent}>
            <dt>
              {figure.percent}
              {'\u00a0'}%
            </dt>
            <dd>{figure.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
