import { EmailField, type FieldMeta } from '~/components/ui'

/** The optional address of a staff account (issue 29): on /admin/users and on the member's own /admin/password. */
export function StaffEmailField({ meta }: { meta: FieldMeta }) {
  return (
    <EmailField
      meta={meta}
      label="Adresse e-mail (facultative)"
      help="Elle reçoit un message à chaque changement du mot de passe ou d’un moyen de connexion du compte."
    />
  )
}
