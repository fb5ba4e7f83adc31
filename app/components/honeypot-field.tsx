import { useId } from 'react'
import { HONEYPOT_FIELD } from '~/utils/honeypot'

/** Out of sight and out of the tab order: people leave it empty, form-filling bots do not. */
export function HoneypotField() {
  // Its own id in each form: a page may hold two forms (the client area's login and account creation).
  const id = useId()
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Ne pas remplir ce champ</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
