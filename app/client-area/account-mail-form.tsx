import { type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useEffect, useState } from 'react'
import {
  EmailField,
  FormErrors,
  FormSubmit,
  getFormProps,
  HoneypotField,
  useHydrated,
  useIsPendingIntent,
  useServerForm,
} from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'

export interface AccountMailFormProps {
  id: string
  /** The route whose action sends the mail; the current one when absent. */
  action?: string
  result?: SubmissionResult<string[]>
  /** The HTML constraints of its fields, from the loader (the form validates on the server). */
  constraint: FormConstraint
  /** When a new mail may be asked for (epoch ms), and how many seconds that was from the page's rendering. */
  resend: { at: number; inSeconds: number } | null
  defaultEmail?: string
  redirectTo?: string
  submitLabel: string
  /** Which mail: an account link (the default) or a login link (the action tells them apart). */
  intent?: 'create' | 'login-link'
}

const clock = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Europe/Paris' })

/**
 * The form that asks for an account mail: a new account, a forgotten password, a new link or a login link. After a mail, the
 * button waits 60 seconds: with JavaScript a live countdown keeps it disabled; without, the page says from
 * when a new mail may be asked, and the API refuses an earlier one with its own French message.
 */
export function AccountMailForm({
  id,
  action,
  result,
  constraint,
  resend,
  defaultEmail,
  redirectTo,
  submitLabel,
  intent = 'create',
}: AccountMailFormProps) {
  const hydrated = useHydrated()
  const secondsLeft = useCountdown(resend?.inSeconds ?? 0)
  const isPending = useIsPendingIntent(intent, action ? { formAction: action } : undefined)
  const [form, fields] = useServerForm({
    id,
    lastResult: result,
    defaultValue: { email: defaultEmail },
    constraint,
  })
  const waiting = hydrated && secondsLeft > 0
  const noteId = `${id}-resend`
  return (
    // Keyed by the hook: a send that succeeds starts the form afresh (no old error, no old address), as a reload does.
    <Form key={form.key} method="post" action={action} {...getFormProps(form)}>
      <HoneypotField />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors form={form} />
      <EmailField meta={fields.email} />
      {resend && !hydrated ? (
        <p id={noteId} className="form-note">
          Un e-mail vient d’être envoyé. Vous pourrez en demander un nouveau à partir de {clock.format(resend.at)} (heure de Paris).
        </p>
      ) : null}
      {waiting ? (
        <p id={noteId} className="form-note" role="timer">
          Nouvel envoi possible dans {secondsLeft}
          {'\u00a0'}s
        </p>
      ) : null}
      <FormSubmit
        name="intent"
        value={intent}
        pending={isPending}
        disabled={waiting}
        aria-describedby={resend && (waiting || !hydrated) ? noteId : undefined}
        pendingLabel="Envoi en cours…"
      >
        {submitLabel}
      </FormSubmit>
    </Form>
  )
}

/** Seconds left, counted down live in the browser from the server's figure (no clock skew between the two). */
function useCountdown(fromSeconds: number): number {
  const [secondsLeft, setSecondsLeft] = useState(fromSeconds)
  useEffect(() => {
    setSecondsLeft(fromSeconds)
    if (fromSeconds <= 0) return
    const deadline = Date.now() + fromSeconds * 1000
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
      setSecondsLeft(left)
      if (left === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [fromSeconds])
  return secondsLeft
}
