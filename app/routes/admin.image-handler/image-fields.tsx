import { type DragEvent, useEffect, useRef, useState } from 'react'
import { ErrorList, type FieldMeta, FormField, useHydrated } from '~/components/ui'

/**
 * What the image says to who cannot see it (issue 30): « Texte alternatif », or the « Image décorative » box (then
 * `alt=""`; the box wins over a text). Required by the server: one or the other.
 */
export function DescriptionFields({ fields }: { fields: Record<string, FieldMeta> }) {
  const { alt, decorative } = fields
  // Posted, the box is `on`; loaded from the API, `decorative` is a boolean.
  const ticked = [true, 'true', 'on'].includes(decorative.initialValue as string | boolean)
  return (
    <fieldset className="image-description">
      <legend>Description pour qui ne voit pas l’image</legend>
      <FormField
        meta={alt}
        label="Texte alternatif"
        help={
          'Ce que l’image apporte à la page, en une phrase ou deux (lu par les lecteurs d’écran). Inutile de commencer par «\u00a0Image de\u00a0».'
        }
        type="text"
        autoComplete="off"
      />
      <p className="field-check">
        <input type="checkbox" id={decorative.id} name={decorative.name} form={decorative.formId} value="on" defaultChecked={ticked} />{' '}
        <label htmlFor={decorative.id}>Image décorative (elle n’apporte rien au texte{'\u00a0'}: les lecteurs d’écran l’ignorent)</label>
      </p>
    </fieldset>
  )
}

/** The credit fields of section 3, with what each one is for. */
const creditFields = [
  { name: 'role', label: 'Rôle (à quoi sert l’image, pour l’équipe)', type: 'text' },
  { name: 'author', label: 'Auteur', type: 'text' },
  { name: 'site', label: 'Site', type: 'text' },
  { name: 'author_link', label: 'Lien vers l’auteur', type: 'url' },
  { name: 'source_link', label: 'Lien vers la source', type: 'url' },
  { name: 'change_made', label: 'Modification apportée', type: 'text' },
] as const

export function CreditFields({ fields }: { fields: Record<string, FieldMeta> }) {
  return (
    <div className="admin-fields">
      {creditFields.map(({ name, label, type }) => (
        <FormField
          key={name}
          meta={fields[name]}
          label={label}
          help={type === 'url' ? 'Adresse commençant par http:// ou https://' : undefined}
          type={type}
          autoComplete="off"
        />
      ))}
    </div>
  )
}

const accepted = 'image/jpeg,image/png,image/webp,image/gif,image/avif'

/**
 * The file of the image: a plain file input, which JavaScript turns into a drop zone showing a preview of the
 * file chosen (nothing is sent before the form is).
 */
export function ImageFileField({ meta, label, required }: { meta: FieldMeta; label: string; required?: boolean }) {
  const hydrated = useHydrated()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const show = (file: File | undefined) => setPreview(file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null)
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    const files = event.dataTransfer.files
    if (!input.current || !files.length) return
    input.current.files = files
    show(files[0])
  }
  const errorId = meta.errors?.length ? meta.errorId : undefined
  return (
    <div
      className={['field', 'image-drop', over ? 'image-drop-over' : ''].filter(Boolean).join(' ')}
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <label htmlFor={meta.id}>{label}</label>
      <p className="field-help" id={`${meta.id}-help`}>
        JPEG, PNG, WebP, GIF ou AVIF{hydrated ? '\u00a0; déposez le fichier ici ou choisissez-le' : ''}.
      </p>
      <input
        ref={input}
        id={meta.id}
        name={meta.name}
        form={meta.formId}
        type="file"
        accept={accepted}
        required={required}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[`${meta.id}-help`, errorId].filter(Boolean).join(' ')}
        onChange={(event) => show(event.currentTarget.files?.[0])}
      />
      {preview ? <img className="image-drop-preview" src={preview} alt="Aperçu du fichier choisi" /> : null}
      <ErrorList id={errorId} errors={meta.errors} />
    </div>
  )
}
