import type { InputHTMLAttributes } from 'react'
import { type ClientFieldName, clientTypes } from '#contract/client-fields'
import { ErrorList, Field, type FieldMeta, getCollectionProps, getInputProps } from '~/components/ui'

type InputSpec = {
  label: string
  type: 'text' | 'tel'
  autoComplete?: string
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode']
  help?: string
}

/** How each client field of section 3 is asked, in French. */
export const clientInputs: Record<Exclude<ClientFieldName, 'type' | 'note'>, InputSpec> = {
  firstName: { label: 'Prénom', type: 'text', autoComplete: 'given-name' },
  secondName: { label: 'Nom', type: 'text', autoComplete: 'family-name' },
  phone: { label: 'Téléphone', type: 'tel', autoComplete: 'tel', help: 'Plusieurs numéros\u00a0? Séparez-les par «\u00a0;\u00a0».' },
  email: {
    label: 'Adresse e-mail',
    type: 'text',
    autoComplete: 'email',
    help: 'C’est votre adresse de connexion\u00a0: elle ne peut pas être modifiée ici. Écrivez-nous pour la changer.',
  },
  address: { label: 'Adresse', type: 'text', autoComplete: 'street-address' },
  zip: { label: 'Code postal', type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
  city: { label: 'Ville', type: 'text', autoComplete: 'address-level2' },
  country: { label: 'Pays', type: 'text', autoComplete: 'country-name' },
  business: { label: 'Entreprise', type: 'text', autoComplete: 'organization' },
  professionalPhone: { label: 'Téléphone professionnel', type: 'tel', autoComplete: 'work tel' },
}

/** The two values of the multi-choice type, as people read them. */
const choiceLabels: Record<(typeof clientTypes)[number], string> = {
  'Tous publics': 'un particulier (tous publics)',
  Entreprise: 'une entreprise',
}

interface ClientFieldInputProps {
  name: Exclude<ClientFieldName, 'note'>
  // The forms hold different fields: each input only needs its own field's metadata.
  meta: FieldMeta
  required?: boolean
}

/** One client field in a form (the account form, a registration's missing fields), with its errors. */
export function ClientFieldInput({ name, meta, required }: ClientFieldInputProps) {
  if (name === 'type') {
    const errorId = meta.errors?.length ? meta.errorId : undefined
    return (
      <fieldset className="field choice-group" aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
        <legend>Vous êtes{required ? ' *' : ''}</legend>
        {getCollectionProps(meta, { type: 'checkbox', options: [...clientTypes] }).map(({ key, ...props }) => (
          <label key={key} className="choice">
            <input {...props} />
            {choiceLabels[props.value as (typeof clientTypes)[number]] ?? props.value}
          </label>
        ))}
        <ErrorList id={errorId} errors={meta.errors} />
      </fieldset>
    )
  }
  const spec = clientInputs[name]
  const readOnly = name === 'email'
  return (
    <Field
      labelProps={{ children: `${spec.label}${required ? ' *' : ''}` }}
      inputProps={{
        ...getInputProps(meta, { type: spec.type }),
        autoComplete: spec.autoComplete,
        inputMode: spec.inputMode,
        readOnly,
        ...(required ? { required: true } : {}),
      }}
      help={spec.help}
      errors={meta.errors}
      className={name === 'address' ? 'field-wide' : undefined}
    />
  )
}
