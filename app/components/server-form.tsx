import type { SubmissionResult } from '@conform-to/react'
import { useLocation } from '@remix-run/react'
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useRef } from 'react'
import { Banner } from '~/components/ui/banner'
import { Field, TextareaField } from '~/components/ui/field'
import { NEW_PASSWORD_LABEL, PasswordField } from '~/components/ui/password-field'
import type { FormConstraint } from '~/utils/form-constraints.server'

/** A field posts a text, or several (ticked boxes of a multi-choice). */
type FieldValue = string | string[]

export interface ServerFormOptions {
  id: string
  /** The action's `submission.reply()` (conform's shape): its field errors and the values to show again. */
  lastResult: SubmissionResult<string[]> | null | undefined
  /** The fields' HTML constraints, sent by the loader (`constraintsOf`). */
  constraint: FormConstraint
  defaultValue?: Record<string, FieldValue | null | undefined>
}

export interface FormMeta {
  id: string
  errorId: string
  errors?: string[]
  /**
   * Changes with each page the visitor reaches: a success redirects, and the form starts afresh as after a reload.
   * Every form gives it to its `<Form key>`: its fields are uncontrolled, so only a new element drops what was typed.
   */
  key: string
}

/** What a field shows and posts, with conform's names (`id`, `errorId`, `errors`, `initialValue`). */
export interface FieldMeta {
  id: string
  name: string
  formId: string
  errorId: string
  errors?: string[]
  initialValue?: FieldValue
  required?: boolean
  minLength?: number
  maxLength?: number
}

/**
 * A form that validates on the server only (docs/decisions/0010): the action's zod schema decides, and its reply
 * (conform's `SubmissionResult`) carries the errors and the values sent, with or without JavaScript. This hook only
 * reads that reply, with the ids and names conform's `useForm` gave: conform's runtime (about 10 KB gzip) stays out
 * of the browser, which keeps the form pages within the JavaScript budget (decision 0009). The errors are those of
 * the last reply alone, so none stays after a send that succeeds.
 */
export function useServerForm({ id, lastResult, constraint, defaultValue }: ServerFormOptions): [FormMeta, Record<string, FieldMeta>] {
  // A refused send keeps the page (and what was typed); a send that succeeds redirects to a new location.
  const location = useLocation()
  const key = useRef(location.key)
  if (!lastResult) key.current = location.key
  const values = lastResult?.initialValue ?? defaultValue ?? {}
  const errorsOf = (name: string) => lastResult?.error?.[name] ?? undefined
  const field = (name: string): FieldMeta => ({
    id: `${id}-${name}`,
    name,
    formId: id,
    errorId: `${id}-${name}-error`,
    errors: errorsOf(name),
    initialValue: (values[name] ?? undefined) as FieldValue | undefined,
    ...constraint[name],
  })
  const fields = new Proxy({} as Record<string, FieldMeta>, { get: (_, name) => field(String(name)) })
  return [{ id, errorId: `${id}-error`, errors: errorsOf(''), key: key.current }, fields]
}

/** The form element's props: the server validates, so the browser's own checks never stop a send. */
export function getFormProps(form: FormMeta) {
  return {
    id: form.id,
    noValidate: true,
    'aria-invalid': form.errors ? true : undefined,
    'aria-describedby': form.errors ? form.errorId : undefined,
  }
}

function controlProps(meta: FieldMeta) {
  return {
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    required: meta.required || undefined,
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    'aria-invalid': meta.errors ? true : undefined,
    'aria-describedby': meta.errors ? meta.errorId : undefined,
  }
}

const textOf = (value: FieldValue | undefined) => (Array.isArray(value) ? value[0] : value)

export function getInputProps(
  meta: FieldMeta,
  { type }: { type: InputHTMLAttributes<HTMLInputElement>['type'] },
): InputHTMLAttributes<HTMLInputElement> {
  return { ...controlProps(meta), type, defaultValue: textOf(meta.initialValue) }
}

export function getTextareaProps(meta: FieldMeta): TextareaHTMLAttributes<HTMLTextAreaElement> {
  return { ...controlProps(meta), defaultValue: textOf(meta.initialValue) }
}

/** One checkbox per option of a multi-choice, ticked as its value was posted or stored. */
export function getCollectionProps(meta: FieldMeta, { type, options }: { type: 'checkbox'; options: string[] }) {
  const ticked = ([] as string[]).concat(meta.initialValue ?? [])
  return options.map((value) => ({
    ...controlProps(meta),
    required: undefined,
    key: value,
    id: `${meta.id}-${value}`,
    type,
    value,
    defaultChecked: ticked.includes(value),
  }))
}

/** The errors of a whole form ('title : message' from the action or the API), above its fields. */
export function FormErrors({ form }: { form: FormMeta }) {
  if (!form.errors?.length) return null
  return (
    <Banner kind="error" id={form.errorId}>
      {form.errors.join(' ')}
    </Banner>
  )
}

interface FormFieldProps {
  meta: FieldMeta
  label: ReactNode
  help?: ReactNode
  /** The class of the field's frame (its label, control and errors), as `Field` takes it. */
  className?: string
}

/**
 * A field of a server form: its label, the input's type and any attribute it adds (autofill, `min`…), wired to the
 * field's name, constraints, value and errors.
 */
export function FormField({
  meta,
  label,
  help,
  className,
  type,
  ...inputProps
}: FormFieldProps & InputHTMLAttributes<HTMLInputElement> & { type: InputHTMLAttributes<HTMLInputElement>['type'] }) {
  return (
    <Field
      labelProps={{ children: label }}
      help={help}
      className={className}
      inputProps={{ ...getInputProps(meta, { type }), ...inputProps }}
      errors={meta.errors}
    />
  )
}

/** A textarea of a server form, wired as `FormField` is (`rows`, `maxLength`… as the textarea's attributes). */
export function FormTextareaField({
  meta,
  label,
  help,
  className,
  ...textareaProps
}: FormFieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <TextareaField
      labelProps={{ children: label }}
      help={help}
      className={className}
      textareaProps={{ ...getTextareaProps(meta), ...textareaProps }}
      errors={meta.errors}
    />
  )
}

/**
 * The e-mail address of the client forms (login, account mails) and of the staff accounts: one type and autofill for
 * all; `label` and `help` for an address that is optional.
 */
export function EmailField({ meta, label = 'Adresse e-mail', help }: { meta: FieldMeta; label?: string; help?: string }) {
  return <FormField meta={meta} label={label} help={help} type="email" autoComplete="email" />
}

interface PasswordMetaFieldProps {
  meta: FieldMeta
  label?: string
  /** The toggle's name, which says which password it shows when a form has two. */
  toggleLabel?: string
}

/** A password field of a server form, filled by password managers as `autoComplete` says, with a label by default. */
function passwordFieldOf(autoComplete: 'current-password' | 'new-password', defaultLabel: string) {
  return function FormPasswordField({ meta, label = defaultLabel, toggleLabel }: PasswordMetaFieldProps) {
    return (
      <PasswordField
        label={label}
        toggleLabel={toggleLabel}
        inputProps={{ ...getInputProps(meta, { type: 'password' }), autoComplete }}
        errors={meta.errors}
      />
    )
  }
}

/** The password a person signs in with, or confirms a change with. */
export const CurrentPasswordField = passwordFieldOf('current-password', 'Mot de passe')

/** The new password of the password forms (section 5): one label unless told. */
export const NewPasswordField = passwordFieldOf('new-password', NEW_PASSWORD_LABEL)
