import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { todayInParis } from '#contract/dates'
import type { Registration } from '#contract/registration'
import { hasRight, Right } from '#contract/rights'
import { readAdminAction } from '~/admin/action.server'
import { requireRight, staffLoadFailure } from '~/admin/auth.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { ConfirmStep } from '~/components/admin/delete-item'
import { BackLink } from '~/components/back-link'
import { Banner } from '~/components/ui'
import { getParticipants, getRegistrationsForStaff, getRegistrationTypes } from '~/models/registration.server'
import { getSessionReminders } from '~/models/session-mails.server'
import { assertCategory } from '~/registrations/registration-pages.server'
import { RegistrationTypeSection, type TypeFormAnswer } from '~/registrations/registration-type-form'
import { dataBlocks, formatDate, registrationTitle } from '~/registrations/registrations'
import { dateTextDisagreement } from '~/registrations/session-date'
import { SessionForm, type SessionFormAnswer } from '~/registrations/session-form'
import { idParam, notFound, settle } from '~/utils/errors.server'
import { newFormKey } from '~/utils/single-flight.server'
import { RegistrationForms, sessionAction, updateTypeAction, waitingAction } from './actions.server'
import { AttendanceSection } from './attendance'
import { attendanceAction, type AttendanceAnswer, viewedAttendance } from './attendance.server'
import { searchCandidates } from './candidates.server'
import { DateWarning } from './date-warning'
import { ParticipantMessageSection, SessionReminderLine } from './session-mails'
import { messageAction, messageConstraint, type MessagePreview, reminderTexts } from './session-mails.server'
import { SessionPanel } from './session-panel'
import { WaitingList } from './waiting-list'
import { waitingListPage } from './waiting-list.server'

async function loadType(request: Request, params: LoaderFunctionArgs['params']) {
  const { category, subcategory } = assertCategory(params.category, params.subcategory)
  const [types, registrations] = await Promise.all([getRegistrationTypes(request), getRegistrationsForStaff(request)]).catch(
    staffLoadFailure(request),
  )
  const type = types.find((candidate) => candidate.category === category && candidate.subcategory === subcategory)
  if (!type) notFound()
  return { type, registrations: registrations.filter((registration) => registration.id_registration_type === type.id) }
}

/**
 * The sessions of a subcategory (right 7; right 8 to add, edit, delete and link): upcoming first (soonest first),
 * then past (latest first). `?view=id` opens one with its participants, `?edit=id` one form at a time, `?add=1`
 * the new session's form, `?delete=id` the confirmation that works without JavaScript; `?view=id&q=…` searches
 * the clients to link to the viewed one, `?view=id&unlink=clientId` asks before unlinking one (right 8);
 * `?view=id&attente=2` shows the second page of its waiting list.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireRight(request, Right.ViewRegistrations)
  const { type, registrations } = await loadType(request, params)
  const url = new URL(request.url)
  const today = todayInParis()
  const reminders = await settle(getSessionReminders(request, type.id))
  const remindersOf = (registration: Registration) =>
    reminderTexts(
      (reminders.ok && reminders.data.find((one) => one.registrationId === registration.id)?.reminders) || [],
      registration.event_date >= today,
    )
  const row = (registration: Registration) => ({
    id: registration.id,
    date: formatDate(registration.event_date),
    title: registrationTitle(registration, type),
    participants: registration.participants,
    places: registration.places,
    waiting: registration.waiting,
    // The « Date » text naming another day than event_date (an edit that moved one of them): flagged for staff.
    dateWarning: dateTextDisagreement(registration.event_date, registration.data.Date),
    reminders: remindersOf(registration),
  })
  const upcoming = registrations.filter((r) => r.event_date >= today).sort((a, b) => a.event_date.localeCompare(b.event_date))
  const past = registrations.filter((r) => r.event_date < today).sort((a, b) => b.event_date.localeCompare(a.event_date))
  const canEdit = hasRight(staff.rights, Right.EditRegistrations)
  const pick = (name: string) => {
    const value = url.searchParams.get(name)
    return value === null ? null : (registrations.find((r) => r.id === idParam(value)) ?? null)
  }
  const viewed = pick('view')
  const edited = canEdit ? pick('edit') : null
  const deleting = canEdit ? pick('delete') : null
  // The viewed session's reads, at once: the page waits for the slowest, not for their sum.
  const [participants, waiting, attendance] = await Promise.all([
    viewed ? settle(getParticipants(request, viewed.id)) : null,
    viewed && viewed.waiting > 0 ? waitingListPage(request, viewed.id) : null,
    viewed ? viewedAttendance(request, viewed.id) : null,
  ])
  const unlinkId = url.searchParams.get('unlink')
  // A participant already unlinked (a second tab, another member of staff): the panel alone, which shows it.
  const unlinking =
    canEdit && unlinkId !== null && participants?.ok
      ? (participants.data.find((person) => person.clientId !== null && person.clientId === idParam(unlinkId)) ?? null)
      : null
  const q = url.searchParams.get('q')
  const candidates = viewed && canEdit && q !== null ? await searchCandidates(request, viewed.id, q) : null
  return {
    type,
    // The key of the rendered forms (a double click sends it twice, a new visit renders another one).
    formKey: canEdit ? newFormKey() : null,
    upcoming: upcoming.map(row),
    past: past.map(row),
    viewed: viewed ? { ...row(viewed), blocks: dataBlocks(type, viewed, { asTyped: true }) } : null,
    participants,
    waiting,
    attendance,
    unlinking,
    candidates,
    edited,
    deleting: deleting ? row(deleting) : null,
    adding: canEdit && url.searchParams.get('add') === '1',
    messaging: canEdit && url.searchParams.get('message') === '1',
    messageConstraint,
  }
}

/** Right 8 edits the sessions and the type shown by right 7: both are needed (the answer is that page). */
export async function action({ request, params }: ActionFunctionArgs) {
  const posted = await readAdminAction(request, {
    right: Right.EditRegistrations,
    alsoNeeds: [Right.ViewRegistrations],
    schema: RegistrationForms,
  })
  // Only the message's subject and text can be refused here: their errors show under them.
  if (!posted.ok) return posted.answer
  const { type, registrations } = await loadType(request, params)
  if (posted.intent === 'message') return messageAction(request, registrations, posted)
  if (posted.intent === 'attendance' || posted.intent === 'schedule' || posted.intent === 'certificate') {
    return attendanceAction(request, registrations, posted)
  }
  if (posted.intent === 'update-type') return updateTypeAction(request, type, posted)
  if (posted.intent === 'waiting-up' || posted.intent === 'waiting-offer') return waitingAction(request, registrations, posted)
  return sessionAction(request, type, registrations, posted)
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  adminMeta(data ? `Inscriptions · ${data.type.title_subcategory}` : 'Inscriptions', error)

type SessionRow = ReturnType<typeof useLoaderData<typeof loader>>['upcoming'][number]

function SessionList({ title, slug, rows, answer }: { title: string; slug: string; rows: SessionRow[]; answer: SessionFormAnswer | null }) {
  const { type, formKey, edited } = useLoaderData<typeof loader>()
  return (
    <section className="admin-section" aria-labelledby={`${slug}-title`}>
      <h2 id={`${slug}-title`}>{title}</h2>
      {rows.length ? (
        <ul className="registration-sessions">
          {rows.map((row) => (
            <li key={row.id} id={`session-${row.id}`}>
              <strong>{row.date}</strong> — {row.title} · <Occupancy row={row} />{' '}
              <Link to={`?view=${row.id}`} aria-label={`Voir la session du ${row.date}`}>
                Voir
              </Link>
              {formKey ? (
                <>
                  {' · '}
                  <Link to={`?edit=${row.id}#session-${row.id}`} aria-label={`Modifier la session du ${row.date}`}>
                    Modifier
                  </Link>
                  {' · '}
                  <Link to={`?delete=${row.id}`} aria-label={`Supprimer la session du ${row.date}`}>
                    Supprimer
                  </Link>
                </>
              ) : null}
              {row.dateWarning ? <DateWarning date={row.date} words={row.dateWarning} /> : null}
              <SessionReminderLine texts={row.reminders} />
              {formKey && edited?.id === row.id ? (
                <SessionForm type={type} intent="update" session={edited} answer={answer} formKey={formKey} key={`${type.id}-${row.id}`} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-empty">Aucune session.</p>
      )}
    </section>
  )
}

/** « 8 / 12 » participants of the places (issue 28), « 3 participants » without a limit, and the waiting list. */
function Occupancy({ row }: { row: SessionRow }) {
  const people = row.participants > 1 ? 'participants' : 'participant'
  return (
    <>
      {row.places === null ? (
        `${row.participants} ${people}`
      ) : (
        <span className="session-occupancy">{`${row.participants} / ${row.places} places`}</span>
      )}
      {row.waiting ? ` · ${row.waiting} en attente` : null}
    </>
  )
}

/** `?delete=id`: the confirmation, with a required « je confirme » box when the session has participants. */
function DeleteConfirmation({ session, formKey }: { session: SessionRow; formKey: string }) {
  const people = `${session.participants} ${session.participants > 1 ? 'participants' : 'participant'}`
  return (
    <ConfirmStep
      question={`Supprimer la session du ${session.date}`}
      intent="delete"
      fields={{ id: session.id }}
      formKey={formKey}
      confirmLabel="Supprimer la session"
      pendingLabel="Suppression…"
      cancelTo="."
      id="delete"
      acknowledge={session.participants > 0 ? `Cette session a ${people}\u00a0: je confirme sa suppression.` : undefined}
    >
      {session.participants > 0 ? null : <p>La session disparaîtra aussitôt des pages publiques.</p>}
    </ConfirmStep>
  )
}

export default function RegistrationSubcategoryRoute() {
  const {
    type,
    formKey,
    upcoming,
    past,
    viewed,
    participants,
    waiting,
    attendance,
    unlinking,
    candidates,
    deleting,
    adding,
    messaging,
    messageConstraint,
  } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as
    SessionFormAnswer | AttendanceAnswer | MessagePreview | { result: SubmissionResult<string[]> } | undefined
  // The message's answers (its refused form, its recipients) are its own; the others are the session and type forms'.
  const messageResult = actionData && 'result' in actionData ? actionData.result : null
  const preview = actionData && 'recipients' in actionData ? actionData : null
  const answer = actionData && 'values' in actionData ? actionData : null
  const attendanceAnswer = answer && 'present' in answer ? (answer as AttendanceAnswer) : null
  const sessionAnswer = answer?.form === 'update-type' || attendanceAnswer ? null : (answer as SessionFormAnswer | null)
  return (
    <>
      <BackLink to="/admin/registration-handler">Retour aux inscriptions</BackLink>
      <header className="admin-page-header">
        <h1>
          {type.title_category} · {type.title_subcategory}
        </h1>
        <p>
          {formKey && !adding ? (
            <Link to="?add=1" className="button">
              Ajouter une session
            </Link>
          ) : null}
        </p>
      </header>
      {sessionAnswer && !['add', 'update'].includes(sessionAnswer.form) ? <Banner kind="error">{sessionAnswer.message}</Banner> : null}
      {formKey && (adding || sessionAnswer?.form === 'add') ? (
        <section className="admin-section" aria-labelledby="add-title">
          <h2 id="add-title">Nouvelle session</h2>
          <SessionForm type={type} intent="add" session={null} answer={sessionAnswer} formKey={formKey} />
        </section>
      ) : null}
      {formKey && deleting ? <DeleteConfirmation session={deleting} formKey={formKey} /> : null}
      {viewed ? (
        <SessionPanel viewed={viewed} participants={participants} unlinking={unlinking} candidates={candidates} formKey={formKey}>
          {waiting ? <WaitingList sessionId={viewed.id} waiting={waiting} formKey={formKey} /> : null}
        </SessionPanel>
      ) : null}
      {viewed && attendance ? (
        <AttendanceSection sessionId={viewed.id} {...attendance} answer={attendanceAnswer} formKey={formKey} />
      ) : null}
      {viewed && formKey ? (
        <ParticipantMessageSection
          session={viewed}
          open={messaging}
          result={messageResult}
          preview={preview}
          constraint={messageConstraint}
          formKey={formKey}
        />
      ) : null}
      <SessionList title="Sessions à venir" slug="upcoming" rows={upcoming} answer={sessionAnswer} />
      <SessionList title="Sessions passées" slug="past" rows={past} answer={sessionAnswer} />
      <RegistrationTypeSection
        type={type}
        canEdit={formKey !== null}
        answer={answer?.form === 'update-type' ? (answer as unknown as TypeFormAnswer) : null}
        key={JSON.stringify(type)}
      />
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
