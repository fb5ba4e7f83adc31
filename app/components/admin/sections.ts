import { Right } from '#contract/rights'

/**
 * The back-office's sections (section 2's admin header menu, plus the staff accounts): the admin menu and the
 * admin home are made from this table, and a section without a route of its own yet shows « Actuellement en
 * évolution » (app/routes/admin.$section.tsx). A new handler adds its folder route; its entry is already here.
 */
export interface AdminSection {
  /** The path under /admin, as section 2 writes it. */
  slug: string
  /** The menu's label. */
  label: string
  /** Holding one of these opens the section (and shows its menu entry). */
  opens: readonly Right[]
  /** The rights whose meaning the admin home lists under the section, for those held. */
  covers: readonly Right[]
}

export const adminSections: readonly AdminSection[] = [
  { slug: 'client-management', label: 'Clients', opens: [Right.ViewClients], covers: [Right.ViewClients, Right.AddClient] },
  { slug: 'image-handler', label: 'Images', opens: [Right.Images], covers: [Right.Images, Right.AddImage] },
  {
    slug: 'registration-handler',
    label: 'Inscriptions',
    opens: [Right.ViewRegistrations],
    covers: [Right.ViewRegistrations, Right.EditRegistrations],
  },
  // The satisfaction surveys of the sessions (decision 0040): read by those who see the sessions and their participants.
  { slug: 'surveys', label: 'Questionnaires', opens: [Right.ViewRegistrations], covers: [] },
  {
    slug: 'blog-handler',
    label: 'Blog',
    opens: [Right.EditMainTexts, Right.EditItemTexts],
    covers: [Right.EditMainTexts, Right.EditItemTexts],
  },
  {
    slug: 'news-handler',
    label: 'Actualités',
    opens: [Right.EditMainTexts, Right.EditItemTexts],
    covers: [Right.EditMainTexts, Right.EditItemTexts],
  },
  // Contact messages hold visitors' personal data, like the client list (decision 0002).
  { slug: 'messages', label: 'Messages', opens: [Right.ViewClients], covers: [] },
  { slug: 'users', label: 'Comptes du personnel', opens: [Right.FullAdmin], covers: [Right.FullAdmin] },
  // The mails the outbox gave up (decision 0028): addresses of clients and the school's settings, for the administrators.
  { slug: 'mails', label: 'E-mails non envoyés', opens: [Right.FullAdmin], covers: [] },
  // The retention rules and what they delete next (decision 0030): counts only, for the administrators.
  { slug: 'retention', label: 'Conservation des données', opens: [Right.FullAdmin], covers: [] },
  // The activity-declaration number and its mention (decision 0034).
  { slug: 'school-settings', label: 'Réglages de l’école', opens: [Right.FullAdmin], covers: [] },
  // The trail of staff writes and accesses (decision 0035): who did what, for the administrators.
  { slug: 'activity', label: 'Journal d’activité', opens: [Right.FullAdmin], covers: [] },
]

export const sectionPath = (section: AdminSection) => `/admin/${section.slug}`
