import { Form, useNavigation } from '@remix-run/react'
import { clientFieldLabels, clientFieldNames } from '#contract/client-fields'
import type { RegistrationType } from '#contract/registration'
import { Banner, ErrorList, Field } from '~/components/ui'
import { blocksToText } from './registration-type-fields'
import { WhatToBringField } from './what-to-bring-field'

/** What the page's action answers to a refused type form: the message, the field errors and what was typed. */
export type TypeFormAnswer = { message: string; errors: Record<string, string[]>; values: Record<string, string>; clients: string[] }

const textFields = [
  { name: 'title_category', label: 'Titre de la catégorie' },
  { name: 'title_subcategory', label: 'Titre de la sous-catégorie' },
  { name: 'title_registration', label: 'Titre de l’inscription' },
  { name: 'link', label: 'Lien de la page publique' },
] as const

/**
 * « Type d’inscription » of a subcategory (right 7 reads it, right 8 edits it): its titles, link, page, image and
 * the field lists the session forms and the client check are built from (issue 12, item 5).
 */
export function RegistrationTypeSection({
  type,
  canEdit,
  answer,
}: {
  type: RegistrationType
  canEdit: boolean
  answer: TypeFormAnswer | null
}) {
  const busy = useNavigation().state === 'submitting'
  const errors = answer?.errors ?? {}
  const value = (name: string, fallback: string) => answer?.values[name] ?? fallback
  const clients = answer?.clients ?? type.data_name_client
  return (
    <section className="admin-section" aria-labelledby="type-title">
      <h2 id="type-title">Type d’inscription</h2>
      {canEdit ? (
        <Form method="post" className="registration-type-form" aria-labelledby="type-title">
          {answer ? <Banner kind="error">{answer.message}</Banner> : null}
          <input type="hidden" name="intent" value="update-type" />
          <input type="hidden" name="id_registration_type" value={type.id} />
          {textFields.map((field) => (
            <Field
              key={field.name}
              labelProps={{ children: field.label }}
              errors={errors[field.name]}
              inputProps={{
                id: `type-${field.name}`,
                name: field.name,
                defaultValue: value(field.name, type[field.name]),
                maxLength: field.name === 'link' ? 255 : 100,
                required: field.name !== 'link',
              }}
            />
          ))}
          {(['id_page', 'id_image'] as const).map((name) => (
            <Field
              key={name}
              labelProps={{ children: <>{name === 'id_page' ? 'Numéro de la page' : 'Numéro de l’image'} (facultatif)</> }}
              errors={errors[name]}
              inputProps={{
                id: `type-${name}`,
                name,
                inputMode: 'numeric',
                defaultValue: value(name, type[name] === null ? '' : String(type[name])),
              }}
            />
          ))}
          <div className="field">
            <label htmlFor="type-cancel_days">Annulation en ligne par le client jusqu’à (jours avant la session)</label>
            <span id="type-cancel_days-help" className="field-help">
              0{'\u00a0'}: jusqu’à la veille. Passé ce délai, l’espace client invite à écrire à l’école.
            </span>
            <input
              id="type-cancel_days"
              name="cancel_days"
              type="number"
              min={0}
              max={365}
              step={1}
              required
              defaultValue={value('cancel_days', String(type.cancel_days))}
              aria-describedby={errors.cancel_days ? 'type-cancel_days-help type-cancel_days-error' : 'type-cancel_days-help'}
              aria-invalid={errors.cancel_days ? true : undefined}
            />
            <ErrorList id="type-cancel_days-error" errors={errors.cancel_days} />
          </div>
          <div className="field">
            <label htmlFor="type-data_name_list">Champs des sessions</label>
            <span id="type-data_name_list-help" className="field-help">
              Un bloc par paragraphe (une ligne vide entre deux blocs), un nom de champ par ligne.
            </span>
            <textarea
              id="type-data_name_list"
              name="data_name_list"
              rows={12}
              defaultValue={value('data_name_list', blocksToText(type.data_name_list))}
              aria-invalid={errors.data_name_list ? true : undefined}
              aria-describedby={`type-data_name_list-help${errors.data_name_list ? ' type-data_name_list-error' : ''}`}
            />
            <ErrorList id="type-data_name_list-error" errors={errors.data_name_list} />
          </div>
          <WhatToBringField defaultValue={value('what_to_bring', type.what_to_bring)} errors={errors.what_to_bring} />
          <fieldset
            className="registration-type-clients"
            aria-describedby={errors.data_name_client ? 'type-data_name_client-error' : undefined}
          >
            <legend>Champs du client exigés pour s’inscrire</legend>
            {clientFieldNames.map((name) => (
              <p key={name}>
                <input
                  type="checkbox"
                  id={`type-client-${name}`}
                  name="data_name_client"
                  value={name}
                  defaultChecked={clients.includes(name)}
                />{' '}
                <label htmlFor={`type-client-${name}`}>{clientFieldLabels[name]}</label>
              </p>
            ))}
            <ErrorList id="type-data_name_client-error" errors={errors.data_name_client} />
          </fieldset>
          <p className="form-actions">
            <button type="submit" className="button" disabled={busy}>
              Enregistrer le type d’inscription
            </button>
          </p>
        </Form>
      ) : (
        <dl className="registration-block">
          <div>
            <dt>Titre de l’inscription</dt>
            <dd>{type.title_registration}</dd>
          </div>
          <div>
            <dt>Champs des sessions</dt>
            <dd>{type.data_name_list.map((block) => block.join(', ')).join(' · ')}</dd>
          </div>
          <div>
            <dt>Annulation en ligne</dt>
            <dd>jusqu’à {type.cancel_days} jours avant la session</dd>
          </div>
          <div>
            <dt>Champs du client exigés</dt>
            <dd>
              {type.data_name_client.map((name) => clientFieldLabels[name as keyof typeof clientFieldLabels] ?? name).join(', ') ||
                '(aucun)'}
            </dd>
          </div>
          <div>
            <dt>À apporter</dt>
            <dd className="registration-what-to-bring">{type.what_to_bring || '(rien de précisé)'}</dd>
          </div>
        </dl>
      )}
    </section>
  )
}
