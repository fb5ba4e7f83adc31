import type { ReactNode } from 'react'
import { type FieldMeta, FormField } from '~/components/ui'

/** A staff account's name (« Identifiant »), as the login and the first start's setup ask it: no capitals forced, no spelling. */
export function StaffNameField({ meta, help }: { meta: FieldMeta; help?: ReactNode }) {
  return (
    <FormField meta={meta} label="Identifiant" help={help} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} />
  )
}
