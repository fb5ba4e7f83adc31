import { knownRights, type Right, rightMeanings } from '#contract/rights'
import { ErrorList } from '~/components/ui'

interface RightsFieldsetProps {
  /** Unique in the page: several forms show the rights. */
  id: string
  name: string
  legend: string
  /** The rights to show ticked: the account's, or what was just posted. */
  checked: readonly string[]
  errors?: string[]
}

/** One checkbox per right of section 6, with its meaning in French and its number. */
export function RightsFieldset({ id, name, legend, checked, errors }: RightsFieldsetProps) {
  const errorId = errors?.length ? `${id}-error` : undefined
  return (
    <fieldset className="rights-fieldset" aria-describedby={errorId}>
      <legend>{legend}</legend>
      <ul className="rights-options">
        {knownRights.map((right) => (
          <li key={right}>
            <label>
              <input
                type="checkbox"
                name={name}
                value={right}
                defaultChecked={checked.includes(String(right))}
                aria-invalid={errorId ? true : undefined}
              />
              <span>
                {rightMeanings[right as Right]} <span className="right-number">({right})</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  )
}

/** The ticked values of a field as conform gives them back (one value, several, or none). */
export function valuesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String)
  return typeof value === 'string' && value ? value.split(';') : []
}
