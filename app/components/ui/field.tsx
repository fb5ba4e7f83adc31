import {
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react'
import { useHydrated } from '~/utils/misc'
import { ErrorList } from './error-list'

type Errors = (string | null | undefined)[] | null | undefined

interface FieldProps {
  labelProps: LabelHTMLAttributes<HTMLLabelElement> & { children: ReactNode }
  errors?: Errors
  help?: ReactNode
  className?: string
}

/** The ids a field's control points to with aria-describedby: its help text and its errors, when it has them. */
function useFieldIds(controlId: string | undefined, errors: Errors, help: ReactNode) {
  const fallbackId = useId()
  const id = controlId ?? fallbackId
  return { id, errorId: errors?.length ? `${id}-error` : undefined, helpId: help ? `${id}-help` : undefined }
}

/** The control's id, and its invalid state and descriptions (help, then a counter, then errors) for screen readers. */
function controlWiring({ id, helpId, errorId }: ReturnType<typeof useFieldIds>, counterId?: string) {
  return {
    id,
    'aria-invalid': errorId ? true : undefined,
    'aria-describedby': [helpId, counterId, errorId].filter(Boolean).join(' ') || undefined,
  }
}

/** What every field draws around its control: the label and the help text before it, the errors after it. */
function FieldFrame({
  id,
  helpId,
  errorId,
  labelProps,
  errors,
  help,
  className,
  children,
}: FieldProps & { id: string; helpId?: string; errorId?: string; children: ReactNode }) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} {...labelProps} />
      {help ? (
        <p id={helpId} className="field-help">
          {help}
        </p>
      ) : null}
      {children}
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

/** A field of one control, drawn by `control` with its id, invalid state and descriptions (`controlWiring`). */
function WiredField({
  controlId,
  control,
  ...field
}: FieldProps & { controlId: string | undefined; control: (wiring: ReturnType<typeof controlWiring>) => ReactNode }) {
  const ids = useFieldIds(controlId, field.errors, field.help)
  return (
    <FieldFrame {...field} {...ids}>
      {control(controlWiring(ids))}
    </FieldFrame>
  )
}

/** A labelled input with its help text and errors, wired with aria-invalid and aria-describedby. */
export function Field({ inputProps, ...field }: FieldProps & { inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  return <WiredField {...field} controlId={inputProps.id} control={(wiring) => <input {...inputProps} {...wiring} />} />
}

/**
 * A labelled textarea; with JavaScript, a counter of typed characters over the maximum (section 5).
 */
export function TextareaField({ textareaProps, ...field }: FieldProps & { textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  const ids = useFieldIds(textareaProps.id, field.errors, field.help)
  const hydrated = useHydrated()
  const [length, setLength] = useState(String(textareaProps.defaultValue ?? '').length)
  const counterId = `${ids.id}-counter`
  const max = textareaProps.maxLength
  return (
    <FieldFrame {...field} {...ids}>
      <textarea
        {...textareaProps}
        onInput={(event) => {
          setLength(event.currentTarget.value.length)
          textareaProps.onInput?.(event)
        }}
        {...controlWiring(ids, hydrated && max ? counterId : undefined)}
      />
      {hydrated && max ? (
        <p id={counterId} className="field-counter">
          {length}/{max}
          <span className="visually-hidden"> caractères</span>
        </p>
      ) : null}
    </FieldFrame>
  )
}

/** A labelled select with its help text and errors, wired as `Field` is. */
export function SelectField({ selectProps, ...field }: FieldProps & { selectProps: SelectHTMLAttributes<HTMLSelectElement> }) {
  return <WiredField {...field} controlId={selectProps.id} control={(wiring) => <select {...selectProps} {...wiring} />} />
}
