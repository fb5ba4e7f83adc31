import { Field, PasswordField } from '~/components/ui'

interface ReauthFieldsetProps {
  /** Prefix of the inputs' ids: a page may hold several such forms. */
  idPrefix: string
  errors?: { currentPassword?: string[] | null; code?: string[] | null }
  /** The password is asked here (not when the form already asks for the current one, as the password change does). */
  withPassword?: boolean
}

/**
 * The password and a code asked again beside a change of password, factor or rights, when the session's last
 * proof is more than 5 minutes old (decision 0037): `currentPassword` and `code`, checked by the API.
 */
export function ReauthFieldset({ idPrefix, errors = {}, withPassword = true }: ReauthFieldsetProps) {
  return (
    <fieldset className="reauth">
      <legend>Confirmez votre identité</legend>
      <p>
        Votre dernière vérification date de plus de 5{'\u00a0'}minutes{'\u00a0'}: cette modification la demande de nouveau.
      </p>
      {withPassword ? (
        <PasswordField
          label="Votre mot de passe"
          inputProps={{ name: 'currentPassword', id: `${idPrefix}-current-password`, autoComplete: 'current-password', required: true }}
          errors={errors.currentPassword}
        />
      ) : null}
      <Field
        labelProps={{ children: 'Code de votre application (ou code de secours)' }}
        inputProps={{
          name: 'code',
          id: `${idPrefix}-code`,
          type: 'text',
          autoComplete: 'one-time-code',
          autoCapitalize: 'none',
          spellCheck: false,
          required: true,
          maxLength: 40,
        }}
        errors={errors.code}
      />
    </fieldset>
  )
}
