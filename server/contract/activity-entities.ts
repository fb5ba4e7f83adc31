// What the activity log records, without zod: the admin pages name them in the browser.

/**
 * The entities staff writes change. A page's texts and a blog or news item's texts are logged on the page, the
 * article or the item; attaching an image to a page entity is logged on the image.
 */
export const activityEntities = [
  'client',
  'image',
  'page',
  'blog',
  'news',
  'registration',
  'registration_type',
  'staff_user',
  'contact_message',
  'mail',
  'setting',
] as const
export type ActivityEntity = (typeof activityEntities)[number]

/** French names of the entities, for the admin pages. */
export const activityEntityLabels: Record<ActivityEntity, string> = {
  client: 'client',
  image: 'image',
  page: 'page',
  blog: 'article',
  news: 'actualité',
  registration: 'inscription',
  registration_type: 'type d’inscription',
  staff_user: 'compte du personnel',
  contact_message: 'message de contact',
  mail: 'e-mail',
  setting: 'réglages de l’école',
}

/**
 * The writes: create, update, delete; attach and detach (an image to or from a page entity); link and unlink (a client
 * to or from a registration); password (a staff password set); archive and unarchive (a contact message); resend (a mail
 * the outbox gave up); message (a mail written to a session's participants); publish, schedule, unpublish and discard (an article's or a
 * news item's draft, decision 0036).
 */
export const writeActions = [
  'create',
  'update',
  'delete',
  'attach',
  'detach',
  'link',
  'unlink',
  'password',
  'archive',
  'unarchive',
  'resend',
  'message',
  'publish',
  'schedule',
  'unpublish',
  'discard',
] as const

/**
 * The accesses of staff (ASVS 16.3.1–16.3.2), logged on the staff account (`staff_user`, id 0 for a name that is no
 * account): login (the label says the factor), login_failed, logout, session_expired (a request came with a session
 * past its limits), forbidden (a page or an API call refused for want of a right; the label says which),
 * sessions_closed (one's other sessions, or a member's by an administrator: logged on that member's account).
 */
export const accessActions = [
  'login',
  'login_failed',
  'logout',
  'session_expired',
  'forbidden',
  'sessions_closed',
  'factor_enabled',
  'factor_removed',
] as const

/** Everything the trail records. */
export const activityActions = [...writeActions, ...accessActions] as const
export type ActivityAction = (typeof activityActions)[number]
export type WriteAction = (typeof writeActions)[number]
export type AccessAction = (typeof accessActions)[number]

/** French names of what was done, for the trail's filter and its CSV. */
export const activityActionLabels: Record<ActivityAction, string> = {
  create: 'Ajout',
  update: 'Modification',
  delete: 'Suppression',
  attach: 'Image associée',
  detach: 'Image dissociée',
  link: 'Client inscrit',
  unlink: 'Client désinscrit',
  password: 'Mot de passe changé',
  archive: 'Message archivé',
  unarchive: 'Message remis dans la boîte de réception',
  resend: 'E-mail renvoyé',
  message: 'E-mail aux participants',
  publish: 'Publication',
  schedule: 'Publication programmée',
  unpublish: 'Retrait du site',
  discard: 'Brouillon abandonné',
  login: 'Connexion',
  login_failed: 'Échec de connexion',
  logout: 'Déconnexion',
  session_expired: 'Session expirée',
  forbidden: 'Accès refusé',
  sessions_closed: 'Sessions fermées',
  factor_enabled: 'Second facteur activé',
  factor_removed: 'Second facteur retiré',
}
