import { type SubmissionResult } from '@conform-to/react'
import { Form, useSubmit } from '@remix-run/react'
import { type FormEvent, useRef, useState } from 'react'
import type { PasskeyItem } from '#contract/passkeys'
import { type Column, DataTable, type ListPage } from '~/components/admin/data-table'
import { frenchCount } from '~/components/admin/list-query'
import {
  Button,
  ErrorList,
  FormErrors,
  FormField,
  FormSubmit,
  getFormProps,
  useHydrated,
  useIsPendingIntent,
  useServerForm,
} from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'
import { CeremonyError, createPasskey, passkeysSupported } from './ceremony'

export const PASSKEY_OPTIONS_PATH = '/admin/security/passkey-options'

export interface ShownPasskey extends PasskeyItem {
  added: string
  lastUsed: string
}

interface PasskeySectionProps {
  available: boolean
  list: ListPage<ShownPasskey>
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
}

const columns: Column<ShownPasskey>[] = [
  { key: 'name', label: 'Nom', cell: (passkey) => passkey.name },
  { key: 'added', label: 'Ajoutée le', cell: (passkey) => <time dateTime={passkey.createdAt}>{passkey.added}</time> },
  {
    key: 'lastUsed',
    label: 'Dernière connexion',
    cell: (passkey) => (passkey.lastUsedAt ? <time dateTime={passkey.lastUsedAt}>{passkey.lastUsed}</time> : 'jamais'),
  },
  {
    key: 'remove',
    label: 'Action',
    cell: (passkey) => (
      <Form method="post">
        <input type="hidden" name="id" value={passkey.id} />
        <Button type="submit" variant="secondary" className="button-danger" name="intent" value="remove-passkey">
          Retirer
          <span className="visually-hidden">
            {' '}
            la clé «{'\u00a0'}
            {passkey.name}
            {'\u00a0'}»
          </span>
        </Button>
      </Form>
    ),
  },
]

/**
 * « Clés d’accès » on the security page (decision 0041): the account's passkeys, each removable (the page asks
 * first), and the form that adds one. Adding needs JavaScript and a browser that knows WebAuthn: without them, the
 * page says so; TOTP stays the way in.
 */
export function PasskeySection({ available, list, result, constraint }: PasskeySectionProps) {
  return (
    <section className="admin-section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Clés d’accès</h2>
      <p>
        Une clé d’accès (empreinte, visage ou code de votre téléphone ou de votre ordinateur, ou une clé de sécurité USB) ouvre une session
        à elle seule, sans mot de passe ni code. L’application d’authentification reste toujours possible.
      </p>
      {available ? (
        <>
          <DataTable
            list={list}
            caption={frenchCount(list.total, 'clé d’accès', { plural: 'clés d’accès', none: 'aucune clé d’accès' })}
            columns={columns}
            rowKey={(passkey) => String(passkey.id)}
            empty="Aucune clé d’accès n’est enregistrée pour ce compte."
            pagesLabel="Pages des clés d’accès"
          />
          <AddPasskeyForm result={result} constraint={constraint} />
        </>
      ) : (
        <p>Les clés d’accès demandent que le site ait une adresse avec un nom de domaine (réglage PUBLIC_URL du serveur).</p>
      )}
    </section>
  )
}

/** `intent=add-passkey`, `name`, and the authenticator's answer with its challenge, filled in by the ceremony. */
function AddPasskeyForm({ result, constraint }: Pick<PasskeySectionProps, 'result' | 'constraint'>) {
  const hydrated = useHydrated()
  const submit = useSubmit()
  const isPending = useIsPendingIntent('add-passkey')
  const [ceremonyError, setCeremonyError] = useState<string | null>(null)
  const [waiting, setWaiting] = useState(false)
  const challenge = useRef<HTMLInputElement>(null)
  const response = useRef<HTMLInputElement>(null)
  const [form, fields] = useServerForm({ id: 'add-passkey', lastResult: result, constraint })

  if (!hydrated || !passkeysSupported()) {
    return <p>{hydrated ? 'Ce navigateur ne gère pas les clés d’accès.' : 'Ajouter une clé d’accès demande JavaScript.'}</p>
  }

  async function addPasskey(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget
    // The browser checked the name (required); then the authenticator is asked, and the form posts its answer.
    event.preventDefault()
    setCeremonyError(null)
    setWaiting(true)
    try {
      const answer = await createPasskey(PASSKEY_OPTIONS_PATH)
      challenge.current!.value = answer.challenge
      response.current!.value = answer.response
      const fields = new FormData(element)
      fields.set('intent', 'add-passkey')
      submit(fields, { method: 'post' })
    } catch (error) {
      setCeremonyError(error instanceof CeremonyError ? error.message : 'La clé d’accès n’a pas répondu. Réessayez.')
    } finally {
      setWaiting(false)
    }
  }

  return (
    <Form key={form.key} method="post" {...getFormProps(form)} onSubmit={(event) => void addPasskey(event)}>
      <h3>Ajouter une clé d’accès</h3>
      <FormErrors form={form} />
      <FormField
        meta={fields.name}
        label="Nom de la clé"
        help={'Pour la reconnaître dans la liste, par exemple «\u00a0Téléphone\u00a0» ou «\u00a0Clé USB\u00a0».'}
        type="text"
        autoComplete="off"
      />
      <input ref={challenge} type="hidden" name="challenge" />
      <input ref={response} type="hidden" name="response" />
      <ErrorList id="add-passkey-ceremony" errors={ceremonyError ? [ceremonyError] : null} />
      <FormSubmit name="intent" value="add-passkey" pending={waiting || isPending} pendingLabel="En attente de la clé…">
        Ajouter une clé d’accès
      </FormSubmit>
    </Form>
  )
}
