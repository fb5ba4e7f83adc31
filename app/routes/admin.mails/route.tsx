import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, type MetaFunction, useLoaderData, useNavigation } from '@remix-run/react'
import { z } from 'zod'
import { strictId } from '#contract/common'
import type { FailedMailItem } from '#contract/mail'
import { Right } from '#contract/rights'
import { readAdminAction } from '~/admin/action.server'
import { requireRight, staffApiFailure, staffLoadFailure } from '~/admin/auth.server'
import { listPageOf } from '~/admin/list.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { type Column, DataTable } from '~/components/admin/data-table'
import { frenchCount, readList } from '~/components/admin/list-query'
import { listFailedMails, resendFailedMail } from '~/models/mail.server'
import { newFormKey } from '~/utils/single-flight.server'
import { redirectWithToast } from '~/utils/toast.server'

/** Newest given up first, 50 a page: `page` only (the API orders them). */
const FAILED_MAILS = { sorts: [], defaultSort: '' }
const PAGE_SIZE = 50

const MailForms = z.discriminatedUnion('intent', [z.object({ intent: z.literal('resend'), id: strictId })])

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })

/**
 * The mails the outbox gave up after its last attempt (decision 0028), for the administrators (right 1): to whom,
 * what, what the mail server answered; once the cause is fixed (an address, the SMTP settings), send one again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRight(request, Right.FullAdmin)
  const query = readList(new URL(request.url), FAILED_MAILS)
  const answer = await listFailedMails(request, { page: query.page, size: PAGE_SIZE }).catch(staffLoadFailure(request))
  return { list: listPageOf(query, FAILED_MAILS, answer), formKey: newFormKey() }
}

export async function action({ request }: ActionFunctionArgs) {
  const posted = await readAdminAction(request, { right: Right.FullAdmin, schema: MailForms, noFieldErrors: true })
  const url = new URL(request.url)
  const here = `${url.pathname}${url.search}`
  try {
    await resendFailedMail(request, posted.value.id)
  } catch (error) {
    await staffApiFailure(request, error)
    return redirectWithToast(request, here, { kind: 'error', message: error instanceof Error ? error.message : String(error) })
  }
  return redirectWithToast(request, here, { kind: 'success', message: 'L’e-mail repart dans la file d’envoi.' })
}

export const meta: MetaFunction = ({ error }) => adminMeta('E-mails non envoyés', error)

export default function AdminMailsRoute() {
  const { list, formKey } = useLoaderData<typeof loader>()
  const busy = useNavigation().state === 'submitting'
  const columns: Column<FailedMailItem>[] = [
    { key: 'subject', label: 'Objet', cell: (mail) => mail.subject },
    { key: 'to', label: 'Destinataire', cell: (mail) => mail.to },
    { key: 'failedAt', label: 'Abandonné le', cell: (mail) => when.format(new Date(mail.failedAt)) },
    { key: 'attempts', label: 'Essais', cell: (mail) => mail.attempts },
    { key: 'lastError', label: 'Dernière réponse du serveur', cell: (mail) => mail.lastError ?? '' },
    {
      key: 'resend',
      label: <span className="visually-hidden">Actions</span>,
      cell: (mail) => (
        <Form method="post">
          <input type="hidden" name="formKey" value={formKey} />
          <input type="hidden" name="id" value={mail.id} />
          <button type="submit" name="intent" value="resend" className="button" disabled={busy}>
            Renvoyer
            <span className="visually-hidden">
              {' '}
              «{'\u00a0'}
              {mail.subject}
              {'\u00a0'}» à {mail.to}
            </span>
          </button>
        </Form>
      ),
    },
  ]
  return (
    <>
      <header className="admin-page-header">
        <h1>E-mails non envoyés</h1>
        <p>
          Le site réessaie chaque envoi refusé pendant environ cinq heures avant d’y renoncer. Corrigez la cause (adresse, réglages
          d’envoi), puis renvoyez.
        </p>
      </header>
      <DataTable
        list={list}
        caption={frenchCount(list.total, 'e-mail abandonné', { plural: 'e-mails abandonnés', none: 'aucun e-mail abandonné' })}
        columns={columns}
        empty="Aucun e-mail en souffrance."
        pagesLabel="Pages des e-mails non envoyés"
        dense
      />
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
