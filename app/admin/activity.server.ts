import { informationLabels } from '#content/catalogue'
import { accessActions, type ActivityAction, type ActivityEntry } from '#contract/activity'
import { clientFieldLabels } from '#contract/client-fields'

/**
 * Entries of the activity log worded in French on the server (the school's time zone, Paris), for the admin home
 * (every entity) and an entity's own page (`withEntity: false`): the browser gets sentences, not the log's data.
 */

/** An entry as `ActivityList` (app/components/admin/activity-list.tsx) shows it. */
export interface ActivityLine {
  id: number
  at: string
  when: string
  staffName: string
  verb: string
  /** « le client Éric Zola », linked to its page when it has one; on the entity's own page, only for what is not a change of its fields. */
  what: { text: string; href: string | null } | null
  changes: { field: string; before: string | null; after: string }[]
}

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })

const verbs: Record<ActivityEntry['action'], string> = {
  create: 'a ajouté',
  update: 'a modifié',
  delete: 'a supprimé',
  attach: 'a associé',
  detach: 'a dissocié',
  link: 'a inscrit un client à',
  unlink: 'a désinscrit un client de',
  password: 'a changé le mot de passe',
  archive: 'a archivé',
  unarchive: 'a remis dans la boîte de réception',
  resend: 'a renvoyé',
  message: 'a écrit aux participants de',
  login: 'a ouvert une session avec',
  login_failed: 'n’a pas pu ouvrir de session\u00a0:',
  logout: 'a fermé sa session',
  session_expired: 'a trouvé sa session expirée',
  forbidden: 'n’a pas eu accès à',
  sessions_closed: 'a fermé',
  factor_enabled: 'a activé son second facteur\u00a0:',
  factor_removed: 'a perdu un facteur\u00a0:',
  recovery_codes_regenerated: 'a régénéré ses codes de secours',
  publish: 'a publié',
  schedule: 'a programmé la publication de',
  unpublish: 'a retiré du site',
  discard: 'a abandonné le brouillon de',
  attendance: 'a enregistré les présences de',
  certificate: 'a émis des certificats de réalisation pour',
}

/** Where an entity has a page of the back-office. */
const pageOf: Partial<Record<ActivityEntry['entity'], (id: number) => string>> = {
  client: (id) => `/admin/client-management/${id}`,
  staff_user: () => '/admin/users',
  mail: () => '/admin/mails',
  setting: () => '/admin/school-settings',
}

/** The entity with its article, as a sentence names it. */
const named: Record<ActivityEntry['entity'], string> = {
  client: 'le client',
  image: 'l’image',
  page: 'la page',
  blog: 'l’article',
  news: 'l’actualité',
  registration: 'l’inscription',
  registration_type: 'le type d’inscription',
  staff_user: 'le compte',
  contact_message: 'le message',
  mail: 'l’e-mail',
  setting: 'les réglages de l’école',
}

const fieldLabels: Record<string, string> = {
  ...clientFieldLabels,
  user: 'identifiant',
  hasAccount: 'compte client',
  rights: 'droits',
  password: 'mot de passe',
  html: 'texte',
  what_to_bring: 'à apporter',
  subject: 'objet',
  recipients: 'destinataires',
  waiting: 'liste d’attente comprise',
  ...Object.fromEntries(Object.entries(informationLabels).map(([field, label]) => [field, label.toLowerCase()])),
  hours: 'durées en heures',
  declarationNumber: 'numéro de déclaration d’activité',
  declarationWording: 'mention de la déclaration d’activité',
  // Drafts (decision 0036): a text or an article's picture saved apart from what visitors see, published with its image.
  draft: 'brouillon',
  image_id: 'image',
}
const isAccess = (action: ActivityAction) => (accessActions as readonly string[]).includes(action)
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const shown = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '(vide)'
  if (typeof value === 'boolean') return value ? 'oui' : 'non'
  return `«\u00a0${String(value)}\u00a0»`
}

export function describeActivity(entry: ActivityEntry, { withEntity = true } = {}): ActivityLine {
  const changes = Object.entries(entry.changes)
    // A new entity: the fields it was given, not the empty ones.
    .filter(([, change]) => entry.action !== 'create' || (change.after !== null && change.after !== ''))
    .map(([field, change]) => ({
      field: capitalized(fieldLabels[field] ?? field.replace(/_/g, ' ')),
      // A secret (a password) is never shown: only that it changed.
      before: change.hidden || entry.action === 'create' ? null : shown(change.before),
      after: change.hidden ? 'modifié' : shown(change.after),
    }))
  return {
    id: entry.id,
    at: entry.at,
    when: when.format(new Date(entry.at)).replace(' ', ' à '),
    staffName: entry.staffName,
    verb: verbs[entry.action],
    what: isAccess(entry.action)
      ? entry.label
        ? { text: entry.label, href: null }
        : null
      : withEntity || entry.action !== 'update'
        ? {
            // « de le compte » reads « du compte » in French.
            text: `${entry.action === 'link' || entry.action === 'unlink' ? 'l’inscription' : entry.action === 'password' ? named[entry.entity].replace(/^le /, 'du ') : named[entry.entity]} ${entry.label}`.trim(),
            href: withEntity && entry.action !== 'delete' ? (pageOf[entry.entity]?.(entry.entityId) ?? null) : null,
          }
        : null,
    changes,
  }
}
