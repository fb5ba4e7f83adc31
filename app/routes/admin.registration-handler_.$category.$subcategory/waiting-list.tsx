import { Form, useNavigation } from '@remix-run/react'
import type { WaitingPerson } from '#contract/registration'
import { Banner } from '~/components/ui'
import { formatDateTime } from '~/utils/dates'
import { SessionFields } from './session-panel'

type Waiting = { ok: true; data: WaitingPerson[] } | { ok: false; message: string }

/**
 * A session's waiting list in order (issue 28), with until when a freed place is held for someone; right 8 moves
 * someone up (`intent=waiting-up`) or offers them a free place now (`intent=waiting-offer`), plain forms that work
 * without JavaScript.
 */
export function WaitingList({ sessionId, waiting, formKey }: { sessionId: number; waiting: Waiting; formKey: string | null }) {
  const busy = useNavigation().state === 'submitting'
  if (!waiting.ok) return <Banner kind="error">{waiting.message}</Banner>
  return (
    <>
      <h3 id="waiting-title">Liste d’attente</h3>
      <ol className="registration-participants" aria-labelledby="waiting-title">
        {waiting.data.map((person) => {
          const name = `${person.firstName} ${person.secondName}`.trim()
          return (
            <li key={person.clientId}>
              {name}
              {person.email ? <> · {person.email}</> : null}
              {person.heldUntil ? <> · place réservée jusqu’au {formatDateTime(person.heldUntil)}</> : null}
              {formKey ? (
                <>
                  {person.position > 1 ? (
                    <Form method="post" className="inline-form">
                      <SessionFields intent="waiting-up" id={sessionId} formKey={formKey} />
                      <input type="hidden" name="clientId" value={person.clientId} />
                      <button type="submit" className="button button-secondary" disabled={busy} aria-label={`Monter ${name} d’une place`}>
                        Monter
                      </button>
                    </Form>
                  ) : null}
                  {person.heldUntil ? null : (
                    <Form method="post" className="inline-form">
                      <SessionFields intent="waiting-offer" id={sessionId} formKey={formKey} />
                      <input type="hidden" name="clientId" value={person.clientId} />
                      <button type="submit" className="button button-secondary" disabled={busy} aria-label={`Proposer la place à ${name}`}>
                        Proposer la place
                      </button>
                    </Form>
                  )}
                </>
              ) : null}
            </li>
          )
        })}
      </ol>
    </>
  )
}
