import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { data, Link, type MetaFunction, redirect, useActionData, useLoaderData } from '@remix-run/react'
import type { Client } from '#contract/client'
import type { ClientFieldName } from '#contract/client-fields'
import { errorPageMeta } from '~/client-area/client-meta'
import { BackLink } from '~/components/back-link'
import { Banner, pageMeta } from '~/components/ui'
import clientAreaStyles from '~/styles/client-area.css'
import type { StaticPageUnless } from '~/utils/static-page'
import { ConfirmForm } from './confirm-form'
import {
  assertCategory,
  assertRegistrationsOpen,
  availability,
  clientFieldLabels,
  colon,
  confirmRegistration,
  constraintsOf,
  dataBlocks,
  formatDate,
  getClientRegistrations,
  getClientState,
  getWaitingPosition,
  httpError,
  idParam,
  isFull,
  isUpcoming,
  joinWaitingList,
  loadFailure,
  loadRegistrations,
  loginPath,
  messages,
  notFound,
  orElse,
  parseWithZod,
  readForm,
  redirectWithToast,
  registrationConfirmSchema,
  registrationPath,
  registrationTitle,
  replyWithApiError,
  requiredClientFields,
  sessionEndedRedirect,
  updateClient,
} from './registration-page.server'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

/** Remix runs for a connected client, who gets the form; a visitor reads the session and a link (decision 0021). */
export const handle: StaticPageUnless<{ client: unknown }> = { hydrate: (page) => Boolean(page?.client) }

const REGISTRATION_ERROR = 'Erreur des inscriptions'

/** The registration of the route, checked against its category and subcategory (any mismatch is a 404). */
async function findRegistration(request: Request, params: LoaderFunctionArgs['params']) {
  const { category, subcategory } = assertCategory(params.category, params.subcategory)
  const id = idParam(params.id)
  await assertRegistrationsOpen(request)
  const { types, registrations } = await loadRegistrations(request, { category, subcategory })
  const registration = registrations.find((item) => item.id === id)
  const type = registration && types.find((item) => item.id === registration.id_registration_type)
  if (!registration || !type || type.category !== category || type.subcategory !== subcategory) notFound()
  return { registration, type, path: registrationPath(type, registration.id), required: requiredClientFields(type.data_name_client) }
}

function valuesOf(client: Client, names: ClientFieldName[]): Partial<Record<ClientFieldName, string>> {
  return Object.fromEntries(names.map((name) => [name, client[name]]))
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { registration, type, path, required } = await findRegistration(request, params)
  const state = await getClientState(request).catch(loadFailure)
  let alreadyRegistered = false
  let waitingPosition: number | null = null
  if (state.client) {
    // Only to say so instead of offering the button again: the API links a client once anyway.
    const mine = await orElse(getClientRegistrations(request), null)
    alreadyRegistered = Boolean(mine && [...mine.upcoming, ...mine.past].some((item) => item.registration.id === registration.id))
    if (!alreadyRegistered && registration.waiting > 0) {
      waitingPosition = (await orElse(getWaitingPosition(request, registration.id), { position: null })).position
    }
  }
  return data(
    {
      title: registrationTitle(registration, type),
      typeTitle: type.title_registration,
      subcategoryTitle: type.title_subcategory,
      listPath: `/registration/${type.category}/${type.subcategory}`,
      offerLink: type.link || null,
      eventDate: registration.event_date.slice(0, 10),
      displayDate: formatDate(registration.event_date),
      blocks: dataBlocks(type, registration),
      availability: availability(registration),
      isFull: isFull(registration),
      isPast: !isUpcoming(registration),
      required,
      // Every field the registration needs is required here, even one the client already filled in.
      constraint: Object.fromEntries(
        Object.entries(constraintsOf(registrationConfirmSchema(required))).map(([name, constraint]) => [
          name,
          { ...constraint, required: name !== 'type' },
        ]),
      ),
      requiredLabels: required.map((name) => clientFieldLabels[name]),
      client: state.client ? valuesOf(state.client, required) : null,
      alreadyRegistered,
      waitingPosition,
      loginHref: loginPath(path),
    },
    { headers: state.headers },
  )
}

/**
 * intent=confirm: the client fields the registration needs are saved first when they changed (on the client's
 * own id), then the API links the client to the registration. A resend changes nothing: the API links once.
 * intent=waitlist (a full session, issue 28): the same fields, then the client joins its waiting list, once.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { registration, path, required } = await findRegistration(request, params)
  const formData = await readForm(request)
  const intent = formData.get('intent')
  if (intent !== 'confirm' && intent !== 'waitlist') httpError(400, 'Ce formulaire n’existe pas.')
  const state = await getClientState(request).catch(loadFailure)
  if (!state.client) throw redirect(loginPath(path), { headers: state.headers })
  const submission = parseWithZod(formData, { schema: registrationConfirmSchema(required) })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ formErrors: [colon(REGISTRATION_ERROR, messages.invalidForm)] }) }, { status: 400 })
  }
  const values = submission.value as Partial<Record<ClientFieldName, string>>
  const client = state.client
  const changed = required.filter((name) => (values[name] ?? '') !== client[name])
  try {
    if (changed.length) await updateClient(request, client.id, Object.fromEntries(changed.map((name) => [name, values[name] ?? ''])))
    if (intent === 'waitlist') {
      const { position } = await joinWaitingList(request, registration.id)
      return redirectWithToast(request, path, { kind: 'success', message: `Vous êtes sur la liste d’attente, en position ${position}.` })
    }
    await confirmRegistration(request, registration.id)
  } catch (error) {
    return (
      (await sessionEndedRedirect(request, error)) ??
      replyWithApiError(submission, error, {}, { title: REGISTRATION_ERROR, fields: required })
    )
  }
  return redirectWithToast(request, path, { kind: 'success', message: 'L’inscription a été confirmée' })
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error || !data
    ? errorPageMeta(error)
    : pageMeta(`${data.title}, ${data.displayDate}`, `${data.typeTitle} du ${data.displayDate}\u00a0: programme et inscription en ligne.`)

export default function RegistrationRoute() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as { result: SubmissionResult<string[]> } | undefined
  return (
    <div className="container page-narrow">
      <BackLink to={page.listPath}>
        Toutes les dates{'\u00a0'}: {page.subcategoryTitle}
      </BackLink>
      <header className="page-header">
        {page.typeTitle !== page.title ? <p className="registration-meta">{page.typeTitle}</p> : null}
        <h1>{page.title}</h1>
        <p className="lead">
          <time dateTime={page.eventDate}>{page.displayDate}</time>
        </p>
        {page.availability && !page.isPast ? <p className="registration-availability">{page.availability}</p> : null}
      </header>
      <div className="registration-data">
        {page.blocks.map((block) => (
          <dl key={block.map((field) => field.label).join('|')}>
            {block.map((field) => (
              <div key={field.label}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </div>
            ))}
          </dl>
        ))}
      </div>
      {page.offerLink ? (
        <p>
          <Link to={page.offerLink}>En savoir plus sur cette offre</Link>
        </p>
      ) : null}
      <section className="card form-card" aria-labelledby="register-title">
        <h2 id="register-title">M’inscrire</h2>
        <Registering page={page} result={actionData?.result} />
      </section>
    </div>
  )
}

function Registering({ page, result }: { page: ReturnType<typeof useLoaderData<typeof loader>>; result?: SubmissionResult<string[]> }) {
  if (page.alreadyRegistered) {
    return (
      <>
        <Banner kind="success" dismissible={false}>
          Votre inscription à cette session est confirmée.
        </Banner>
        <p>
          <Link to="/client-account#inscriptions">Voir mes inscriptions</Link>
        </p>
      </>
    )
  }
  if (page.isPast) return <p>Cette session a déjà eu lieu{'\u00a0'}: il n’est plus possible de s’y inscrire.</p>
  if (!page.client) {
    return (
      <>
        {page.isFull ? (
          <p>
            Cette session est complète. Connectez-vous pour rejoindre sa liste d’attente{'\u00a0'}: vous serez prévenu par e-mail si une
            place se libère.
          </p>
        ) : (
          <>
            <p>
              Pour vous inscrire, connectez-vous à votre espace client ou créez votre compte{'\u00a0'}: vous reviendrez ensuite sur cette
              page.
            </p>
            {page.requiredLabels.length ? (
              <p>
                Cette inscription demande{'\u00a0'}: {page.requiredLabels.join(', ')}.
              </p>
            ) : null}
          </>
        )}
        <p>
          <Link to={page.loginHref} className="button button-primary">
            Se connecter ou créer un compte
          </Link>
        </p>
      </>
    )
  }
  if (page.waitingPosition !== null) {
    return (
      <Banner kind="info" dismissible={false}>
        Vous êtes sur la liste d’attente, en position {page.waitingPosition}. Nous vous écrirons dès qu’une place se libère.
      </Banner>
    )
  }
  if (page.isFull) {
    return (
      <>
        <p>
          Cette session est complète. Rejoignez sa liste d’attente{'\u00a0'}: si une place se libère, nous vous l’écrirons et la réserverons
          pour vous pendant quelque temps.
        </p>
        <ConfirmForm fields={page.required} values={page.client} result={result} constraint={page.constraint} intent="waitlist" />
      </>
    )
  }
  return <ConfirmForm fields={page.required} values={page.client} result={result} constraint={page.constraint} />
}

export { ClientAreaErrorBoundary as ErrorBoundary } from '~/client-area/client-area-closed'
