import type { OfferInformationView } from '~/offers/view'

/**
 * What Qualiopi's indicator 1 asks a training offer to publish (objectives, prerequisites, audience, duration,
 * methods, evaluation, access time, accessibility, price), from the one record staff edit, with its date.
 */
export function OfferInformation({ information }: { information: OfferInformationView }) {
  return (
    <section className="offer-information" aria-labelledby="offer-information-title">
      <h2 id="offer-information-title">Objectifs, public et modalités</h2>
      <dl>
        {information.items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            {item.lines.map((line, index) => (
              <dd key={index}>{line}</dd>
            ))}
          </div>
        ))}
      </dl>
      <p className="offer-information-updated">{information.updatedOn}</p>
      {information.edit ? (
        <p className="staff-edit">
          <a href={information.edit}>Modifier ces informations</a>
        </p>
      ) : null}
    </section>
  )
}
