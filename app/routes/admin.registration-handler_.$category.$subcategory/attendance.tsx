import { Form, useNavigation } from '@remix-run/react'
import type { Certificate, SessionAttendance } from '#contract/attendance'
import { halfLabels } from '#contract/attendance-labels'
import { Banner, ErrorList, Field } from '~/components/ui'
import { clockTime, hoursText } from '~/registrations/session-date'
import type { AttendanceAnswer } from './attendance.server'
import { Certificates } from './certificates'
import { SessionFields } from './session-panel'

// Attendance per half-day and certificates of completion of the viewed session (decision 0039).

export type Settled<T> = { ok: true; data: T } | { ok: false; message: string }
/** The attendance with whether the session ended when the page was made. */
export type ViewedAttendance = SessionAttendance & { ended: boolean }

/** What each form of the attendance section is given: the session, its attendance, the last answer and its form's key. */
export interface AttendanceFormProps<Attendance = SessionAttendance> {
  sessionId: number
  attendance: Attendance
  answer: AttendanceAnswer | null
  formKey: string | null
}

const dayHeading = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
const dayLong = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export function AttendanceSection({
  sessionId,
  attendance,
  certificates,
  answer,
  formKey,
}: AttendanceFormProps<Settled<ViewedAttendance>> & { certificates: Settled<Certificate[]> | null }) {
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
function AttendanceGrid({ sessionId, attendance, answer, formKey }: AttendanceFormProps) {
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
function ScheduleForm({ sessionId, attendance, answer, formKey }: AttendanceFormProps & { formKey: string }) {
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
          <Field
            key={field.name}
            labelProps={{ children: field.label }}
            errors={answer?.errors[field.name]}
            inputProps={{
              id: `schedule-${field.name}`,
              name: field.name,
              type: field.type,
              ...(field.type === 'number' ? { min: 1, max: 60, step: 1 } : { maxLength: 200 }),
              defaultValue: answer?.values[field.name] ?? saved[field.name],
            }}
          />
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
