import { Form, useNavigation } from '@remix-run/react'
import type { Certificate } from '#contract/attendance'
import { certificateKindLabels } from '#contract/attendance-labels'
import { Banner, Field } from '~/components/ui'
import { hoursText } from '~/registrations/session-date'
import type { AttendanceFormProps, Settled, ViewedAttendance } from './attendance'
import { SessionFields } from './session-panel'

// The certificates of completion of the viewed session (decision 0039).

const issuedOn = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' })

/**
 * Every issue of the session's certificates (L6353-1), and for right 8: issue the missing ones, re-issue or
 * correct one participant's (`intent=certificate`, `action`, `clientId`, `note`).
 */
export function Certificates({
  sessionId,
  attendance,
  certificates,
  answer,
  formKey,
}: AttendanceFormProps<ViewedAttendance> & { certificates: Settled<Certificate[]> | null }) {
  const busy = useNavigation().state === 'submitting'
  // Read on the server: the page and its hydration agree on it.
  const ended = attendance.ended
  const issued = certificates?.ok ? certificates.data : []
  const holders = attendance.participants.filter((person) => issued.some((one) => one.clientId === person.clientId))
  return (
    <div id="certificates">
      <h3>Certificats de réalisation</h3>
      {answer ? <Banner kind="error">{answer.message}</Banner> : null}
      {certificates && !certificates.ok ? <Banner kind="error">{certificates.message}</Banner> : null}
      {issued.length ? (
        <div className="admin-table-frame">
          <table className="admin-table">
            <caption>Chaque émission est conservée avec son numéro</caption>
            <thead>
              <tr>
                <th scope="col">Numéro</th>
                <th scope="col">Participant</th>
                <th scope="col">Heures</th>
                <th scope="col">Émis le</th>
                <th scope="col">Nature</th>
              </tr>
            </thead>
            <tbody>
              {issued.map((one) => (
                <tr key={one.id}>
                  <th scope="row">{one.number}</th>
                  <td>{one.content.participant}</td>
                  <td>{hoursText(one.content.hours)}</td>
                  <td>{issuedOn.format(new Date(one.issuedAt))}</td>
                  <td>
                    {certificateKindLabels[one.kind]}
                    {one.replaces ? ` (remplace ${one.replaces})` : ''}
                    {one.note ? ` · ${one.note}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="admin-empty">
          Aucun certificat émis.{' '}
          {ended ? '' : 'Ils sont émis et envoyés automatiquement après la dernière demi-journée, aux participants présents.'}
        </p>
      )}
      {formKey && ended ? (
        <>
          <Form method="post" preventScrollReset className="inline-form">
            <SessionFields intent="certificate" id={sessionId} formKey={formKey} />
            <input type="hidden" name="action" value="issue" />
            <button type="submit" className="button" disabled={busy}>
              Émettre les certificats manquants
            </button>
          </Form>
          {holders.length ? (
            <Form method="post" preventScrollReset className="registration-form" aria-label="Réémettre ou corriger un certificat">
              <SessionFields intent="certificate" id={sessionId} formKey={formKey} />
              <div className="field">
                <label htmlFor="certificate-client">Participant</label>
                <select id="certificate-client" name="clientId" defaultValue={answer?.values.clientId}>
                  {holders.map((person) => (
                    <option key={person.clientId} value={person.clientId}>
                      {person.name}
                    </option>
                  ))}
                </select>
              </div>
              <Field
                labelProps={{ children: 'Ce que corrige le nouveau certificat (pour une correction)' }}
                errors={answer?.errors.note}
                inputProps={{ id: 'certificate-note', name: 'note', maxLength: 500, defaultValue: answer?.values.note }}
              />
              <p className="form-actions">
                <button type="submit" name="action" value="reissue" className="button button-secondary" disabled={busy}>
                  Réémettre à l’identique
                </button>{' '}
                <button type="submit" name="action" value="correct" className="button" disabled={busy}>
                  Émettre un certificat corrigé
                </button>
              </p>
            </Form>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
