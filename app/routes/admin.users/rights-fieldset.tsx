import type { ChangeEvent } from 'react'
import { knownRights, neededRights, type Right, rightDetails, rightMeanings } from '#contract/rights'
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

/**
 * With JavaScript, the boxes follow what the API does on save: ticking a right that needs another ticks that one,
 * unticking a needed right unticks those that need it. Without, the API grants it and the page says so.
 */
function keepNeededRights(event: ChangeEvent<HTMLInputElement>) {
  const box = event.currentTarget
  const boxes = [...(box.closest('fieldset')?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])]
  const boxOf = (right: number) => boxes.find((candidate) => candidate.value === String(right))
  const right = Number(box.value) as Right
  if (box.checked) {
    const needed = neededRights[right]
    const neededBox = needed === undefined ? undefined : boxOf(needed)
    if (neededBox) neededBox.checked = true
    return
  }
  for (const [dependent, needed] of Object.entries(neededRights)) {
    const dependentBox = needed === right ? boxOf(Number(dependent)) : undefined
    if (dependentBox) dependentBox.checked = false
  }
}

/** One checkbox per right of section 6, with its meaning in French, its number and what it opens. */
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
                aria-describedby={`${id}-${right}-details`}
                onChange={keepNeededRights}
              />
              <span>
                {rightMeanings[right as Right]} <span className="right-number">({right})</span>
              </span>
            </label>
            <p id={`${id}-${right}-details`} className="right-details">
              {rightDetails[right as Right]}
            </p>
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
