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

/** The site's 404 page, a file's 404, the registration handler's 404, a required field left empty. */
const notFound = 'Oups! La page que vous demandez n’existe pas.'
const fileNotFound = 'La page demandée n’existe pas.'
const pageNotFound = 'Page introuvable'
const required = 'Ce champ est obligatoire'
/** The banner of a form whose API call met an unknown entity: « Erreur pour <action> : La requête n’existe pas ». */
const unknownEntity = (action: string) => `Erreur pour ${action}\u00a0: La requête n’existe pas`

interface RowOptions {
  /** The API's `GET path` behind the page. */
  api?: string
  file?: true
}

/**
 * The rows of routes that `rights` open (with `alsoNeeds` held as well): `get(path, status, text)` for a page or a
 * file, `post(path, form, status, text)` for a form; status and text are what an allowed staff member gets.
 */
function openedBy(rights: AdminRoute['rights'], alsoNeeds?: readonly Right[]) {
  const row = (method: AdminRoute['method'], path: string, form: AdminRoute['form'], status: number, text: string, options: RowOptions) => {
    const { api, file } = options
    return {
      method,
      path,
      ...(form && { form }),
      rights,
      ...(alsoNeeds && { alsoNeeds }),
      allowed: { status, text },
      ...(api && { api: { method: 'GET' as const, path: api } }),
      ...(file && { file }),
    } satisfies AdminRoute
  }
  return {
    get: (path: string, status: number, text: string, options: RowOptions = {}) => row('GET', path, undefined, status, text, options),
    post: (path: string, form: NonNullable<AdminRoute['form']>, status: number, text: string, options: RowOptions = {}) =>
      row('POST', path, form, status, text, options),
  }
}

const anyStaff = openedBy('staff')
const fullAdmin = openedBy([Right.FullAdmin])
const viewClients = openedBy([Right.ViewClients])
const addClient = openedBy([Right.AddClient], [Right.ViewClients])
const viewRegistrations = openedBy([Right.ViewRegistrations])
const editRegistrations = openedBy([Right.EditRegistrations], [Right.ViewRegistrations])
const images = openedBy([Right.Images])
const addImage = openedBy([Right.Images], [Right.AddImage])
const anyText = openedBy([Right.EditMainTexts, Right.EditItemTexts])
const mainTexts = openedBy([Right.EditMainTexts])
const itemTexts = openedBy([Right.EditItemTexts])

/** The addresses of several rows; `session`: the registration handler's page of a session, where its forms post. */
const users = '/admin/users'
const clientManagement = '/admin/client-management'
const mails = '/admin/mails'
const security = '/admin/security'
const messages = '/admin/messages'
const password = '/admin/password'
const session = '/admin/registration-handler/stage/meditation'
const imageHandler = '/admin/image-handler'
const blogHandler = '/admin/blog-handler'
const newsHandler = '/admin/news-handler'
const newsItem = '/admin/news-handler/1'
const unknownNewsItem = `/admin/news-handler/${unknownId}`
const newsItemRevisions = '/admin/text-revisions/news/1/text'
const rootsText = '/admin/page-texts/3/roots-text?retour=/method'
const schoolSettings = '/admin/school-settings'

export const adminRoutes: AdminRoute[] = [
  // The layout and the home: any connected staff member.
  anyStaff.get('/admin', 200, 'Bonjour'),
  anyStaff.get('/admin/home', 200, 'Bonjour'),
  anyStaff.get('/admin/no-such-section', 404, notFound),

  // Staff accounts (right 1).
  fullAdmin.get(users, 200, 'Ajouter un compte', { api: 'user/all' }),
  fullAdmin.post(users, { intent: 'add', user: '', password: 'court' }, 400, 'Le mot de passe doit contenir au moins 7 caractères'),
  fullAdmin.post(users, { intent: 'email', id: unknownId, email: 'pas une adresse' }, 400, 'Adresse e-mail invalide'),
  fullAdmin.post(users, { intent: 'update', id: unknownId, rights: ['2', '3'] }, 404, unknownEntity('modifier le compte')),
  fullAdmin.post(users, { intent: 'password', id: unknownId, password: '' }, 400, required),
  fullAdmin.post(users, { intent: 'delete', id: unknownId }, 404, notFound),

  // Clients (2 to view, 3 to add and edit).
  viewClients.get('/admin/client-management?q=personne&sort=-city', 200, 'Filtrer les clients', {
    api: 'client/list?q=personne&sort=-city',
  }),
  viewClients.get(`/admin/client-management/${unknownId}`, 404, notFound),
  viewClients.get('/admin/client-management/export.csv?q=personne', 200, 'Numéro;Type de public;Prénom', { file: true }),
  addClient.post(clientManagement, { intent: 'add', firstName: '', secondName: 'Arnaud' }, 400, required),
  addClient.post(
    clientManagement,
    { intent: 'update-cell', id: unknownId, field: 'city', value: 'Lyon' },
    404,
    unknownEntity('modifier le client'),
  ),

  // The mails the outbox gave up (right 1, decision 0028).
  fullAdmin.get(mails, 200, 'E-mails non envoyés', { api: 'admin/mails/failed' }),
  fullAdmin.post(mails, { intent: 'resend', id: unknownId }, 200, 'Erreur pour renvoyer l’e-mail'),

  // The retention rules (right 1, decision 0030).
  fullAdmin.get('/admin/retention', 200, 'Conservation des données', { api: 'admin/retention' }),

  // The trail of staff writes and accesses (right 1, decision 0035), and its CSV.
  fullAdmin.get('/admin/activity?kind=login', 200, 'Journal d’activité', { api: 'activity?kind=login' }),
  fullAdmin.get('/admin/activity/export.csv?kind=logout', 200, 'Date;Membre;Action;Objet;Détails', { file: true }),

  // One's own sessions (any staff, issue 29).
  anyStaff.get(security, 200, 'Sessions ouvertes', { api: 'user/me/sessions' }),
  anyStaff.post(security, { intent: 'inconnue' }, 400, 'Ce formulaire n’existe pas.'),
  // The second factor (decision 0037): an enrolled member's enrolment is refused by the API; codes of no shape.
  anyStaff.post(security, { intent: 'enable-totp', code: '' }, 400, required),
  anyStaff.post(
    security,
    { intent: 'regenerate-recovery-codes', currentPassword: 'x', code: '!!' },
    400,
    'Les six chiffres de votre application ou un code de secours sont attendus',
  ),
  anyStaff.post(security, { intent: 'remove-passkey', id: unknownId }, 404, notFound),
  // The options of a new passkey (JSON for the page's script); this site's address is an IP: WebAuthn refuses it.
  anyStaff.post(
    '/admin/security/passkey-options',
    { intent: 'options' },
    409,
    'Les clés d’accès demandent un site à une adresse avec un nom de domaine (PUBLIC_URL).',
    { file: true },
  ),

  // Contact messages (right 2, decision 0002) and one's own password (any staff).
  viewClients.get('/admin/messages?unread=1', 200, 'Voir tous les messages', { api: 'contact/messages?unread=true' }),
  viewClients.post(messages, { intent: 'read', id: unknownId }, 200, unknownEntity('marquer le message')),
  viewClients.get('/admin/messages?archived=1', 200, 'Retour à la boîte de réception', { api: 'contact/messages?archived=true' }),
  viewClients.post(messages, { intent: 'archive', id: unknownId }, 200, unknownEntity('archiver le message')),
  viewClients.post(messages, { intent: 'unarchive', id: unknownId }, 200, unknownEntity('désarchiver le message')),
  viewClients.post(messages, { intent: 'delete', id: unknownId, confirm: 'yes' }, 200, 'Le message est supprimé.'),
  anyStaff.get(password, 200, 'Mon mot de passe'),
  anyStaff.post(
    password,
    { intent: 'password', oldPassword: 'court', newPassword: 'un-nouveau-mot-de-passe' },
    400,
    'au moins 7 caractères',
  ),
  anyStaff.post(password, { intent: 'email', email: 'pas une adresse' }, 400, 'Adresse e-mail invalide'),

  // The handlers of section 2, « Actuellement en évolution » until their own issue replaces the row's text.
  viewRegistrations.get('/admin/registration-handler', 200, 'Les sessions à venir et les places prises'),
  anyText.get(blogHandler, 200, 'Les articles de la page'),
  anyText.get(newsHandler, 200, 'Les actualités de la page'),

  // The satisfaction surveys (issue 31 point 4, decision 0040): right 7, like the sessions they are about.
  viewRegistrations.get('/admin/surveys', 200, 'Questionnaires de satisfaction', { api: 'surveys' }),
  viewRegistrations.get(`/admin/surveys/${unknownId}`, 404, notFound),
  viewRegistrations.get(`/admin/surveys/${unknownId}.csv`, 404, fileNotFound, { file: true }),
  viewRegistrations.get(`/admin/surveys/${unknownId}.pdf`, 404, fileNotFound, { file: true }),

  // A staff member's password generated by the API (right 1), shown once.
  fullAdmin.post(users, { intent: 'generate-password', id: unknownId }, 404, unknownEntity('changer le mot de passe')),
  fullAdmin.post(users, { intent: 'close-sessions', id: unknownId }, 404, unknownEntity('fermer les sessions')),

  // The registration handler (issue 12): right 7 to view, 8 (with 7) to change.
  viewRegistrations.get(session, 200, 'Sessions à venir'),
  viewRegistrations.get('/admin/registration-handler/stage/no-such-subcategory', 404, notFound),
  viewRegistrations.get(`/admin/registration-handler/participants/${unknownId}.csv`, 404, fileNotFound, { file: true }),
  editRegistrations.post(session, { intent: 'add', event_date: '17/05/2031' }, 400, 'Erreur des inscriptions'),
  editRegistrations.post(session, { intent: 'delete', id: unknownId }, 404, pageNotFound),
  editRegistrations.post(session, { intent: 'update-type', id_registration_type: unknownId, title_registration: '' }, 404, pageNotFound),

  // The image library (issue 11, decision 0015): right 4 views and edits, the upload form needs 5 as well.
  images.get(imageHandler, 200, '0 Non utilisées', { api: 'image/folders' }),
  images.get('/admin/image-handler?folder=2', 200, '2 Accueil', { api: 'image/folders/2' }),
  images.get(`/admin/image-handler?folder=2&image=${unknownId}`, 404, notFound),
  addImage.get('/admin/image-handler?folder=0&add=1', 200, 'Fichier de l’image (obligatoire)'),
  addImage.post(imageHandler, { intent: 'add', role: 'Sans fichier', alt: 'Une image sans fichier' }, 400, required),
  addImage.post('/admin/image-handler/upload', { intent: 'add', role: 'Sans fichier', alt: 'Une image sans fichier' }, 400, required, {
    file: true,
  }),
  images.post(imageHandler, { intent: 'update', id: unknownId, role: 'Disparue', alt: 'Une image disparue' }, 404, notFound),
  images.post(imageHandler, { intent: 'delete', id: unknownId }, 404, notFound),
  images.post(imageHandler, { intent: 'attach', id: unknownId, pageId: '2', entityId: '1' }, 404, unknownEntity('attacher l’image')),
  images.post(imageHandler, { intent: 'detach', id: unknownId, pageId: '2', entityId: '1' }, 404, unknownEntity('dissocier l’image')),

  // The registration handler, continued (issue 12): the client search (right 8, shown beside right 7's panel) and
  // the session forms not listed above. Registration 1 is the seed's first webinar.
  viewRegistrations.get('/admin/registration-handler/event/webinars?view=1&q=lyon', 200, 'Sessions à venir'),
  editRegistrations.post(session, { intent: 'update', id: unknownId, event_date: '2031-05-17' }, 404, pageNotFound),
  editRegistrations.post(session, { intent: 'link', id: unknownId, clientId: unknownId }, 404, pageNotFound),
  editRegistrations.post(session, { intent: 'unlink', id: unknownId, clientId: unknownId }, 404, pageNotFound),
  // Messages to a session's participants (issue 28, point 5): rights 8 and 7, like the session's other forms.
  editRegistrations.post(session, { intent: 'message', id: unknownId, subject: 'Objet', message: 'Texte' }, 404, pageNotFound),
  // The waiting list of a session (issue 28): moved up, or a free place offered now (right 8).
  editRegistrations.post(session, { intent: 'waiting-up', id: unknownId, clientId: unknownId }, 404, pageNotFound),
  editRegistrations.post(session, { intent: 'waiting-offer', id: unknownId, clientId: unknownId }, 404, pageNotFound),
  // Attendance, certificates and the audit folder of a session (issue 31, decision 0039): 7 reads, 8 writes.
  ...(['attendance', 'schedule', 'certificate'] as const).map((intent) =>
    editRegistrations.post(session, { intent, id: unknownId, action: 'issue' }, 404, pageNotFound),
  ),
  viewRegistrations.get(`/admin/registration-handler/attendance/${unknownId}.pdf`, 404, fileNotFound, { file: true }),
  viewRegistrations.get(`/admin/registration-handler/audit/${unknownId}.zip`, 404, fileNotFound, { file: true }),

  // The blog and news handlers (issue 13): 10 or 11 to open; 10 for the /blog and /news pages' own texts, 11 for
  // the articles' and news items' texts.
  anyText.get('/admin/blog-handler?filtre=1&article=1', 200, 'Les articles de la page'),
  mainTexts.post(blogHandler, { intent: 'update', textId: 'hero-text', html: '' }, 400, required),
  itemTexts.post(
    blogHandler,
    { intent: 'update', blogId: unknownId, textId: 'summary', html: '<p>Un texte</p>' },
    404,
    unknownEntity('mettre à jour l’article'),
  ),
  mainTexts.post(newsHandler, { intent: 'update', textId: 'hero-text', html: '' }, 400, required),
  itemTexts.get(unknownNewsItem, 404, notFound),
  itemTexts.get(newsItem, 200, 'Titre et texte'),
  itemTexts.post(
    newsItem,
    { intent: 'update', textName: 'text', html: '<script>alert(1)</script>' },
    400,
    'Le texte est vide une fois nettoyé',
  ),

  // Creating and deleting news items and articles (issue 13, decision 0017): right 11. A deletion of an item already
  // gone says it is gone (the list), as after a double click.
  itemTexts.post(newsHandler, { intent: 'add', title: '', text: '<p>Texte</p>' }, 400, required),
  itemTexts.post(unknownNewsItem, { intent: 'delete', id: unknownId }, 200, 'Les actualités de la page'),
  itemTexts.post(blogHandler, { intent: 'add', title: 'Sans rubrique', date: '2026-11-20' }, 400, required),
  itemTexts.post(blogHandler, { intent: 'delete', id: unknownId }, 200, 'Les articles de la page'),

  // Drafts and scheduled publishing (issue 30, decision 0036): right 11 for articles and news items, 10 for a page
  // text's draft. Unknown items and a malformed time store nothing.
  ...(['publish', 'unpublish', 'discard-draft'] as const).flatMap((intent) => [
    itemTexts.post(blogHandler, { intent, blogId: unknownId }, 404, 'La requête n’existe pas'),
    itemTexts.post(unknownNewsItem, { intent }, 404, notFound),
  ]),
  itemTexts.post(
    '/admin/blog-handler?article=1',
    { intent: 'publish', blogId: '1', publishAt: 'demain à 9 h' },
    400,
    'Date et heure attendues au format aaaa-mm-jjThh:mm',
  ),
  mainTexts.post(rootsText, { intent: 'discard-draft', textId: 'roots-text' }, 409, 'Ce texte n’a pas de brouillon.'),

  // Earlier versions of html texts (issue 13): the right of the text's save route, 10 for a page text (here the
  // /news page's), 11 for an article's or a news item's.
  mainTexts.get('/admin/text-revisions/page/15/hero-text?retour=/admin/news-handler', 200, 'Versions précédentes', {
    api: 'text-revisions/page/15/hero-text',
  }),
  itemTexts.get('/admin/text-revisions/blog/1/summary', 200, 'Versions précédentes', { api: 'text-revisions/blog/1/summary' }),
  itemTexts.get(newsItemRevisions, 200, 'Versions précédentes', { api: 'text-revisions/news/1/text' }),
  itemTexts.post(newsItemRevisions, { intent: 'restore', id: unknownId }, 404, notFound),

  // The texts of the fixed pages, edited from the public page (issue 13, item 5): right 10.
  mainTexts.get(rootsText, 200, 'Modifier un texte'),
  mainTexts.get('/admin/page-texts/3/no-such-text', 404, notFound),
  mainTexts.post(rootsText, { intent: 'update', textId: 'roots-text', html: '' }, 400, required),

  // A training offer's information (right 10) and the school's settings (right 1): decision 0034.
  mainTexts.get('/admin/offer-information/sagacity?retour=/stages/sagacity', 200, 'Informations de l’offre'),
  mainTexts.get('/admin/offer-information/no-such-offer', 404, notFound),
  mainTexts.post('/admin/offer-information/sagacity', { intent: 'update', objectives: '' }, 400, required),
  fullAdmin.get(schoolSettings, 200, 'Numéro de déclaration d’activité'),
  fullAdmin.post(
    schoolSettings,
    { intent: 'update', declarationNumber: '12', declarationWording: '' },
    400,
    'Le numéro de déclaration d’activité compte 11 chiffres',
  ),
]
