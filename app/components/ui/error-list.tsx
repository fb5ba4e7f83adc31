import { WarningIcon } from './icons'

/** The errors of a field or a form, linked to it by id (aria-describedby). */
export function ErrorList({ id, errors }: { id?: string; errors?: (string | null | undefined)[] | null }) {
  const list = errors?.filter(Boolean) ?? []
  if (!list.length) return null
  return (
    <ul id={id} className="error-list">
      {list.map((error) => (
        <li key={error}>
          <WarningIcon />
          {error}
        </li>
      ))}
    </ul>
  )
}
