import { Form, useNavigation } from '@remix-run/react'
import { type Certificate, certificateKindLabels, halfLabels, type SessionAttendance } from '#contract/attendance'
import { Banner, ErrorList } from '~/components/ui'
import { clockTime, hoursText } from '~/registrations/session-date'
import { described } from '~/registrations/session-form'
import type { AttendanceAnswer } from './attendance.server'
import { SessionFields } from './session-panel'

// Attendance per half-day and certificates of completion of the viewed session (decision 0039).

type Settled<T> = { ok: true; data: T } | { ok: false; message: string }
/** The attendance with whether the session ended when the page was made. */
export type ViewedAttendance = SessionAttendance & { ended: boolean }

const dayHeading = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
const dayLong = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const issuedOn = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' })

export function AttendanceSection({
  sessionId,
  attendance,
  certificates,
  answer,
  formKey,
}: {
  sessionId: number
  attendance: Settled<ViewedAttendance>
  certificates: Settled<Certificate[]> | null
  answer: AttendanceAnswer | null
  formKey: string | null
}) {
  return (
    <section className="admin-section" aria-labelledby="attendance-title" id="attendance">
      <h2 id="attendance-title">Présences et certificats</h2>
      {attendance.ok ? (
        <>
          <p className="attendance-downloads">
            Feuilles d’émargement (une page par demi-journée)&nbsp;:{' '}
            <a href={`/admin/registration-handler/attendance/${sessionId}.pdf`} download>
              vierges (PDF)
            </a>{' '}
            ·{' '}
            <a href={`/admin/registration-handler/attendance/${sessionId}.pdf?filled=1`} download>
              remplies (PDF)
            </a>{' '}
            ·{' '}
            <a href={`/admin/registration-handler/audit/${sessionId}.zip`} download>
              Dossier d’audit (ZIP)
            </a>
          </p>
          <AttendanceGrid
            sessionId={sessionId}
            attendance={attendance.data}
            answer={answer?.form === 'attendance' ? answer : null}
            formKey={formKey}
          />
          {formKey ? (
            <ScheduleForm
              sessionId={sessionId}
              attendance={attendance.data}
              answer={answer?.form === 'schedule' ? answer : null}
              formKey={formKey}
            />
          ) : null}
          <Certificates
            sessionId={sessionId}
            attendance={attendance.data}
            certificates={certificates}
            answer={answer?.form === 'certificate' ? answer : null}
            formKey={formKey}
          />
        </>
      ) : (
        <Banner kind="error">{attendance.message}</Banner>
      )}
    </section>
  )
}

/**
 * The grid: a row per participant, a column per half-day (each day's « matin » and « après-midi »), a box per cell
 * named for screen readers (« Ana Durand, lundi 2 mars 2026, matin »). The whole grid is posted
 * (`intent=attendance`, `present` per box checked); staff without right 8 see it read-only.
 */
function AttendanceGrid({
  sessionId,
  attendance,
  answer,
  formKey,
}: {
  sessionId: number
  attendance: SessionAttendance
  answer: AttendanceAnswer | null
  formKey: string | null
}) {
  const busy = useNavigation().state === 'submitting'
  const days = [...new Set(attendance.halfDays.map((halfDay) => halfDay.date))]
  const checked = new Set(answer ? answer.present : attendance.participants.flatMap((person) => person.present))
  if (!attendance.participants.length) return <p className="admin-empty">Aucun participant à émarger.</p>
  return (
    <Form method="post" className="attendance-form" preventScrollReset aria-label="Présences par demi-journée">
      {answer ? <Banner kind="error">{answer.message}</Banner> : null}
      <SessionFields intent="attendance" id={sessionId} formKey={formKey} />
      <p id="attendance-hint">
        Cochez chaque demi-journée où le participant était présent
        {attendance.schedule.trainer ? ` · formateur\u00a0: ${attendance.schedule.trainer}` : ''}.
      </p>
      <div className="admin-table-frame">
        <table
          className="admin-table attendance-grid"
          aria-describedby={answer?.errors.present ? 'attendance-hint attendance-error' : 'attendance-hint'}
        >
          <caption className="visually-hidden">Présences par demi-journée</caption>
          <thead>
            <tr>
              <td rowSpan={2} />
              {days.map((day) => (
                <th key={day} scope="colgroup" colSpan={2}>
                  <abbr title={dayLong.format(new Date(day))}>{dayHeading.format(new Date(day))}</abbr>
                </th>
              ))}
              <th rowSpan={2} scope="col">
                Heures
              </th>
            </tr>
            <tr>
              {attendance.halfDays.map((halfDay) => (
                <th key={`${halfDay.date}-${halfDay.half}`} scope="col">
                  {halfDay.half === 'am' ? 'Matin' : 'Après-midi'}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {attendance.participants.map((person) => (
              <tr key={person.clientId}>
                <th scope="row">{person.name}</th>
                {attendance.halfDays.map((halfDay) => {
                  const value = `${person.clientId}:${halfDay.date}:${halfDay.half}`
                  const id = `present-${value.replaceAll(':', '-')}`
                  return (
                    <td key={value} className="attendance-cell">
                      <input type="checkbox" id={id} name="present" value={value} defaultChecked={checked.has(value)} disabled={!formKey} />
                      <label htmlFor={id} className="visually-hidden">
                        {`${person.name}, ${dayLong.format(new Date(halfDay.date))}, ${halfLabels[halfDay.half]}`}
                      </label>
                    </td>
                  )
                })}
                <td>{hoursText(person.hours)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ErrorList id="attendance-error" errors={answer?.errors.present} />
      {formKey ? (
        <p className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            Enregistrer les présences
          </button>
        </p>
      ) : null}
    </Form>
  )
}

/** `intent=schedule`: the days from the session's date, the trainer and the hours of each half-day (right 8). */
function ScheduleForm({
  sessionId,
  attendance,
  answer,
  formKey,
}: {
  sessionId: number
  attendance: SessionAttendance
  answer: AttendanceAnswer | null
  formKey: string
}) {
  const busy = useNavigation().state === 'submitting'
  const saved: Record<string, string> = { ...attendance.schedule, days: String(attendance.schedule.days) }
  const fields = [
    { name: 'days', label: 'Nombre de jours', type: 'number' },
    { name: 'trainer', label: 'Formateur ou formatrice', type: 'text' },
    { name: 'morning', label: 'Horaires du matin (09:00-12:30)', type: 'text' },
    { name: 'afternoon', label: 'Horaires de l’après-midi (13:30-17:00)', type: 'text' },
  ]
  const [first] = attendance.halfDays
  return (
    <details className="attendance-schedule" open={answer !== null}>
      <summary>
        Déroulé de la session&nbsp;: {attendance.schedule.days} jour{attendance.schedule.days > 1 ? 's' : ''}, matin{' '}
        {clockTime(first.start)}–{clockTime(first.end)}, après-midi {clockTime(attendance.halfDays[1].start)}–
        {clockTime(attendance.halfDays[1].end)}
      </summary>
      <Form method="post" className="registration-form" preventScrollReset aria-label="Déroulé de la session">
        {answer ? <Banner kind="error">{answer.message}</Banner> : null}
        <SessionFields intent="schedule" id={sessionId} formKey={formKey} />
        {fields.map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={`schedule-${field.name}`}>{field.label}</label>
            <input
              id={`schedule-${field.name}`}
              name={field.name}
              type={field.type}
              {...(field.type === 'number' ? { min: 1, max: 60, step: 1 } : { maxLength: 200 })}
              defaultValue={answer?.values[field.name] ?? saved[field.name]}
              {...described(`schedule-${field.name}`, answer?.errors[field.name])}
            />
            <ErrorList id={`schedule-${field.name}-error`} errors={answer?.errors[field.name]} />
          </div>
        ))}
        <p className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            Enregistrer le déroulé
          </button>
        </p>
      </Form>
    </details>
  )
}

/**
 * Every issue of the session's certificates (L6353-1), and for right 8: issue the missing ones, re-issue or
 * correct one participant's (`intent=certificate`, `action`, `clientId`, `note`).
 */
function Certificates({
  sessionId,
  attendance,
  certificates,
  answer,
  formKey,
}: {
  sessionId: number
  attendance: ViewedAttendance
  certificates: Settled<Certificate[]> | null
  answer: AttendanceAnswer | null
  formKey: string | null
}) {
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
              <div className="field">
                <label htmlFor="certificate-note">Ce que corrige le nouveau certificat (pour une correction)</label>
                <input
                  id="certificate-note"
                  name="note"
                  maxLength={500}
                  defaultValue={answer?.values.note}
                  {...described('certificate-note', answer?.errors.note)}
                />
                <ErrorList id="certificate-note-error" errors={answer?.errors.note} />
              </div>
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
