import type { ReactNode } from 'react'
import { Field, type FieldMeta, getInputProps } from '~/components/ui'

/** A staff account's name (« Identifiant »), as the login and the first start's setup ask it: no capitals forced, no spelling. */
export function StaffNameField({ meta, help }: { meta: FieldMeta; help?: ReactNode }) {
  return (
    <Field
      labelProps={{ children: 'Identifiant' }}
      help={help}
      inputProps={{ ...getInputProps(meta, { type: 'text' }), autoComplete: 'username', autoCapitalize: 'none', spellCheck: false }}
      errors={meta.errors}
    />
  )
}
