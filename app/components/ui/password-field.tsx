import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react'
import { useHydrated } from '~/utils/misc'
import { ErrorList } from './error-list'

/** The label of every new password (section 5). */
export const NEW_PASSWORD_LABEL = 'Nouveau mot de passe (7 caractères minimums)'

interface PasswordFieldProps {
  label: ReactNode
  inputProps: InputHTMLAttributes<HTMLInputElement>
  errors?: (string | null | undefined)[] | null
  /** The toggle's name, which says which password it shows when a form has two. */
  toggleLabel?: string
}

/**
 * A password input with, when JavaScript runs, a button that shows what was typed (section 4). Without
 * JavaScript the button would do nothing, so it is not rendered.
 */
export function PasswordField({ label, inputProps, errors, toggleLabel = 'Afficher le mot de passe' }: PasswordFieldProps) {
  const fallbackId = useId()
  const id = inputProps.id ?? fallbackId
  const hydrated = useHydrated()
  const [visible, setVisible] = useState(false)
  const errorId = errors?.length ? `${id}-error` : undefined
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          {...inputProps}
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        />
        {hydrated ? (
          <button type="button" className="password-toggle" aria-controls={id} aria-pressed={visible} onClick={() => setVisible(!visible)}>
            {toggleLabel}
          </button>
        ) : null}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}
