import { Form, useSubmit } from '@remix-run/react'
import { type FormEvent, useState } from 'react'
import { Button, ErrorList, useHydrated, useIsPendingIntent } from '~/components/ui'
import { CeremonyError, passkeysSupported, signInWithPasskey } from './ceremony'

export const PASSKEY_LOGIN_OPTIONS_PATH = '/admin/login/passkey-options'

/**
 * « Utiliser une clé d’accès » under the login form (decision 0041): the browser asks one of the site's
 * passkeys to sign the challenge, and the form posts its answer (`intent=passkey`, `challenge`, `response`) to the
 * login's action. Shown once the page runs JavaScript in a browser that knows WebAuthn; TOTP is the way in otherwise.
 */
export function PasskeyLogin({ action }: { action: string }) {
  const hydrated = useHydrated()
  const submit = useSubmit()
  const isPending = useIsPendingIntent('passkey')
  const [waiting, setWaiting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!hydrated || !passkeysSupported()) return null

  async function logIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setError(null)
    setWaiting(true)
    try {
      const answer = await signInWithPasskey(PASSKEY_LOGIN_OPTIONS_PATH)
      form.set('intent', 'passkey')
      form.set('challenge', answer.challenge)
      form.set('response', answer.response)
      submit(form, { method: 'post', action })
    } catch (caught) {
      setError(caught instanceof CeremonyError ? caught.message : 'La clé d’accès n’a pas répondu. Réessayez.')
    } finally {
      setWaiting(false)
    }
  }

  return (
    <Form method="post" action={action} className="admin-passkey-login" onSubmit={(event) => void logIn(event)}>
      <p>ou, sans mot de passe ni code{'\u00a0'}:</p>
      <ErrorList id="passkey-login-error" errors={error ? [error] : null} />
      <Button type="submit" variant="secondary" pending={waiting || isPending} pendingLabel="En attente de la clé…">
        Utiliser une clé d’accès
      </Button>
    </Form>
  )
}
