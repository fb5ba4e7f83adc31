import { Form, Link, useNavigation } from '@remix-run/react'
import type { Registration, RegistrationType } from '#contract/registration'
import { dataKey } from '#contract/registration-categories'
import { Banner, ErrorList, Field } from '~/components/ui'
import { FORM_KEY } from '~/utils/form-key'

/**
 * What the subcategory page's action answers to a refused form (`form` is its intent): the French message, the
 * field errors and what was typed, so that the form shows them with or without JavaScript.
 */
export type SessionFormAnswer = { form: string; message: string; errors: Record<string, string[]>; values: Record<string, string> }

/**
 * The form of a session (`intent=add` or `intent=update`, decision 0016): its date and a fieldset per block of
 * the type's `data_name_list`, each field named as section 3 keys it (`dataKey`).
 */
export function SessionForm({
  type,
  intent,
  session,
  answer,
  formKey,
}: {
  type: RegistrationType
  intent: 'add' | 'update'
  session: Registration | null
  answer: SessionFormAnswer | null
  formKey: string
}) {
  const busy = useNavigation().state === 'submitting'
  // A refusal belongs to the form that was sent: the new session's, or the edited session's own.
  const mine = answer?.form === intent && (session === null || answer.values.id === String(session.id)) ? answer : null
  const saved = (key: string) =>
    key === 'event_date' ? session?.event_date : key === 'places' ? session?.places?.toString() : session?.data[key]
  const value = (key: string) => mine?.values[key] ?? saved(key) ?? ''
  const prefix = `${intent}-${session?.id ?? 'new'}`
  return (
    <Form method="post" className="registration-form" aria-label={intent === 'add' ? 'Nouvelle session' : 'Modifier la session'}>
      {mine ? <Banner kind="error">{mine.message}</Banner> : null}
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={FORM_KEY} value={formKey} />
      {session ? <input type="hidden" name="id" value={session.id} /> : null}
      <input type="hidden" name="id_registration_type" value={type.id} />
      <ErrorList id={`${prefix}-type-error`} errors={mine?.errors.id_registration_type} />
      <Field
        labelProps={{ children: 'Date de la session' }}
        errors={mine?.errors.event_date}
        inputProps={{ id: `${prefix}-event_date`, name: 'event_date', type: 'date', defaultValue: value('event_date') }}
      />
      <Field
        labelProps={{ children: 'Nombre de places' }}
        help={`Vide\u00a0: sans limite. Les pages publiques disent ce qui reste («\u00a0Plus que 2 places\u00a0», «\u00a0Complet\u00a0»).`}
        errors={mine?.errors.places}
        inputProps={{
          id: `${prefix}-places`,
          name: 'places',
          type: 'number',
          min: 1,
          max: 10000,
          step: 1,
          defaultValue: value('places'),
        }}
      />
      {type.data_name_list.map((block, index) => (
        <fieldset key={block.join('|')}>
          <legend>
            {block[0]}
            {block.length > 1 ? ` (bloc ${index + 1})` : ''}
          </legend>
          {block.map((name) => (
            <Field
              key={name}
              labelProps={{ children: name }}
              errors={mine?.errors[dataKey(name)]}
              inputProps={{ id: `${prefix}-${dataKey(name)}`, name: dataKey(name), defaultValue: value(dataKey(name)), maxLength: 2000 }}
            />
          ))}
        </fieldset>
      ))}
      <p className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {intent === 'add' ? 'Créer la session' : 'Enregistrer'}
        </button>{' '}
        <Link to=".">Annuler</Link>
      </p>
    </Form>
  )
}
