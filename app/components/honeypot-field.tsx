import { HONEYPOT_FIELD } from '~/utils/honeypot'

/** Out of sight and out of the tab order: people leave it empty, form-filling bots do not. */
export function HoneypotField() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={HONEYPOT_FIELD}>Ne pas remplir ce champ</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
