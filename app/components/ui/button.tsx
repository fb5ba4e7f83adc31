import type { ButtonHTMLAttributes, ReactNode } from 'react'

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link'
  /** While the form is in flight the button is disabled (no double submission) and says so. */
  pending?: boolean
  /** What the button says while the form is in flight ('Envoi en cours…'). */
  pendingLabel?: string
}

export function Button({ variant = 'primary', pending = false, pendingLabel, className, disabled, children, ...props }: ButtonProps) {
  return (
    <button
      {...props}
      className={['button', `button-${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  )
}

/**
 * A form's submit button in its row of actions, with what follows it there (« Mot de passe oublié ? », « Annuler »).
 */
export function FormSubmit({ after, ...button }: Omit<ButtonProps, 'type'> & { after?: ReactNode }) {
  return (
    <div className="form-actions">
      <Button type="submit" {...button} />
      {after}
    </div>
  )
}
