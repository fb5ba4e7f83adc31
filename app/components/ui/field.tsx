import { type InputHTMLAttributes, type LabelHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId, useState } from 'react'
import { useHydrated } from '~/utils/misc'
import { ErrorList } from './error-list'

type Errors = (string | null | undefined)[] | null | undefined

interface FieldProps {
  labelProps: LabelHTMLAttributes<HTMLLabelElement> & { children: ReactNode }
  errors?: Errors
  help?: ReactNode
  className?: string
}

/** A labelled input with its help text and errors, wired with aria-invalid and aria-describedby. */
export function Field({
  labelProps,
  inputProps,
  errors,
  help,
  className,
}: FieldProps & { inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  const fallbackId = useId()
  const id = inputProps.id ?? fallbackId
  const errorId = errors?.length ? `${id}-error` : undefined
  const helpId = help ? `${id}-help` : undefined
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} {...labelProps} />
      {help ? (
        <p id={helpId} className="field-help">
          {help}
        </p>
      ) : null}
      <input
        {...inputProps}
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[helpId, errorId].filter(Boolean).join(' ') || undefined}
      />
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

/**
 * A labelled textarea; with JavaScript, a counter of typed characters over the maximum (section 5).
 */
export function TextareaField({
  labelProps,
  textareaProps,
  errors,
  help,
  className,
}: FieldProps & { textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  const fallbackId = useId()
  const id = textareaProps.id ?? fallbackId
  const hydrated = useHydrated()
  const [length, setLength] = useState(String(textareaProps.defaultValue ?? '').length)
  const errorId = errors?.length ? `${id}-error` : undefined
  const helpId = help ? `${id}-help` : undefined
  const counterId = `${id}-counter`
  const max = textareaProps.maxLength
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} {...labelProps} />
      {help ? (
        <p id={helpId} className="field-help">
          {help}
        </p>
      ) : null}
      <textarea
        {...textareaProps}
        id={id}
        onInput={(event) => {
          setLength(event.currentTarget.value.length)
          textareaProps.onInput?.(event)
        }}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[helpId, hydrated && max ? counterId : undefined, errorId].filter(Boolean).join(' ') || undefined}
      />
      {hydrated && max ? (
        <p id={counterId} className="field-counter">
          {length}/{max}
          <span className="visually-hidden"> caractères</span>
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}
