import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, type MetaFunction, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { dataKey, type Registration, type RegistrationCandidate, type RegistrationType } from '#contract/registration'
import { hasRight, Right } from '#contract/rights'
import { requireRight, staffApiFailure } from '~/admin/auth.server'
import { AdminErrorBoundary } from '~/components/admin/admin-error-boundary'
import { adminMeta } from '~/components/admin/admin-meta'
import { Banner } from '~/components/ui/banner'
import { ErrorList } from '~/components/ui/error-list'
import {
  createRegistration,
  deleteRegistration,
  getCandidates,
  getParticipants,
  getRegistrationsForStaff,
  getRegistrationTypes,
  linkParticipant,
  patchRegistration,
  unlinkParticipant,
  updateRegistrationType,
} from '~/models/registration.server'
import { assertCategory } from '~/registrations/registration-pages.server'
import { textToBlocks } from '~/registrations/registration-type-fields'
import { RegistrationTypeSection, type TypeFormAnswer } from '~/registrations/registration-type-form'
import { dataBlocks, formatDate, registrationTitle, todayInFrance } from '~/registrations/registrations'
import { ApiError, ApiFieldErrors } from '~/utils/api.server'
import { httpError, loadFailure, notFound, settle } from '~/utils/errors.server'
import { readForm } from '~/utils/form.server'
import { redirectWithToast } from '~/utils/toast.server'

const ERROR_TITLE = 'Erreur des inscriptions'
const idOf = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null)

async function loadType(request: Request, params: LoaderFunctionArgs['params']) {
  const { category, subcategory } = assertCategory(params.category, params.subcategory)
  const [types, registrations] = await Promise.all([getRegistrationTypes(request), getRegistrationsForStaff(request)]).catch(
    async (error) => {
      await staffApiFailure(request, error)
      return loadFailure(error)
    },
  )
  const type = types.find((candidate) => candidate.category === category && candidate.subcategory === subcategory)
  if (!type) notFound()
  return { type, registrations: registrations.filter((registration) => registration.id_registration_type === type.id) }
}

/** The search for a client to link (`?view=id&q=…`): the clients found, or the API's refusal of `q`. */
type CandidateSearch = { q: string; found: RegistrationCandidate[]; errors: string[] | null; message: string | null }

async function searchCandidates(request: Request, id: number, q: string): Promise<CandidateSearch> {
  try {
    return { q, found: await getCandidates(request, id, q), errors: null, message: null }
  } catch (error) {
    await staffApiFailure(request, error)
    if (error instanceof ApiFieldErrors) return { q, found: [], errors: error.errors.q ?? [error.message], message: null }
    return { q, found: [], errors: null, message: error instanceof ApiError ? error.message : String(error) }
  }
}

/**
 * The sessions of a subcategory (right 7; right 8 to add, edit, delete and link): upcoming first (soonest first),
 * then past (latest first). `?view=id` opens one with its participants, `?edit=id` one form at a time, `?add=1`
 * the new session's form, `?delete=id` the confirmation that works without JavaScript; `?view=id&q=…` searches
 * the clients to link to the viewed one (right 8).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireRight(request, Right.ViewRegistrations)
  const { type, registrations } = await loadType(request, params)
  const url = new URL(request.url)
  const today = todayInFrance()
  const row = (registration: Registration) => ({
    id: registration.id,
    date: formatDate(registration.event_date),
    title: registrationTitle(registration, type),
    participants: registration.participants,
  })
  const upcoming = registrations.filter((r) => r.event_date >= today).sort((a, b) => a.event_date.localeCompare(b.event_date))
  const past = registrations.filter((r) => r.event_date < today).sort((a, b) => b.event_date.localeCompare(a.event_date))
  const canEdit = hasRight(staff.rights, Right.EditRegistrations)
  const pick = (name: string) => registrations.find((r) => r.id === idOf(url.searchParams.get(name))) ?? null
  const viewed = pick('view')
  const edited = canEdit ? pick('edit') : null
  const deleting = canEdit ? pick('delete') : null
  const participants = viewed ? await settle(getParticipants(request, viewed.id)) : null
  const q = url.searchParams.get('q')
  const candidates = viewed && canEdit && q !== null ? await searchCandidates(request, viewed.id, q) : null
  return {
    type,
    canEdit,
    upcoming: upcoming.map(row),
    past: past.map(row),
    viewed: viewed ? { ...row(viewed), blocks: dataBlocks(type, viewed) } : null,
    participants,
    candidates,
    edited,
    deleting: deleting ? row(deleting) : null,
    adding: canEdit && url.searchParams.get('add') === '1',
  }
}

type ActionAnswer = { form: string; message: string; errors: Record<string, string[]>; values: Record<string, string> }

/**
 * The type's fields as the form posts them: one per name of `data_name_list`, keyed as section 3 writes them
 * (`Lieu_de_la_session`); a client posting the plain name (`Lieu de la session`) is understood as well.
 */
function dataOf(type: RegistrationType, form: FormData): Record<string, string> {
  return Object.fromEntries(
    type.data_name_list.flat().map((name) => [dataKey(name), String(form.get(dataKey(name)) ?? form.get(name) ?? '').trim()]),
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRight(request, Right.EditRegistrations)
  await requireRight(request, Right.ViewRegistrations)
  const { type, registrations } = await loadType(request, params)
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
  const id = idOf(String(form.get('id') ?? ''))
  const here = new URL(request.url).pathname
  const values = Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]))
  if (intent === 'update-type') return updateType(request, type, form, values)
  const session = id === null ? null : (registrations.find((r) => r.id === id) ?? null)
  if (intent !== 'add' && !session) httpError(404, 'Cette inscription n’existe pas.')
  try {
    if (intent === 'add') {
      const data = Object.fromEntries(Object.entries(dataOf(type, form)).filter(([, value]) => value))
      await createRegistration(request, {
        id_registration_type: String(type.id),
        event_date: String(form.get('event_date') ?? ''),
        ...data,
      })
      return redirectWithToast(request, here, { kind: 'success', message: 'L’inscription a été créée.' })
    }
    if (intent === 'update') {
      await patchRegistration(request, session!.id, { event_date: String(form.get('event_date') ?? ''), data: dataOf(type, form) })
      return redirectWithToast(request, `${here}?view=${session!.id}`, { kind: 'success', message: 'L’inscription a été modifiée.' })
    }
    if (intent === 'delete') {
      await deleteRegistration(request, session!.id, form.get('confirm') === 'yes')
      return redirectWithToast(request, here, { kind: 'success', message: 'L’inscription a été supprimée.' })
    }
    if (intent === 'link' || intent === 'unlink') {
      const clientId = idOf(String(form.get('clientId') ?? ''))
      if (clientId === null) {
        const answer: ActionAnswer = { form: intent, message: `${ERROR_TITLE}\u00a0: numéro de client attendu.`, errors: {}, values }
        return data(answer, { status: 400 })
      }
      if (intent === 'link') await linkParticipant(request, session!.id, clientId)
      else await unlinkParticipant(request, session!.id, clientId)
      return redirectWithToast(request, `${here}?view=${session!.id}`, {
        kind: 'success',
        message: intent === 'link' ? 'Le client est inscrit.' : 'Le client est désinscrit.',
      })
    }
  } catch (error) {
    await staffApiFailure(request, error)
    if (error instanceof ApiFieldErrors) {
      const answer: ActionAnswer = { form: intent, message: `${ERROR_TITLE}\u00a0: ${error.message}`, errors: error.errors, values }
      return data(answer, { status: 400 })
    }
    const message = error instanceof ApiError ? error.display.message : String(error)
    const answer: ActionAnswer = { form: intent, message: `${ERROR_TITLE}\u00a0: ${message}`, errors: {}, values }
    return data(answer, { status: error instanceof ApiError && error.status ? error.status : 500 })
  }
  httpError(400, 'Ce formulaire n’existe pas.')
}

/**
 * `intent=update-type`: the type of this page only (another id: 404), every field sent at once; the textarea's
 * paragraphs become the blocks, the checked boxes the client fields. A refusal keeps everything typed.
 */
async function updateType(request: Request, type: RegistrationType, form: FormData, values: Record<string, string>) {
  if (idOf(String(form.get('id_registration_type') ?? '')) !== type.id) httpError(404, 'Ce type d’inscription n’existe pas.')
  const text = (name: string) => String(form.get(name) ?? '')
  const optionalId = (name: string) => (text(name).trim() === '' ? null : text(name).trim())
  const clients = form.getAll('data_name_client').map(String)
  try {
    await updateRegistrationType(request, type.id, {
      title_category: text('title_category'),
      title_subcategory: text('title_subcategory'),
      title_registration: text('title_registration'),
      link: text('link'),
      id_page: optionalId('id_page'),
      id_image: optionalId('id_image'),
      data_name_list: textToBlocks(text('data_name_list')),
      data_name_client: clients,
    })
  } catch (error) {
    await staffApiFailure(request, error)
    const fieldErrors = error instanceof ApiFieldErrors ? error.errors : {}
    const message = error instanceof ApiError ? error.display.message : String(error)
    const answer: TypeFormAnswer & { form: 'update-type' } = {
      form: 'update-type',
      message: `${ERROR_TITLE}\u00a0: ${message}`,
      errors: fieldErrors,
      values,
      clients,
    }
    return data(answer, { status: error instanceof ApiError && error.status ? error.status : 500 })
  }
  return redirectWithToast(request, new URL(request.url).pathname, { kind: 'success', message: 'Le type d’inscription a été mis à jour.' })
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  adminMeta(data ? `Inscriptions · ${data.type.title_subcategory}` : 'Inscriptions', error)

/** The form of a session: its date and a fieldset per block of `data_name_list`. */
function SessionForm({ intent, session, answer }: { intent: 'add' | 'update'; session: Registration | null; answer: ActionAnswer | null }) {
  const { type } = useLoaderData<typeof loader>()
  const busy = useNavigation().state === 'submitting'
  const mine = answer?.form === intent ? answer : null
  const value = (key: string) => mine?.values[key] ?? (key === 'event_date' ? session?.event_date : session?.data[key]) ?? ''
  const prefix = `${intent}-${session?.id ?? 'new'}`
  return (
    <Form method="post" className="registration-form" aria-label={intent === 'add' ? 'Nouvelle session' : 'Modifier la session'}>
      {mine ? <Banner kind="error">{mine.message}</Banner> : null}
      <input type="hidden" name="intent" value={intent} />
      {session ? <input type="hidden" name="id" value={session.id} /> : null}
      <input type="hidden" name="id_registration_type" value={type.id} />
      <ErrorList id={`${prefix}-type-error`} errors={mine?.errors.id_registration_type} />
      <div className="field">
        <label htmlFor={`${prefix}-event_date`}>Date de la session</label>
        <input
          id={`${prefix}-event_date`}
          name="event_date"
          type="date"
          defaultValue={value('event_date')}
          aria-invalid={mine?.errors.event_date ? true : undefined}
          aria-describedby={mine?.errors.event_date ? `${prefix}-event_date-error` : undefined}
        />
        <ErrorList id={`${prefix}-event_date-error`} errors={mine?.errors.event_date} />
      </div>
      {type.data_name_list.map((block, index) => (
        <fieldset key={block.join('|')}>
          <legend>
            {block[0]}
            {block.length > 1 ? ` (bloc ${index + 1})` : ''}
          </legend>
          {block.map((name) => (
            <div className="field" key={name}>
              <label htmlFor={`${prefix}-${dataKey(name)}`}>{name}</label>
              <input id={`${prefix}-${dataKey(name)}`} name={dataKey(name)} defaultValue={value(dataKey(name))} maxLength={2000} />
            </div>
          ))}
        </fieldset>
      ))}
      <p className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {intent === 'add' ? 'Créer la session' : 'Enregistrer'}
        </button>{' '}
        <Link to=".">Annuler</Link>
      </p>
    </Form>
  )
}

/**
 * Linking a client (right 8): a GET search (`view` kept, `q`) with the client list's search, then a « Inscrire »
 * form per client found (`intent=link`, `id`, `clientId`); works without JavaScript.
 */
function CandidateSearchForm({ sessionId, search }: { sessionId: number; search: CandidateSearch | null }) {
  const busy = useNavigation().state === 'submitting'
  const invalid = search?.errors ? { 'aria-invalid': true as const, 'aria-describedby': 'candidates-q-error' } : {}
  return (
    <div className="registration-link">
      <h3 id="candidates-title">Inscrire un client</h3>
      <Form method="get" role="search" aria-labelledby="candidates-title">
        <input type="hidden" name="view" value={sessionId} />
        <div className="field">
          <label htmlFor="candidates-q">Chercher un client (nom, e-mail, téléphone, ville…)</label>
          <input
            id="candidates-q"
            name="q"
            type="search"
            defaultValue={search?.q ?? ''}
            minLength={2}
            maxLength={100}
            required
            {...invalid}
          />
          <ErrorList id="candidates-q-error" errors={search?.errors ?? undefined} />
        </div>
        <p className="form-actions">
          <button type="submit" className="button">
            Chercher
          </button>
        </p>
      </Form>
      {search?.message ? <Banner kind="error">{search.message}</Banner> : null}
      {search && !search.errors && !search.message ? (
        search.found.length ? (
          <ul className="registration-participants" aria-label="Clients trouvés">
            {search.found.map((found) => (
              <li key={found.id}>
                {found.firstName} {found.secondName}
                {found.email ? <> · {found.email}</> : null}
                {found.city ? <> · {found.city}</> : null}
                {found.linked ? (
                  ' · déjà inscrit'
                ) : (
                  <Form method="post" className="inline-form">
                    <input type="hidden" name="intent" value="link" />
                    <input type="hidden" name="id" value={sessionId} />
                    <input type="hidden" name="clientId" value={found.id} />
                    <button type="submit" className="button" disabled={busy} aria-label={`Inscrire ${found.firstName} ${found.secondName}`}>
                      Inscrire
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-empty">Aucun client trouvé.</p>
        )
      ) : null}
    </div>
  )
}

function SessionList({ title, rows }: { title: string; rows: ReturnType<typeof useLoaderData<typeof loader>>['upcoming'] }) {
  const { canEdit, edited } = useLoaderData<typeof loader>()
  const answer = (useActionData<typeof action>() as ActionAnswer | undefined) ?? null
  const { type } = useLoaderData<typeof loader>()
  const slug = title === 'Sessions à venir' ? 'upcoming' : 'past'
  return (
    <section className="admin-section" aria-labelledby={`${slug}-title`}>
      <h2 id={`${slug}-title`}>{title}</h2>
      {rows.length ? (
        <ul className="registration-sessions">
          {rows.map((row) => (
            <li key={row.id} id={`session-${row.id}`}>
              <strong>{row.date}</strong> — {row.title} · {row.participants} {row.participants > 1 ? 'participants' : 'participant'}{' '}
              <Link to={`?view=${row.id}`} aria-label={`Voir la session du ${row.date}`}>
                Voir
              </Link>
              {canEdit ? (
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
              {edited?.id === row.id ? <SessionForm intent="update" session={edited} answer={answer} key={`${type.id}-${row.id}`} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-empty">Aucune session.</p>
      )}
    </section>
  )
}

export default function RegistrationSubcategoryRoute() {
  const { type, canEdit, upcoming, past, viewed, participants, candidates, deleting, adding } = useLoaderData<typeof loader>()
  const answer = (useActionData<typeof action>() as ActionAnswer | undefined) ?? null
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <p className="admin-back-top">
        <Link to="/admin/registration-handler">← Retour aux inscriptions</Link>
      </p>
      <header className="admin-page-header">
        <h1>
          {type.title_category} · {type.title_subcategory}
        </h1>
        <p>
          {canEdit && !adding ? (
            <Link to="?add=1" className="button">
              Ajouter une session
            </Link>
          ) : null}
        </p>
      </header>
      {answer && !['add', 'update', 'update-type'].includes(answer.form) ? <Banner kind="error">{answer.message}</Banner> : null}
      {adding || answer?.form === 'add' ? (
        <section className="admin-section" aria-labelledby="add-title">
          <h2 id="add-title">Nouvelle session</h2>
          <SessionForm intent="add" session={null} answer={answer} />
        </section>
      ) : null}
      {deleting ? (
        <section className="admin-section" aria-labelledby="delete-title">
          <h2 id="delete-title">Supprimer la session du {deleting.date}</h2>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={deleting.id} />
            {deleting.participants > 0 ? (
              <p>
                <input type="checkbox" id="delete-confirm" name="confirm" value="yes" required />{' '}
                <label htmlFor="delete-confirm">
                  Cette session a {deleting.participants} {deleting.participants > 1 ? 'participants' : 'participant'}
                  {'\u00a0'}: je confirme sa suppression.
                </label>
              </p>
            ) : (
              <p>La session disparaîtra aussitôt des pages publiques.</p>
            )}
            <p className="form-actions">
              <button type="submit" className="button" disabled={busy}>
                Supprimer la session
              </button>{' '}
              <Link to=".">Annuler</Link>
            </p>
          </Form>
        </section>
      ) : null}
      {viewed ? (
        <section className="admin-section" aria-labelledby="view-title">
          <h2 id="view-title">
            Session du {viewed.date} — {viewed.title}
          </h2>
          {viewed.blocks.map((block) => (
            <dl key={block.map((field) => field.label).join('|')} className="registration-block">
              {block.map((field) => (
                <div key={field.label}>
                  <dt>{field.label}</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
            </dl>
          ))}
          <h3>Participants</h3>
          {participants && !participants.ok ? <Banner kind="error">{participants.message}</Banner> : null}
          {participants?.ok && participants.data.length ? (
            <>
              <ul className="registration-participants">
                {participants.data.map((person, index) => (
                  <li key={person.clientId ?? `anonymous-${index}`}>
                    {person.clientId === null ? (
                      'Participant anonymisé'
                    ) : (
                      <>
                        {person.firstName} {person.secondName}
                        {person.email ? <> · {person.email}</> : null}
                        {person.phone ? <> · {person.phone}</> : null}
                        {person.city ? <> · {person.city}</> : null}
                      </>
                    )}
                    {canEdit && person.clientId !== null ? (
                      <Form method="post" className="inline-form">
                        <input type="hidden" name="intent" value="unlink" />
                        <input type="hidden" name="id" value={viewed.id} />
                        <input type="hidden" name="clientId" value={person.clientId} />
                        <button type="submit" className="button" disabled={busy}>
                          Désinscrire {person.firstName} {person.secondName}
                        </button>
                      </Form>
                    ) : null}
                  </li>
                ))}
              </ul>
              <p>
                <a href={`/admin/registration-handler/participants/${viewed.id}.csv`} download>
                  Télécharger les participants (CSV)
                </a>
              </p>
            </>
          ) : participants?.ok ? (
            <p className="admin-empty">Aucun participant.</p>
          ) : null}
          {canEdit ? <CandidateSearchForm sessionId={viewed.id} search={candidates} /> : null}
        </section>
      ) : null}
      <SessionList title="Sessions à venir" rows={upcoming} />
      <SessionList title="Sessions passées" rows={past} />
      <RegistrationTypeSection
        type={type}
        canEdit={canEdit}
        answer={answer?.form === 'update-type' ? (answer as unknown as TypeFormAnswer) : null}
        key={JSON.stringify(type)}
      />
    </>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
