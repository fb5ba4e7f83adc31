import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react'
import { hasAnyRight, hasRight, rightMeanings } from '#contract/rights'
import { describeActivity } from '~/admin/activity.server'
import { requireStaff, staffApiFailure } from '~/admin/auth.server'
import { backupLines } from '~/admin/backups'
import { ActivityList } from '~/components/admin/activity-list'
import { adminMeta } from '~/components/admin/admin-meta'
import { adminSections, sectionPath } from '~/components/admin/sections'
import { Banner } from '~/components/ui'
import { getAdminSummary } from '~/models/admin.server'
import { settle } from '~/utils/errors.server'

const count = new Intl.NumberFormat('fr-FR')
const received = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })
/** A subject-less message named by its start, on one line, cut at a word with no punctuation before the ellipsis. */
const excerpt = (text: string, max = 80) => {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max
    ? `${line
        .slice(0, max - 1)
        .replace(/\s+\S*$/, '')
        .replace(/[\s.,;:!?…]+$/, '')}…`
    : line
}
const plural = (n: number, one: string, many: string) => `${count.format(n)}\u00a0${n > 1 ? many : one}`

/**
 * Any connected staff member: what its rights let it do (one card per section it may open, with the live figures
 * of that section) and the latest changes made by the staff, of what it may view.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request)
  // An ended API session shows the login form; any other failure leaves the cards without figures.
  const summary = await settle(
    getAdminSummary(request).catch(async (error) => {
      await staffApiFailure(request, error)
      throw error
    }),
  )
  const figures = summary.ok ? summary.data : null
  const figuresOf: Record<string, string[]> = {
    'client-management': figures?.clients ? [plural(figures.clients.total, 'client', 'clients')] : [],
    'registration-handler': figures?.registrations
      ? [
          plural(figures.registrations.upcoming, 'session à venir', 'sessions à venir'),
          plural(figures.registrations.placesTaken, 'place prise', 'places prises'),
        ]
      : [],
    'image-handler': figures?.images
      ? [plural(figures.images.total, 'image', 'images'), plural(figures.images.unused, 'inutilisée', 'inutilisées')]
      : [],
    messages: figures?.messages ? [plural(figures.messages.unread, 'message non lu', 'messages non lus')] : [],
  }
  const sections = adminSections
    .filter((section) => hasAnyRight(staff.rights, section.opens))
    .map((section) => ({
      path: sectionPath(section),
      label: section.label,
      figures: figuresOf[section.slug] ?? [],
      can: section.covers.filter((right) => hasRight(staff.rights, right)).map((right) => rightMeanings[right]),
    }))
  return {
    user: staff.user,
    sections,
    messages: (figures?.messages?.latest ?? []).map((message) => ({
      id: message.id,
      from: message.fullName,
      subject: message.subject || excerpt(message.message),
      when: received.format(new Date(message.createdAt)).replace(' ', ' à '),
      unread: !message.readAt,
    })),
    activity: figures ? figures.activity.map((entry) => describeActivity(entry)) : null,
    backups: backupLines(figures?.backups),
    error: summary.ok ? null : summary.message,
  }
}

export const meta: MetaFunction = ({ error }) => adminMeta('Accueil', error)

export default function AdminHomeRoute() {
  const { user, sections, messages, activity, backups, error } = useLoaderData<typeof loader>()
  return (
    <>
      <header className="admin-page-header">
        <h1>Bonjour {user}</h1>
        <p>
          {sections.length
            ? 'Voici ce que vos droits vous permettent de faire.'
            : 'Votre compte n’a encore aucun droit\u00a0: demandez-en à un administrateur.'}
        </p>
      </header>
      {error ? <Banner kind="error">{error}</Banner> : null}
      {backups.map((line) =>
        line.problem ? (
          <Banner key={line.text} kind="error" dismissible={false}>
            {line.text}
          </Banner>
        ) : (
          <p key={line.text} className="admin-figures">
            {line.text}
          </p>
        ),
      )}
      {sections.length ? (
        <ul className="admin-cards">
          {sections.map((section) => (
            <li key={section.path} className="admin-card">
              <h2>
                <Link to={section.path}>{section.label}</Link>
              </h2>
              {section.figures.length ? <p className="admin-figures">{section.figures.join(' · ')}</p> : null}
              <ul>
                {section.can.map((meaning) => (
                  <li key={meaning}>{meaning}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {messages.length ? (
        <section className="admin-section" aria-labelledby="messages-title">
          <h2 id="messages-title">Derniers messages</h2>
          <ul className="admin-messages-latest">
            {messages.map((message) => (
              <li key={message.id}>
                <Link to={`/admin/messages#message-${message.id}`}>{message.subject}</Link> — {message.from}, le {message.when}
                {message.unread ? <span className="admin-badge">non lu</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {activity ? (
        <section className="admin-section" aria-labelledby="activity-title">
          <h2 id="activity-title">Dernières modifications</h2>
          <ActivityList lines={activity} />
        </section>
      ) : null}
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
