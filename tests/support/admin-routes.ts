import { Right } from '#contract/rights'

/**
 * The back-office's routes and actions, each with the rights that open it: the rights matrix
 * (tests/e2e/admin-rights.test.ts) logs in staff holding each single right (and none, and 1, and nobody) and
 * checks that each row answers its page, the 403 page or the login form. A new handler adds its rows here: the
 * matrix's first test reads the site's routes and names every admin page or action without a row.
 */
export interface AdminRoute {
  method: 'GET' | 'POST'
  /** The site's path, with its query when the row needs one. */
  path: string
  /** The posted form of a POST row: chosen so that an allowed post stores nothing (an invalid or unknown entity). */
  form?: Record<string, string | string[]>
  /** Holding one of these opens the route; 'staff': any connected staff member, even without rights. */
  rights: readonly Right[] | 'staff'
  /** Rights needed as well (each of them): editing on a page one must be able to view. */
  alsoNeeds?: readonly Right[]
  /** What an allowed staff member gets: the status and a French text of the page. */
  allowed: { status: number; text: string }
  /** The API call behind the page, which must agree (200 when allowed, 403 otherwise), as `METHOD path`. */
  api?: { method: 'GET'; path: string }
  /** A file (an export): not connected, it leads to the login page (a redirect) rather than showing the form itself. */
  file?: true
}

const unknownId = '999999'

export const adminRoutes: AdminRoute[] = [
  // The layout and the home: any connected staff member.
  { method: 'GET', path: '/admin', rights: 'staff', allowed: { status: 200, text: 'Bonjour' } },
  { method: 'GET', path: '/admin/home', rights: 'staff', allowed: { status: 200, text: 'Bonjour' } },
  {
    method: 'GET',
    path: '/admin/no-such-section',
    rights: 'staff',
    allowed: { status: 404, text: 'Oups! La page que vous demandez n’existe pas.' },
  },

  // Staff accounts (right 1).
  {
    method: 'GET',
    path: '/admin/users',
    rights: [Right.FullAdmin],
    allowed: { status: 200, text: 'Ajouter un compte' },
    api: { method: 'GET', path: 'user/all' },
  },
  {
    method: 'POST',
    path: '/admin/users',
    form: { intent: 'add', user: '', password: 'court' },
    rights: [Right.FullAdmin],
    allowed: { status: 400, text: 'Le mot de passe doit contenir au moins 7 caractères' },
  },
  {
    method: 'POST',
    path: '/admin/users',
    form: { intent: 'email', id: unknownId, email: 'pas une adresse' },
    rights: [Right.FullAdmin],
    allowed: { status: 400, text: 'Adresse e-mail invalide' },
  },
  {
    method: 'POST',
    path: '/admin/users',
    form: { intent: 'update', id: unknownId, rights: ['2', '3'] },
    rights: [Right.FullAdmin],
    allowed: { status: 404, text: 'Erreur pour modifier le compte\u00a0: La requête n’existe pas' },
  },
  {
    method: 'POST',
    path: '/admin/users',
    form: { intent: 'password', id: unknownId, password: '' },
    rights: [Right.FullAdmin],
    allowed: { status: 400, text: 'Ce champ est obligatoire' },
  },
  {
    method: 'POST',
    path: '/admin/users',
    form: { intent: 'delete', id: unknownId },
    rights: [Right.FullAdmin],
    allowed: { status: 404, text: 'Oups! La page que vous demandez n’existe pas.' },
  },

  // Clients (2 to view, 3 to add and edit).
  {
    method: 'GET',
    path: '/admin/client-management?q=personne&sort=-city',
    rights: [Right.ViewClients],
    allowed: { status: 200, text: 'Filtrer les clients' },
    api: { method: 'GET', path: 'client/list?q=personne&sort=-city' },
  },
  {
    method: 'GET',
    path: `/admin/client-management/${unknownId}`,
    rights: [Right.ViewClients],
    allowed: { status: 404, text: 'Oups! La page que vous demandez n’existe pas.' },
  },
  {
    method: 'GET',
    path: '/admin/client-management/export.csv?q=personne',
    rights: [Right.ViewClients],
    allowed: { status: 200, text: 'Numéro;Type de public;Prénom' },
    file: true,
  },
  {
    method: 'POST',
    path: '/admin/client-management',
    form: { intent: 'add', firstName: '', secondName: 'Arnaud' },
    rights: [Right.AddClient],
    alsoNeeds: [Right.ViewClients],
    allowed: { status: 400, text: 'Ce champ est obligatoire' },
  },
  {
    method: 'POST',
    path: '/admin/client-management',
    form: { intent: 'update-cell', id: unknownId, field: 'city', value: 'Lyon' },
    rights: [Right.AddClient],
    alsoNeeds: [Right.ViewClients],
    allowed: { status: 404, text: 'Erreur pour modifier le client\u00a0: La requête n’existe pas' },
  },

  // The mails the outbox gave up (right 1, decision 0028).
  {
    method: 'GET',
    path: '/admin/mails',
    rights: [Right.FullAdmin],
    allowed: { status: 200, text: 'E-mails non envoyés' },
    api: { method: 'GET', path: 'admin/mails/failed' },
  },
  {
    method: 'POST',
    path: '/admin/mails',
    form: { intent: 'resend', id: unknownId },
    rights: [Right.FullAdmin],
    allowed: { status: 200, text: 'Erreur pour renvoyer l’e-mail' },
  },

  // The retention rules (right 1, decision 0030).
  {
    method: 'GET',
    path: '/admin/retention',
    rights: [Right.FullAdmin],
    allowed: { status: 200, text: 'Conservation des données' },
    api: { method: 'GET', path: 'admin/retention' },
  },

  // The trail of staff writes and accesses (right 1, decision 0035), and its CSV.
  {
    method: 'GET',
    path: '/admin/activity?kind=login',
    rights: [Right.FullAdmin],
    allowed: { status: 200, text: 'Journal d’activité' },
    api: { method: 'GET', path: 'activity?kind=login' },
  },
  {
    method: 'GET',
    path: '/admin/activity/export.csv?kind=logout',
    rights: [Right.FullAdmin],
    allowed: { status: 200, text: 'Date;Membre;Action;Objet;Détails' },
    file: true,
  },

  // One's own sessions (any staff, issue 29).
  {
    method: 'GET',
    path: '/admin/security',
    rights: 'staff',
    allowed: { status: 200, text: 'Sessions ouvertes' },
    api: { method: 'GET', path: 'user/me/sessions' },
  },
  {
    method: 'POST',
    path: '/admin/security',
    form: { intent: 'inconnue' },
    rights: 'staff',
    allowed: { status: 400, text: 'Ce formulaire n’existe pas.' },
  },
  // The second factor (decision 0037): an enrolled member's enrolment is refused by the API; codes of no shape.
  {
    method: 'POST',
    path: '/admin/security',
    form: { intent: 'enable-totp', code: '' },
    rights: 'staff',
    allowed: { status: 400, text: 'Ce champ est obligatoire' },
  },
  {
    method: 'POST',
    path: '/admin/security',
    form: { intent: 'regenerate-recovery-codes', currentPassword: 'x', code: '!!' },
    rights: 'staff',
    allowed: { status: 400, text: 'Les six chiffres de votre application ou un code de secours sont attendus' },
  },
  {
    method: 'POST',
    path: '/admin/security',
    form: { intent: 'remove-passkey', id: unknownId },
    rights: 'staff',
    allowed: { status: 404, text: 'Oups! La page que vous demandez n’existe pas.' },
  },
  // The options of a new passkey (JSON for the page's script); this site's address is an IP: WebAuthn refuses it.
  {
    method: 'POST',
    path: '/admin/security/passkey-options',
    form: { intent: 'options' },
    rights: 'staff',
    allowed: { status: 409, text: 'Les clés d’accès demandent un site à une adresse avec un nom de domaine (PUBLIC_URL).' },
    file: true,
  },

  // Contact messages (right 2, decision 0002) and one's own password (any staff).
  {
    method: 'GET',
    path: '/admin/messages?unread=1',
    rights: [Right.ViewClients],
    allowed: { status: 200, text: 'Voir tous les messages' },
    api: { method: 'GET', path: 'contact/messages?unread=true' },
  },
  {
    method: 'POST',
    path: '/admin/messages',
    form: { intent: 'read', id: unknownId },
    rights: [Right.ViewClients],
    allowed: { status: 200, text: 'Erreur pour marquer le message\u00a0: La requête n’existe pas' },
  },
  {
    method: 'GET',
    path: '/admin/messages?archived=1',
    rights: [Right.ViewClients],
    allowed: { status: 200, text: 'Retour à la boîte de réception' },
    api: { method: 'GET', path: 'contact/messages?archived=true' },
  },
  {
    method: 'POST',
    path: '/admin/messages',
    form: { intent: 'archive', id: unknownId },
    rights: [Right.ViewClients],
    allowed: { status: 200, text: 'Erreur pour archiver le message\u00a0: La requête n’existe pas' },
  },
  {
    method: 'POST',
    path: '/admin/messages',
    form: { intent: 'unarchive', id: unknownId },
    rights: [Right.ViewClients],
    allowed: { status: 200, text: 'Erreur pour désarchiver le message\u00a0: La requête n’existe pas' },
  },
  {
    method: 'POST',
    path: '/admin/messages',
    form: { intent: 'delete', id: unknownId, confirm: 'yes' },
    rights: [Right.ViewClients],
    allowed: { status: 200, text: 'Le message est supprimé.' },
  },
  { method: 'GET', path: '/admin/password', rights: 'staff', allowed: { status: 200, text: 'Mon mot de passe' } },
  {
    method: 'POST',
    path: '/admin/password',
    form: { intent: 'password', oldPassword: 'court', newPassword: 'un-nouveau-mot-de-passe' },
    rights: 'staff',
    allowed: { status: 400, text: 'au moins 7 caractères' },
  },
  {
    method: 'POST',
    path: '/admin/password',
    form: { intent: 'email', email: 'pas une adresse' },
    rights: 'staff',
    allowed: { status: 400, text: 'Adresse e-mail invalide' },
  },

  // The handlers of section 2, « Actuellement en évolution » until their own issue replaces the row's text.
  {
    method: 'GET',
    path: '/admin/registration-handler',
    rights: [Right.ViewRegistrations],
    allowed: { status: 200, text: 'Les sessions à venir et les places prises' },
  },
  {
    method: 'GET',
    path: '/admin/blog-handler',
    rights: [Right.EditMainTexts, Right.EditItemTexts],
    allowed: { status: 200, text: 'Les articles de la page' },
  },
  {
    method: 'GET',
    path: '/admin/news-handler',
    rights: [Right.EditMainTexts, Right.EditItemTexts],
    allowed: { status: 200, text: 'Les actualités de la page' },
  },

  // The satisfaction surveys (issue 31 point 4, decision 0040): right 7, like the sessions they are about.
  {
    method: 'GET',
    path: '/admin/surveys',
    rights: [Right.ViewRegistrations],
    allowed: { status: 200, text: 'Questionnaires de satisfaction' },
    api: { method: 'GET', path: 'surveys' },
  },
  {
    method: 'GET',
    path: `/admin/surveys/${unknownId}`,
    rights: [Right.ViewRegistrations],
    allowed: { status: 404, text: 'Oups! La page que vous demandez n’existe pas.' },
  },
  {
    method: 'GET',
    path: `/admin/surveys/${unknownId}.csv`,
    rights: [Right.ViewRegistrations],
    allowed: { status: 404, text: 'La page demandée n’existe pas.' },
    file: true,
  },
  {
    method: 'GET',
    path: `/admin/surveys/${unknownId}.pdf`,
    rights: [Right.ViewRegistrations],
    allowed: { status: 404, text: 'La page demandée n’existe pas.' },
    file: true,
  },

  // A staff member's password generated by the API (right 1), shown once.
  {
    method: 'POST',
    path: '/admin/users',
    form: { intent: 'generate-password', id: unknownId },
    rights: [Right.FullAdmin],
    allowed: { status: 404, text: 'Erreur pour changer le mot de passe\u00a0: La requête n’existe pas' },
  },
  {
    method: 'POST',
    path: '/admin/users',
    form: { intent: 'close-sessions', id: unknownId },
    rights: [Right.FullAdmin],
    allowed: { status: 404, text: 'Erreur pour fermer les sessions\u00a0: La requête n’existe pas' },
  },

  // The registration handler (issue 12): right 7 to view, 8 (with 7) to change.
  {
    method: 'GET',
    path: '/admin/registration-handler/stage/meditation',
    rights: [Right.ViewRegistrations],
    allowed: { status: 200, text: 'Sessions à venir' },
  },
  {
    method: 'GET',
    path: '/admin/registration-handler/stage/no-such-subcategory',
    rights: [Right.ViewRegistrations],
    allowed: { status: 404, text: 'Oups! La page que vous demandez n’existe pas.' },
  },
  {
    method: 'GET',
    path: `/admin/registration-handler/participants/${unknownId}.csv`,
    rights: [Right.ViewRegistrations],
    allowed: { status: 404, text: 'La page demandée n’existe pas.' },
    file: true,
  },
  {
    method: 'POST',
    path: '/admin/registration-handler/stage/meditation',
    form: { intent: 'add', event_date: '17/05/2031' },
    rights: [Right.EditRegistrations],
    alsoNeeds: [Right.ViewRegistrations],
    allowed: { status: 400, text: 'Erreur des inscriptions' },
  },
  {
    method: 'POST',
    path: '/admin/registration-handler/stage/meditation',
    form: { intent: 'delete', id: unknownId },
    rights: [Right.EditRegistrations],
    alsoNeeds: [Right.ViewRegistrations],
    allowed: { status: 404, text: 'Page introuvable' },
  },
  {
    method: 'POST',
    path: '/admin/registration-handler/stage/meditation',
    form: { intent: 'update-type', id_registration_type: unknownId, title_registration: '' },
    rights: [Right.EditRegistrations],
    alsoNeeds: [Right.ViewRegistrations],
    allowed: { status: 404, text: 'Page introuvable' },
  },

  // The image library (issue 11, decision 0015): right 4 views and edits, the upload form needs 5 as well.
  {
    method: 'GET',
    path: '/admin/image-handler',
    rights: [Right.Images],
    allowed: { status: 200, text: '0 Non utilisées' },
    api: { method: 'GET', path: 'image/folders' },
  },
  {
    method: 'GET',
    path: '/admin/image-handler?folder=2',
    rights: [Right.Images],
    allowed: { status: 200, text: '2 Accueil' },
    api: { method: 'GET', path: 'image/folders/2' },
  },
  {
    method: 'GET',
    path: `/admin/image-handler?folder=2&image=${unknownId}`,
    rights: [Right.Images],
    allowed: { status: 404, text: 'Oups! La page que vous demandez n’existe pas.' },
  },
  {
    method: 'GET',
    path: '/admin/image-handler?folder=0&add=1',
    rights: [Right.Images],
    alsoNeeds: [Right.AddImage],
    allowed: { status: 200, text: 'Fichier de l’image (obligatoire)' },
  },
  {
    method: 'POST',
    path: '/admin/image-handler',
    form: { intent: 'add', role: 'Sans fichier', alt: 'Une image sans fichier' },
    rights: [Right.Images],
    alsoNeeds: [Right.AddImage],
    allowed: { status: 400, text: 'Ce champ est obligatoire' },
  },
  {
    method: 'POST',
    path: '/admin/image-handler/upload',
    form: { intent: 'add', role: 'Sans fichier', alt: 'Une image sans fichier' },
    rights: [Right.Images],
    alsoNeeds: [Right.AddImage],
    allowed: { status: 400, text: 'Ce champ est obligatoire' },
    file: true,
  },
  {
    method: 'POST',
    path: '/admin/image-handler',
    form: { intent: 'update', id: unknownId, role: 'Disparue', alt: 'Une image disparue' },
    rights: [Right.Images],
    allowed: { status: 404, text: 'Oups! La page que vous demandez n’existe pas.' },
  },
  {
    method: 'POST',
    path: '/admin/image-handler',
    form: { intent: 'delete', id: unknownId },
    rights: [Right.Images],
    allowed: { status: 404, text: 'Oups! La page que vous demandez n’existe pas.' },
  },
  {
    method: 'POST',
    path: '/admin/image-handler',
    form: { intent: 'attach', id: unknownId, pageId: '2', entityId: '1' },
    rights: [Right.Images],
    allowed: { status: 404, text: 'Erreur pour attacher l’image\u00a0: La requête n’existe pas' },
  },
  {
    method: 'POST',
    path: '/admin/image-handler',
    form: { intent: 'detach', id: unknownId, pageId: '2', entityId: '1' },
    rights: [Right.Images],
    allowed: { status: 404, text: 'Erreur pour dissocier l’image\u00a0: La requête n’existe pas' },
  },

  // The registration handler, continued (issue 12): the client search (right 8, shown beside right 7's panel) and
  // the session forms not listed above. Registration 1 is the seed's first webinar.
  {
    method: 'GET',
    path: '/admin/registration-handler/event/webinars?view=1&q=lyon',
    rights: [Right.ViewRegistrations],
    allowed: { status: 200, text: 'Sessions à venir' },
  },
  {
    method: 'POST',
    path: '/admin/registration-handler/stage/meditation',
    form: { intent: 'update', id: unknownId, event_date: '2031-05-17' },
    rights: [Right.EditRegistrations],
    alsoNeeds: [Right.ViewRegistrations],
    allowed: { status: 404, text: 'Page introuvable' },
  },
  {
    method: 'POST',
    path: '/admin/registration-handler/stage/meditation',
    form: { intent: 'link', id: unknownId, clientId: unknownId },
    rights: [Right.EditRegistrations],
    alsoNeeds: [Right.ViewRegistrations],
    allowed: { status: 404, text: 'Page introuvable' },
  },
  {
    method: 'POST',
    path: '/admin/registration-handler/stage/meditation',
    form: { intent: 'unlink', id: unknownId, clientId: unknownId },
    rights: [Right.EditRegistrations],
    alsoNeeds: [Right.ViewRegistrations],
    allowed: { status: 404, text: 'Page introuvable' },
  },
  // Messages to a session's participants (issue 28, point 5): rights 8 and 7, like the session's other forms.
  {
    method: 'POST',
    path: '/admin/registration-handler/stage/meditation',
    form: { intent: 'message', id: unknownId, subject: 'Objet', message: 'Texte' },
    rights: [Right.EditRegistrations],
    alsoNeeds: [Right.ViewRegistrations],
    allowed: { status: 404, text: 'Page introuvable' },
  },
  // The waiting list of a session (issue 28): moved up, or a free place offered now (right 8).
  {
    method: 'POST',
    path: '/admin/registration-handler/stage/meditation',
    form: { intent: 'waiting-up', id: unknownId, clientId: unknownId },
    rights: [Right.EditRegistrations],
    alsoNeeds: [Right.ViewRegistrations],
    allowed: { status: 404, text: 'Page introuvable' },
  },
  {
    method: 'POST',
    path: '/admin/registration-handler/stage/meditation',
    form: { intent: 'waiting-offer', id: unknownId, clientId: unknownId },
    rights: [Right.EditRegistrations],
    alsoNeeds: [Right.ViewRegistrations],
    allowed: { status: 404, text: 'Page introuvable' },
  },
  // Attendance, certificates and the audit folder of a session (issue 31, decision 0039): 7 reads, 8 writes.
  ...(['attendance', 'schedule', 'certificate'] as const).map((intent): AdminRoute => ({
    method: 'POST',
    path: '/admin/registration-handler/stage/meditation',
    form: { intent, id: unknownId, action: 'issue' },
    rights: [Right.EditRegistrations],
    alsoNeeds: [Right.ViewRegistrations],
    allowed: { status: 404, text: 'Page introuvable' },
  })),
  ...[`/admin/registration-handler/attendance/${unknownId}.pdf`, `/admin/registration-handler/audit/${unknownId}.zip`].map(
    (path): AdminRoute => ({
      method: 'GET',
      path,
      rights: [Right.ViewRegistrations],
      allowed: { status: 404, text: 'La page demandée n’existe pas.' },
      file: true,
    }),
  ),

  // The blog and news handlers (issue 13): 10 or 11 to open; 10 for the /blog and /news pages' own texts, 11 for
  // the articles' and news items' texts.
  {
    method: 'GET',
    path: '/admin/blog-handler?filtre=1&article=1',
    rights: [Right.EditMainTexts, Right.EditItemTexts],
    allowed: { status: 200, text: 'Les articles de la page' },
  },
  {
    method: 'POST',
    path: '/admin/blog-handler',
    form: { intent: 'update', textId: 'hero-text', html: '' },
    rights: [Right.EditMainTexts],
    allowed: { status: 400, text: 'Ce champ est obligatoire' },
  },
  {
    method: 'POST',
    path: '/admin/blog-handler',
    form: { intent: 'update', blogId: unknownId, textId: 'summary', html: '<p>Un texte</p>' },
    rights: [Right.EditItemTexts],
    allowed: { status: 404, text: 'Erreur pour mettre à jour l’article\u00a0: La requête n’existe pas' },
  },
  {
    method: 'POST',
    path: '/admin/news-handler',
    form: { intent: 'update', textId: 'hero-text', html: '' },
    rights: [Right.EditMainTexts],
    allowed: { status: 400, text: 'Ce champ est obligatoire' },
  },
  {
    method: 'GET',
    path: `/admin/news-handler/${unknownId}`,
    rights: [Right.EditItemTexts],
    allowed: { status: 404, text: 'Oups! La page que vous demandez n’existe pas.' },
  },
  {
    method: 'GET',
    path: '/admin/news-handler/1',
    rights: [Right.EditItemTexts],
    allowed: { status: 200, text: 'Titre et texte' },
  },
  {
    method: 'POST',
    path: '/admin/news-handler/1',
    form: { intent: 'update', textName: 'text', html: '<script>alert(1)</script>' },
    rights: [Right.EditItemTexts],
    allowed: { status: 400, text: 'Le texte est vide une fois nettoyé' },
  },

  // Creating and deleting news items and articles (issue 13, decision 0017): right 11. A deletion of an item already
  // gone says it is gone (the list), as after a double click.
  {
    method: 'POST',
    path: '/admin/news-handler',
    form: { intent: 'add', title: '', text: '<p>Texte</p>' },
    rights: [Right.EditItemTexts],
    allowed: { status: 400, text: 'Ce champ est obligatoire' },
  },
  {
    method: 'POST',
    path: `/admin/news-handler/${unknownId}`,
    form: { intent: 'delete', id: unknownId },
    rights: [Right.EditItemTexts],
    allowed: { status: 200, text: 'Les actualités de la page' },
  },
  {
    method: 'POST',
    path: '/admin/blog-handler',
    form: { intent: 'add', title: 'Sans rubrique', date: '2026-11-20' },
    rights: [Right.EditItemTexts],
    allowed: { status: 400, text: 'Ce champ est obligatoire' },
  },
  {
    method: 'POST',
    path: '/admin/blog-handler',
    form: { intent: 'delete', id: unknownId },
    rights: [Right.EditItemTexts],
    allowed: { status: 200, text: 'Les articles de la page' },
  },

  // Drafts and scheduled publishing (issue 30, decision 0036): right 11 for articles and news items, 10 for a page
  // text's draft. Unknown items and a malformed time store nothing.
  ...(['publish', 'unpublish', 'discard-draft'] as const).flatMap((intent): AdminRoute[] => [
    {
      method: 'POST',
      path: '/admin/blog-handler',
      form: { intent, blogId: unknownId },
      rights: [Right.EditItemTexts],
      allowed: { status: 404, text: 'La requête n’existe pas' },
    },
    {
      method: 'POST',
      path: `/admin/news-handler/${unknownId}`,
      form: { intent },
      rights: [Right.EditItemTexts],
      allowed: { status: 404, text: 'Oups! La page que vous demandez n’existe pas.' },
    },
  ]),
  {
    method: 'POST',
    path: '/admin/blog-handler?article=1',
    form: { intent: 'publish', blogId: '1', publishAt: 'demain à 9 h' },
    rights: [Right.EditItemTexts],
    allowed: { status: 400, text: 'Date et heure attendues au format aaaa-mm-jjThh:mm' },
  },
  {
    method: 'POST',
    path: '/admin/page-texts/3/roots-text?retour=/method',
    form: { intent: 'discard-draft', textId: 'roots-text' },
    rights: [Right.EditMainTexts],
    allowed: { status: 409, text: 'Ce texte n’a pas de brouillon.' },
  },

  // Earlier versions of html texts (issue 13): the right of the text's save route, 10 for a page text (here the
  // /news page's), 11 for an article's or a news item's.
  {
    method: 'GET',
    path: '/admin/text-revisions/page/15/hero-text?retour=/admin/news-handler',
    rights: [Right.EditMainTexts],
    allowed: { status: 200, text: 'Versions précédentes' },
    api: { method: 'GET', path: 'text-revisions/page/15/hero-text' },
  },
  {
    method: 'GET',
    path: '/admin/text-revisions/blog/1/summary',
    rights: [Right.EditItemTexts],
    allowed: { status: 200, text: 'Versions précédentes' },
    api: { method: 'GET', path: 'text-revisions/blog/1/summary' },
  },
  {
    method: 'GET',
    path: '/admin/text-revisions/news/1/text',
    rights: [Right.EditItemTexts],
    allowed: { status: 200, text: 'Versions précédentes' },
    api: { method: 'GET', path: 'text-revisions/news/1/text' },
  },
  {
    method: 'POST',
    path: '/admin/text-revisions/news/1/text',
    form: { intent: 'restore', id: unknownId },
    rights: [Right.EditItemTexts],
    allowed: { status: 404, text: 'Oups! La page que vous demandez n’existe pas.' },
  },

  // The texts of the fixed pages, edited from the public page (issue 13, item 5): right 10.
  {
    method: 'GET',
    path: '/admin/page-texts/3/roots-text?retour=/method',
    rights: [Right.EditMainTexts],
    allowed: { status: 200, text: 'Modifier un texte' },
  },
  {
    method: 'GET',
    path: '/admin/page-texts/3/no-such-text',
    rights: [Right.EditMainTexts],
    allowed: { status: 404, text: 'Oups! La page que vous demandez n’existe pas.' },
  },
  {
    method: 'POST',
    path: '/admin/page-texts/3/roots-text?retour=/method',
    form: { intent: 'update', textId: 'roots-text', html: '' },
    rights: [Right.EditMainTexts],
    allowed: { status: 400, text: 'Ce champ est obligatoire' },
  },

  // A training offer's information (right 10) and the school's settings (right 1): decision 0034.
  {
    method: 'GET',
    path: '/admin/offer-information/sagacity?retour=/stages/sagacity',
    rights: [Right.EditMainTexts],
    allowed: { status: 200, text: 'Informations de l’offre' },
  },
  {
    method: 'GET',
    path: '/admin/offer-information/no-such-offer',
    rights: [Right.EditMainTexts],
    allowed: { status: 404, text: 'Oups! La page que vous demandez n’existe pas.' },
  },
  {
    method: 'POST',
    path: '/admin/offer-information/sagacity',
    form: { intent: 'update', objectives: '' },
    rights: [Right.EditMainTexts],
    allowed: { status: 400, text: 'Ce champ est obligatoire' },
  },
  {
    method: 'GET',
    path: '/admin/school-settings',
    rights: [Right.FullAdmin],
    allowed: { status: 200, text: 'Numéro de déclaration d’activité' },
  },
  {
    method: 'POST',
    path: '/admin/school-settings',
    form: { intent: 'update', declarationNumber: '12', declarationWording: '' },
    rights: [Right.FullAdmin],
    allowed: { status: 400, text: 'Le numéro de déclaration d’activité compte 11 chiffres' },
  },
]
