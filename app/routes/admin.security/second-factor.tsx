import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { SecondFactorState } from '#contract/user'
import { ReauthFieldset } from '~/components/admin/reauth-fieldset'
import { Banner, FormErrors, FormField, FormSubmit, getFormProps, useIsPendingIntent, useServerForm } from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'

interface SecondFactorSectionProps {
  state: SecondFactorState & { reauthNeeded: boolean; constraint: FormConstraint }
  result?: SubmissionResult<string[]>
  /** The ten recovery codes, in the answer that made them only. */
  recoveryCodes?: string[]
}

/**
 * « Authentification à deux facteurs » (decision 0037): before enrolment, the QR code drawn by the API, the
 * `otpauth://` link and the secret in groups of four, with the code that proves them; after, its state, the
 * recovery codes left and their regeneration. Removing the factor is not offered: it is mandatory for staff.
 */
export function SecondFactorSection({ state, result, recoveryCodes }: SecondFactorSectionProps) {
  return (
    <section className="admin-section" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">Authentification à deux facteurs</h2>
      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : null}
      {state.enrolment ? <Enrolment enrolment={state.enrolment} result={result} constraint={state.constraint} /> : null}
      {state.enrolled ? (
        <Enrolled left={state.recoveryCodesLeft} reauthNeeded={state.reauthNeeded} result={recoveryCodes ? undefined : result} />
      ) : null}
    </section>
  )
}

function Enrolment({
  enrolment,
  result,
  constraint,
}: {
  enrolment: NonNullable<SecondFactorState['enrolment']>
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
}) {
  const isPending = useIsPendingIntent('enable-totp')
  const [form, fields] = useServerForm({ id: 'enable-totp', lastResult: result, constraint })
  return (
    <>
      <Banner kind="info">Votre compte doit être protégé par un second facteur avant d’ouvrir les autres pages de l’administration.</Banner>
      <ol className="totp-steps">
        <li>Installez une application d’authentification sur votre téléphone (par exemple FreeOTP, Aegis ou celle de votre système).</li>
        <li>
          Scannez ce QR code avec elle, ou <a href={enrolment.uri}>ouvrez ce lien sur le téléphone</a>, ou saisissez la clé{'\u00a0'}:{' '}
          <code className="totp-secret">{enrolment.secret}</code>
          {/* Drawn by the API from the otpauth:// link (the qrcode library): no JavaScript needed to show it. */}
          <div
            className="totp-qr"
            role="img"
            aria-label="QR code du lien otpauth de votre compte"
            dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
          />
        </li>
        <li>Saisissez le code à six chiffres que l’application affiche.</li>
      </ol>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors form={form} />
        <FormField meta={fields.code} label="Code à six chiffres" type="text" autoComplete="one-time-code" inputMode="numeric" />
        <FormSubmit name="intent" value="enable-totp" pending={isPending} pendingLabel="Vérification…">
          Activer
        </FormSubmit>
      </Form>
    </>
  )
}

function Enrolled({ left, reauthNeeded, result }: { left: number; reauthNeeded: boolean; result?: SubmissionResult<string[]> }) {
  const isPending = useIsPendingIntent('regenerate-recovery-codes')
  const [form, fields] = useServerForm({ id: 'recovery-codes', lastResult: result, constraint: {} })
  const errors = { currentPassword: fields.currentPassword.errors, code: fields.code.errors }
  return (
    <>
      <p>
        Activée avec une application d’authentification. Codes de secours restants{'\u00a0'}: {left}.
      </p>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors form={form} />
        {reauthNeeded || errors.code?.length ? <ReauthFieldset idPrefix="recovery-codes" errors={errors} /> : null}
        <FormSubmit variant="secondary" name="intent" value="regenerate-recovery-codes" pending={isPending} pendingLabel="Génération…">
          Régénérer les codes de secours
        </FormSubmit>
      </Form>
    </>
  )
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="recovery-codes" role="status">
      <Banner kind="success">
        Voici vos dix codes de secours. Notez-les ou imprimez-les maintenant et gardez-les hors de votre téléphone{'\u00a0'}: ils ne seront
        plus affichés. Chacun ouvre une session une seule fois si vous perdez votre téléphone.
      </Banner>
      <ul className="recovery-code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  )
}
