import type { SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { type ReactNode, useRef } from 'react'
import type { PlaceGroup } from '#content/page-places'
import { ConfirmStep } from '~/components/admin/delete-item'
import { Banner, Button, FormErrors, getFormProps, useHydrated, useIsPendingIntent, useServerForm } from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'
import { FORM_KEY } from '~/utils/form-key'
import { CreditFields, DescriptionFields, ImageFileField } from './image-fields'
import { folderPath, imagePath } from './paths'
import { PlaceField, type UploadLimits } from './upload-form'
import { FileForm, useFileForm } from './use-upload'
import type { ImageView } from './views.server'

/** An image as the loader sends it (views.server.ts), as far as its form needs it. */
export type EditedImage = Omit<ImageView, 'thumbnail' | 'size'>

interface ImageEditorProps {
  image: EditedImage
  folder: { id: number; name: string }
  places: readonly PlaceGroup[]
  result?: SubmissionResult<string[]>
  constraints: { update: FormConstraint; place: FormConstraint }
  formKey: string
  limits: UploadLimits
}

const number = new Intl.NumberFormat('fr-FR')
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })
const directions = { portrait: 'portrait', landscape: 'paysage', square: 'carré' } as const

/** « 245 Ko », « 1,4 Mo ». */
export function weightOf(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${number.format(Math.max(1, Math.round(bytes / 1024)))}\u00a0Ko`
    : `${decimal.format(bytes / 1024 / 1024)}\u00a0Mo`
}

const resultOf = (result: SubmissionResult<string[]> | undefined, intent: string) =>
  result?.initialValue?.intent === intent ? result : undefined

/**
 * An image's form: its picture and what it is (size, weight, format, direction), its credits and file, where it is
 * shown (with the public pages), attaching it to another page entity, detaching it, deleting it.
 */
export function ImageEditor({ image, folder, places, result, constraints, formKey, limits }: ImageEditorProps) {
  const detachResult = resultOf(result, 'detach')
  return (
    <>
      <header className="admin-page-header">
        <h1>
          Image n°{'\u00a0'}
          {image.id}
        </h1>
        {image.role ? <p>{image.role}</p> : null}
      </header>
      {image.alt || image.decorative ? null : (
        <Banner kind="info" dismissible={false}>
          Cette image n’a pas encore de texte alternatif{'\u00a0'}: décrivez-la ci-dessous, ou cochez «{'\u00a0'}Image décorative
          {'\u00a0'}». En attendant, les pages la montrent sans description.
        </Banner>
      )}
      <div className="image-edit">
        <figure className="image-edit-picture">
          <img src={image.preview} alt={image.alt} width={image.width} height={image.height} />
          <figcaption>
            <dl className="image-facts">
              <div>
                <dt>Taille</dt>
                <dd>
                  {number.format(image.width)}
                  {'\u00a0'}×{'\u00a0'}
                  {number.format(image.height)}
                  {'\u00a0'}px
                </dd>
              </div>
              <div>
                <dt>Poids</dt>
                <dd>{weightOf(image.weight)}</dd>
              </div>
              <div>
                <dt>Format</dt>
                <dd>{image.extension.toUpperCase()}</dd>
              </div>
              <div>
                <dt>Orientation</dt>
                <dd>{directions[image.direction]}</dd>
              </div>
            </dl>
            <a href={image.url}>Ouvrir le fichier d’origine</a>
          </figcaption>
        </figure>
        <section className="admin-section" aria-labelledby="image-credits-title">
          <h2 id="image-credits-title">Description, crédits et fichier</h2>
          <UpdateImageForm
            image={image}
            folder={folder.id}
            result={resultOf(result, 'update')}
            constraint={constraints.update}
            formKey={formKey}
            limits={limits}
          />
        </section>
      </div>
      <section className="admin-section" aria-labelledby="image-uses-title">
        <h2 id="image-uses-title">Où l’image est affichée</h2>
        {detachResult?.error?.['']?.length ? <Banner kind="error">{detachResult.error[''].join(' ')}</Banner> : null}
        <UsesList image={image} folder={folder.id} formKey={formKey} />
        <h3 id="image-attach-title">L’afficher à un autre emplacement</h3>
        <AttachForm
          image={image}
          folder={folder.id}
          places={places}
          result={resultOf(result, 'attach')}
          constraint={constraints.place}
          formKey={formKey}
        />
      </section>
      <section className="admin-section" aria-labelledby="image-delete-title">
        <h2 id="image-delete-title">Suppression</h2>
        <DeleteImageForm image={image} folder={folder.id} formKey={formKey} />
      </section>
      <p className="admin-back">
        <Link to={folderPath(folder.id)}>Retour au dossier {folder.name}</Link>
      </p>
    </>
  )
}

interface UpdateImageFormProps {
  image: EditedImage
  folder: number
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
  formKey: string
  limits: UploadLimits
}

/**
 * intent=update: the description and the credits as they are (an emptied field is cleared) and, to replace the
 * picture everywhere, a file.
 */
function UpdateImageForm({ image, folder, result, constraint, formKey, limits }: UpdateImageFormProps) {
  const file = useFileForm({ id: 'edit-image', lastResult: result, constraint, defaultValue: image as never, limits })
  return (
    <FileForm
      file={file}
      formKey={formKey}
      hidden={{ intent: 'update', id: image.id, folder }}
      name={{ 'aria-labelledby': 'image-credits-title' }}
    >
      <DescriptionFields fields={file.fields} />
      <CreditFields fields={file.fields} />
      <ImageFileField meta={file.fields.image} label="Remplacer le fichier (facultatif)" />
      <Button type="submit" pending={file.upload.progress !== null} pendingLabel="Enregistrement…">
        Enregistrer
      </Button>
    </FileForm>
  )
}

/** A small form of hidden fields and one button (detach, the delete step). */
function HiddenFields({ fields, formKey }: { fields: Record<string, string | number>; formKey: string }) {
  return (
    <>
      <input type="hidden" name={FORM_KEY} value={formKey} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

function UsesList({ image, folder, formKey }: { image: EditedImage; folder: number; formKey: string }) {
  if (!image.uses.length)
    return (
      <p className="admin-empty">
        Affichée nulle part{'\u00a0'}: elle est dans le dossier «{'\u00a0'}0 Non utilisées{'\u00a0'}».
      </p>
    )
  return (
    <ul className="image-uses-list">
      {image.uses.map((use) => (
        <li key={`${use.pageId}-${use.entityId}`}>
          <span>
            {use.pageId} {use.page}, {use.place}
            {use.path ? (
              <>
                {' '}
                (<a href={use.path}>voir la page {use.path}</a>)
              </>
            ) : null}
          </span>
          <Form method="post">
            <HiddenFields
              fields={{ intent: 'detach', id: image.id, pageId: use.pageId, entityId: use.entityId, folder }}
              formKey={formKey}
            />
            <Button type="submit" variant="secondary">
              Dissocier
              <span className="visually-hidden">
                {' '}
                de {use.page}, {use.place}
              </span>
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  )
}

interface AttachFormProps {
  image: EditedImage
  folder: number
  places: readonly PlaceGroup[]
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
  formKey: string
}

/** intent=attach: `id`, `pageId`, `entityId` (the image that entity showed before stays in the library). */
function AttachForm({ image, folder, places, result, constraint, formKey }: AttachFormProps) {
  const isPending = useIsPendingIntent('attach')
  const [form, fields] = useServerForm({ id: 'attach-image', lastResult: result, constraint })
  return (
    <Form key={form.key} method="post" className="image-form" aria-labelledby="image-attach-title" {...getFormProps(form)}>
      <HiddenFields fields={{ id: image.id, folder }} formKey={formKey} />
      <FormErrors form={form} />
      <PlaceField places={places} fields={fields} />
      <Button type="submit" name="intent" value="attach" pending={isPending} pendingLabel="Enregistrement…">
        Afficher l’image à cet emplacement
      </Button>
    </Form>
  )
}

/**
 * intent=delete: with JavaScript, a dialog asks first; without, the button answers the confirmation page. Both say
 * where the image is shown before it goes.
 */
function DeleteImageForm({ image, folder, formKey }: { image: EditedImage; folder: number; formKey: string }) {
  const hydrated = useHydrated()
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <Form
        method="post"
        onSubmit={(event) => {
          if (!hydrated || !dialog.current) return
          event.preventDefault()
          dialog.current.showModal()
        }}
      >
        <HiddenFields fields={{ intent: 'delete', id: image.id, folder }} formKey={formKey} />
        <Button type="submit" variant="secondary" className="button-danger">
          Supprimer l’image
        </Button>
      </Form>
      <dialog ref={dialog} className="admin-dialog" aria-labelledby="delete-image-title">
        <ConfirmDelete
          image={image}
          folder={folder}
          formKey={formKey}
          as="div"
          cancel={
            <Button type="button" variant="secondary" onClick={() => dialog.current?.close()}>
              Annuler
            </Button>
          }
        />
      </dialog>
    </>
  )
}

interface ConfirmDeleteProps {
  image: EditedImage
  folder: number
  formKey: string
  /** In the dialog: a `div`, and a button that closes it instead of the link back to the image. */
  as?: 'div'
  cancel?: ReactNode
}

/** The confirmation step of a deletion, saying where the image is shown before it goes. */
function ConfirmDelete({ image, folder, formKey, as, cancel }: ConfirmDeleteProps) {
  return (
    <ConfirmStep
      question={'Êtes-vous sûr de vouloir supprimer l’image\u00a0?'}
      intent="delete"
      fields={{ id: image.id, folder }}
      formKey={formKey}
      confirmLabel="Supprimer définitivement"
      pendingLabel="Suppression…"
      cancelTo={imagePath(folder, image.id)}
      cancel={cancel}
      id="delete-image"
      as={as}
    >
      {image.uses.length ? (
        <>
          <p>
            Elle est affichée à{' '}
            {image.uses.length > 1 ? `${image.uses.length}\u00a0emplacements, qui resteront` : 'cet emplacement, qui restera'} sans image
            {'\u00a0'}:
          </p>
          <ul>
            {image.uses.map((use) => (
              <li key={`${use.pageId}-${use.entityId}`}>
                {use.pageId} {use.page}, {use.place}
                {use.path ? ` (${use.path})` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Elle n’est affichée sur aucune page.</p>
      )}
    </ConfirmStep>
  )
}

/** The confirmation page of a delete sent without JavaScript. */
export function ConfirmDeleteImage({ image, folder, formKey }: { image: EditedImage; folder: number; formKey: string }) {
  return <ConfirmDelete image={image} folder={folder} formKey={formKey} />
}
