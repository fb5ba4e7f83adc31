import { Form, useNavigation } from '@remix-run/react'
import type { WaitingPerson } from '#contract/registration'
import { type Column, DataTable, type ListPage } from '~/components/admin/data-table'
import { frenchCount } from '~/components/admin/list-query'
import { Banner } from '~/components/ui'
import { formatDateTime } from '~/utils/dates'
import { SessionFields } from './session-panel'

type Waiting = { ok: true; data: ListPage<WaitingPerson> } | { ok: false; message: string }

const nameOf = (person: WaitingPerson) => `${person.firstName} ${person.secondName}`.trim()
/** « 10 000 », as French readers write a position. */
const position = new Intl.NumberFormat('fr-FR')

/**
 * A session's waiting list in order (issue 28), a page at a time (`attente`), each person at their position in the
 * whole list, with until when a freed place is held for someone; right 8 moves someone up (`intent=waiting-up`) or
 * offers them a free place now (`intent=waiting-offer`), plain forms that work without JavaScript and are posted to
 * the page's address, so that the answer comes back to the same page of the list.
 */
export function WaitingList({ sessionId, waiting, formKey }: { sessionId: number; waiting: Waiting; formKey: string | null }) {
  const busy = useNavigation().state === 'submitting'
  if (!waiting.ok) return <Banner kind="error">{waiting.message}</Banner>
  const columns: Column<WaitingPerson>[] = [
    { key: 'position', label: 'Position', cell: (person) => position.format(person.position) },
    { key: 'name', label: 'Nom', cell: nameOf },
    { key: 'email', label: 'E-mail', cell: (person) => person.email },
    {
      key: 'held',
      label: 'Place réservée',
      cell: (person) => (person.heldUntil ? `jusqu’au ${formatDateTime(person.heldUntil)}` : ''),
    },
  ]
  if (formKey) {
    columns.push({
      key: 'actions',
      label: <span className="visually-hidden">Actions</span>,
      cell: (person) => (
        <>
          {person.position > 1 ? (
            <Form method="post" className="inline-form" preventScrollReset>
              <SessionFields intent="waiting-up" id={sessionId} formKey={formKey} />
              <input type="hidden" name="clientId" value={person.clientId} />
              <button type="submit" className="button button-secondary" disabled={busy} aria-label={`Monter ${nameOf(person)} d’une place`}>
                Monter
              </button>
            </Form>
          ) : null}
          {person.heldUntil ? null : (
            <Form method="post" className="inline-form" preventScrollReset>
              <SessionFields intent="waiting-offer" id={sessionId} formKey={formKey} />
              <input type="hidden" name="clientId" value={person.clientId} />
              <button
                type="submit"
                className="button button-secondary"
                disabled={busy}
                aria-label={`Proposer la place à ${nameOf(person)}`}
              >
                Proposer la place
              </button>
            </Form>
          )}
        </>
      ),
    })
  }
  return (
    <>
      <h3 id="waiting-title">Liste d’attente</h3>
      <DataTable
        list={waiting.data}
        caption={frenchCount(waiting.data.total, 'personne en attente', {
          plural: 'personnes en attente',
          none: 'aucune personne en attente',
        })}
        columns={columns}
        rowKey={(person) => person.clientId}
        empty="Personne n’attend plus."
        pagesLabel="Pages de la liste d’attente"
        dense
      />
    </>
  )
}
