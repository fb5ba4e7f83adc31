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
 * What was done: create, update, delete; attach and detach (an image to or from a page entity); link and unlink (a
 * client to or from a registration); password (a staff password set); archive and unarchive (a contact message); resend (a
 * mail the outbox gave up).
 */
export const activityActions = [
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
] as const
export type ActivityAction = (typeof activityActions)[number]
