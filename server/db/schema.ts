import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { type ClientFieldName, clientFieldNames } from '../contract/client-fields'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const staffUser = pgTable('staff_user', {
  id: serial('id').primaryKey(),
  user: text('user').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  rights: text('rights').notNull().default(''),
  /** Where the member is told of a change of their password or factor (issue 29); none: no such mail. */
  email: text('email'),
  createdAt: createdAt(),
  /** The TOTP secret (base32) once enrolled (decision 0037); null: the account must enrol before anything else. */
  totpSecret: text('totp_secret'),
  /** The secret shown on the enrolment page until a code made from it is proved. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The last TOTP time step accepted (one use per code): a step at or before it is refused. */
  totpLastStep: integer('totp_last_step'),
})

/**
 * The single-use links of a first start without ADMIN_PASSWORD (`/admin/setup/{token}`, decision 0038): hashed, each
 * valid 24 hours; the account's creation deletes them all.
 */
export const staffSetupToken = pgTable('staff_setup_token', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
})

/** A staff account's recovery codes (decision 0037): SHA-256 of 80 random bits each, single use. */
export const staffRecoveryCode = pgTable(
  'staff_recovery_code',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_code_staff_idx').on(t.staffUserId)],
)

/** A staff login whose password was proved, waiting for its second factor: single use, 5 minutes (decision 0037). */
export const pendingLogin = pgTable('pending_login', {
  idHash: text('id_hash').primaryKey(),
  staffUserId: integer('staff_user_id')
    .notNull()
    .references(() => staffUser.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/** A staff account's passkeys (WebAuthn, decision 0041): the credential's id and public key, base64url. */
export const staffPasskey = pgTable(
  'staff_passkey',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 for those that keep none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser reaches it (`usb hybrid internal`…), space-separated. */
    transports: text('transports').notNull().default(''),
    /** The name its owner gave it (« Téléphone », « Clé USB »). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('staff_passkey_staff_idx').on(t.staffUserId)],
)

/** A WebAuthn ceremony's challenge, kept server-side: single use, 5 minutes; for a login, no account yet. */
export const passkeyChallenge = pgTable('passkey_challenge', {
  idHash: text('id_hash').primaryKey(),
  challenge: text('challenge').notNull(),
  purpose: text('purpose', { enum: ['register', 'login'] }).notNull(),
  staffUserId: integer('staff_user_id').references(() => staffUser.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** The database name of a client field (`professionalPhone` → `professional_phone`). */
const columnNameOf = (field: ClientFieldName) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * The sort key of a client field, computed by the database on every write and stored: folded, empty values as null
 * (last in ascending order). Stored rather than an index on the expression, because PostgreSQL evaluates an ORDER BY
 * expression for every row it reads, even when an index gives the order: the 5,000 rows before a deep page cost
 * 10,000 foldings, about 250 ms (issue 33).
 */
const sortKeyColumn = (field: ClientFieldName) =>
  text(`${columnNameOf(field)}_sort_key`).generatedAlwaysAs(sql.raw(`nullif(school_sort_key(${columnNameOf(field)}), '')`))

/** The stored sort key of each client field, named after it (`citySortKey`). */
type SortKeyColumns = { [Field in ClientFieldName as `${Field}SortKey`]: ReturnType<typeof sortKeyColumn> }
const sortKeyColumns = Object.fromEntries(clientFieldNames.map((field) => [`${field}SortKey`, sortKeyColumn(field)])) as SortKeyColumns

/** The column that orders the client list by `field`. */
export const clientSortKeyName = (field: ClientFieldName) => `${field}SortKey` as const

export const client = pgTable(
  'client',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull().default('Tous publics'),
    firstName: text('first_name').notNull().default(''),
    secondName: text('second_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    zip: text('zip').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    note: text('note').notNull().default(''),
    business: text('business').notNull().default(''),
    professionalPhone: text('professional_phone').notNull().default(''),
    /** The login address of a client account (lower case); null for a client added by staff. */
    accountEmail: text('account_email').unique(),
    passwordHash: text('password_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The last login of the account, by the API clock (the retention rule of accounts, services/retention.ts): its
     * creation until the first login; migration 0010's date for the accounts made before it (decision 0030).
     */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the mail « your account will be deleted » was written; a login clears it. */
    retentionWarnedAt: timestamp('retention_warned_at', { withTimezone: true }),
    /**
     * The fields of the staff filter (section 5), lower case without accents (`school_fold`, migration 0001),
     * computed by the database on every write, whatever the code path.
     */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        // A line feed between fields, so that a filter never matches across two of them (names excepted).
        sql`school_fold(first_name || ' ' || second_name || chr(10) || email || chr(10) || phone || chr(10) || city || chr(10) || business || chr(10) || note || chr(10) || professional_phone)`,
      ),
    /** Surname then first name as a French reader orders them (accents, case, spaces and hyphens ignored). */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs(sql`school_sort_key(second_name) || ' ' || school_sort_key(first_name)`),
    ...sortKeyColumns,
  },
  (t) => [
    index('client_sort_name_idx').using('btree', sql`${t.sortName} COLLATE "C"`, t.id),
    // One per other sortable field, its key then the name and the id, as the list orders them.
    ...clientFieldNames.map((field) =>
      index(`client_${columnNameOf(field)}_sort_key_idx`).using(
        'btree',
        sql`${t[clientSortKeyName(field)]} COLLATE "C"`,
        sql`${t.sortName} COLLATE "C"`,
        t.id,
      ),
    ),
  ],
)

/** Single-use tokens of the account flows, stored hashed. */
export const accountToken = pgTable(
  'account_token',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => client.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'password', 'login'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_token_client_idx').on(t.clientId)],
)

/** Staff and client sessions: the cookie holds a random id, the table its hash. */
export const session = pgTable(
  'session',
  {
    idHash: text('id_hash').primaryKey(),
    kind: text('kind', { enum: ['staff', 'client'] }).notNull(),
    staffUserId: integer('staff_user_id').references(() => staffUser.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => client.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser and system of the login (« Firefox sur Windows »), a label made by the API, never the raw header. */
    browser: text('browser').notNull().default(''),
    /** When the holder last proved password and code (the login, a re-authentication): changes ask again after 5 minutes. */
    lastProofAt: timestamp('last_proof_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_staff_idx').on(t.staffUserId), index('session_client_idx').on(t.clientId)],
)

/** Fixed-window counters of the rate limits, shared by every API process. */
export const rateLimit = pgTable('rate_limit', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
})

export const contactMessage = pgTable(
  'contact_message',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    personalPhone: text('personal_phone').notNull().default(''),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    business: text('business').notNull().default(''),
    professionalPhone: text('professional_phone').notNull().default(''),
    /** Hash of the content while a resend of it counts as a duplicate (cleared after a day). */
    fingerprint: text('fingerprint').unique(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** When staff marked it read (null: unread). */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When staff archived it (null: in the inbox); archived messages leave the default list. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_message_created_idx').on(t.createdAt)],
)

/**
 * The answers of writes sent with an `Idempotency-Key` (plugins/idempotency.ts): the same write sent again, by any
 * API process, gets the first one's answer instead of running twice. Kept a short while; `id` is a hash of the key
 * and of who sent it, the answer is encrypted with the key itself, so the table alone reveals nothing.
 */
/** A mail as the outbox keeps it (services/mail.ts's `Mail`, attachments in base64). */
export interface StoredMail {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  attachments?: { filename: string; contentType: string; base64: string }[]
}

/**
 * Every mail of the product, written in the transaction of what caused it and sent afterwards by the due work
 * (services/outbox.ts): a mail exists if and only if its cause committed, and survives a restart or an SMTP outage.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What makes the mail unique when it must go once only (`reminder:12:7`); a second one with it is not written. */
    key: text('key').unique(),
    mail: jsonb('mail').$type<StoredMail>().notNull(),
    /** Not sent before (a retry's backoff, a mail written in advance); null: at once. */
    notBefore: timestamp('not_before', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** Held by the API process sending it until then: another one takes it over only after a crash. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up after the last attempt: staff see it and may send it again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.notBefore)
      .where(sql`sent_at IS NULL AND failed_at IS NULL`),
  ],
)

export const idempotentRequest = pgTable(
  'idempotent_request',
  {
    id: text('id').primaryKey(),
    /** The answer's status and body; null while the first request runs. */
    status: integer('status'),
    answer: text('answer'),
    createdAt: createdAt(),
  },
  (t) => [index('idempotent_request_created_idx').on(t.createdAt)],
)

export const image = pgTable('image', {
  id: serial('id').primaryKey(),
  /** Name of the stored original under DATA_DIR/uploads, chosen by the server. */
  fileName: text('file_name').notNull().unique(),
  role: text('role').notNull().default(''),
  author: text('author').notNull().default(''),
  site: text('site').notNull().default(''),
  authorLink: text('author_link').notNull().default(''),
  sourceLink: text('source_link').notNull().default(''),
  changeMade: text('change_made').notNull().default(''),
  /**
   * The text alternative read in place of the picture; '' with `decorative` (drawn with `alt=""`). Neither set: an
   * image still to describe (those of before migration 0013), drawn with `alt=""` until staff describe it.
   */
  alt: text('alt').notNull().default(''),
  decorative: boolean('decorative').notNull().default(false),
  extension: text('extension').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  weight: integer('weight').notNull(),
  /** Widths of the WebP renditions stored beside the original. */
  variantWidths: jsonb('variant_widths').$type<number[]>().notNull().default([]),
  createdAt: createdAt(),
})

export const page = pgTable('page', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  route: text('route'),
})

export const pageText = pgTable(
  'page_text',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => page.id, { onDelete: 'cascade' }),
    textId: text('text_id').notNull(),
    html: text('html').notNull(),
    /** The text staff saved and have not published yet (decision 0036); visitors see `html`. */
    draftHtml: text('draft_html'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.textId] })],
)

export const pageImage = pgTable(
  'page_image',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => page.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id').notNull(),
    imageId: integer('image_id')
      .notNull()
      .references(() => image.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.entityId] }), index('page_image_image_idx').on(t.imageId)],
)

/**
 * Where an article or a news item stands (decision 0036): a draft (visitors never see it), scheduled (a draft that
 * goes live by itself at `publish_at`) or published. While published, staff's edits of its title and texts are its
 * draft (`draft_title`, each text's `draft_html`) until « Publier les modifications ».
 */
const publication = {
  state: text('state', { enum: ['draft', 'scheduled', 'published'] })
    .notNull()
    .default('draft'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  draftTitle: text('draft_title'),
}

export const blogFilter = pgTable('blog_filter', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull().default('Article'),
})

export const blog = pgTable('blog', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  imagePageId: integer('image_page_id'),
  imageEntityId: integer('image_entity_id'),
  blogFilterId: integer('blog_filter_id').references(() => blogFilter.id, { onDelete: 'set null' }),
  /**
   * The picture staff attached to a published article's slot and have not published yet (decision 0036): visitors
   * see the slot's page_image row meanwhile. Deleting the image drops the draft picture.
   */
  draftImageId: integer('draft_image_id').references(() => image.id, { onDelete: 'set null' }),
  publishedOn: date('published_on', { mode: 'string' })
    .notNull()
    .default(sql`CURRENT_DATE`),
  ...publication,
})

export const blogText = pgTable(
  'blog_text',
  {
    blogId: integer('blog_id')
      .notNull()
      .references(() => blog.id, { onDelete: 'cascade' }),
    textId: text('text_id').notNull(),
    html: text('html').notNull(),
    /** Its draft while the article is published (decision 0036). */
    draftHtml: text('draft_html'),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.textId] })],
)

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  publishedOn: date('published_on', { mode: 'string' })
    .notNull()
    .default(sql`CURRENT_DATE`),
  ...publication,
})

export const newsText = pgTable(
  'news_text',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    textName: text('text_name').notNull(),
    html: text('html').notNull(),
    /** Its draft while the item is published (decision 0036). */
    draftHtml: text('draft_html'),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.textName] })],
)

export const registrationType = pgTable(
  'registration_type',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    titleCategory: text('title_category').notNull(),
    titleSubcategory: text('title_subcategory').notNull(),
    titleRegistration: text('title_registration').notNull(),
    link: text('link').notNull().default(''),
    idPage: integer('id_page'),
    idImage: integer('id_image').references(() => image.id, { onDelete: 'set null' }),
    dataNameList: jsonb('data_name_list').$type<string[][]>().notNull().default([]),
    dataNameClient: jsonb('data_name_client').$type<string[]>().notNull().default([]),
    /** What participants bring, said in the reminders (staff write it on the type's form). */
    whatToBring: text('what_to_bring').notNull().default(''),
    /** How many days before a session a client may still cancel it themselves (issue 28). */
    cancelDays: integer('cancel_days').notNull().default(2),
  },
  // One type per (category, subcategory): the seed of API processes starting together cannot add one twice.
  (t) => [uniqueIndex('registration_type_category_unique').on(t.category, t.subcategory)],
)

export const registration = pgTable(
  'registration',
  {
    id: serial('id').primaryKey(),
    idRegistrationType: integer('id_registration_type')
      .notNull()
      .references(() => registrationType.id, { onDelete: 'restrict' }),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    /** How many participants it takes at most; null: no limit (issue 28). */
    places: integer('places'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_type_idx').on(t.idRegistrationType), index('registration_date_idx').on(t.eventDate)],
)

/**
 * Clients linked to a registration. When a client deletes their account the row stays, anonymised
 * (client_id null), as the school's record that a place was taken.
 */
export const registrationClient = pgTable(
  'registration_client',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registration.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => client.id, { onDelete: 'set null' }),
    /** Set when the client confirmed it themselves (null when staff linked them). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    anonymised: boolean('anonymised').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('registration_client_unique').on(t.registrationId, t.clientId)],
)

/**
 * The reminders written for the participants of a session (`REMINDER_DAYS`): one row per participant and
 * reminder, written with its mail in the outbox, so that no process writes it twice (the primary key decides).
 */
export const registrationReminder = pgTable(
  'registration_reminder',
  {
    registrationClientId: integer('registration_client_id')
      .notNull()
      .references(() => registrationClient.id, { onDelete: 'cascade' }),
    /** Days before the session (7 for « J-7 »). */
    days: integer('days').notNull(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registration.id, { onDelete: 'cascade' }),
    /** The API clock's time the mail was written to the outbox. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.registrationClientId, t.days] }), index('registration_reminder_registration_idx').on(t.registrationId)],
)

/**
 * The waiting list of a full registration, in the order of `rank` (issue 28). A freed place is held for the first
 * one (`heldUntil`, the hash of the mailed link's token): a held place is taken for everybody else until then.
 */
export const registrationWaiting = pgTable(
  'registration_waiting',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registration.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => client.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    tokenHash: text('token_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('registration_waiting_unique').on(t.registrationId, t.clientId),
    // A session's list in its order, and a position counted, without sorting the list.
    index('registration_waiting_rank_idx').on(t.registrationId, t.rank),
    uniqueIndex('registration_waiting_token_unique').on(t.tokenHash),
  ],
)

/**
 * Every staff write: who (the account, and its name at that time), when, which entity, and the fields that
 * changed, before and after (secrets masked). Written in the transaction of the write it records.
 */
export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffUserId: integer('staff_user_id').references(() => staffUser.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    label: text('label').notNull().default(''),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown; hidden?: true }>>().notNull().default({}),
  },
  (t) => [
    index('activity_entity_idx').on(t.entity, t.entityId, t.id),
    // The trail's filters (decision 0035): its days, its member, its kind of action.
    index('activity_at_idx').on(t.at),
    index('activity_staff_idx').on(t.staffUserId, t.id),
    index('activity_action_idx').on(t.action, t.id),
  ],
)

/**
 * Earlier versions of html texts (decision 0017): each save of a page, blog or news text keeps the html it
 * replaces, with who saved over it and when, in the transaction of that save. At most 20 are kept per text.
 * `owner_id` is the page, article or news item id; no foreign key (three owners), so deleting an article or a
 * news item deletes its revisions itself.
 */
export const textRevision = pgTable(
  'text_revision',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['page', 'blog', 'news'] }).notNull(),
    ownerId: integer('owner_id').notNull(),
    textId: text('text_id').notNull(),
    html: text('html').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    staffUserId: integer('staff_user_id').references(() => staffUser.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
  },
  (t) => [index('text_revision_text_idx').on(t.kind, t.ownerId, t.textId, t.id)],
)

/**
 * The last save of each html text (decision 0033): its version, counted up by every save, is what an editor opened
 * it at (`baseRevision`); who saved and when tell a later save whether it is the same member's next autosave.
 */
export const textSave = pgTable(
  'text_save',
  {
    kind: text('kind', { enum: ['page', 'blog', 'news'] }).notNull(),
    ownerId: integer('owner_id').notNull(),
    textId: text('text_id').notNull(),
    version: integer('version').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    staffUserId: integer('staff_user_id').references(() => staffUser.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.ownerId, t.textId] })],
)

/**
 * The days the retention rules ran (services/retention.ts): the first API process to write a day's row runs them, so
 * several processes run them once a day, and a restart does not run them again.
 */
export const retentionRun = pgTable('retention_run', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
})

/**
 * The content version (server/routes/content-version.ts): one counter for every API process of the database, moved
 * by each write that changes what a public page shows, so that every site process's page cache follows it.
 */
export const contentVersion = pgSequence('content_version')

/**
 * The daily backups (issue 32, decision 0029): one row per daily slot, claimed by the API process that takes it,
 * so that several processes back up once; `finishedAt` tells the admin home when the last one succeeded.
 */
export const backupRun = pgTable('backup_run', {
  /** The daily time (3:00 in Paris) this backup is for. */
  slot: timestamp('slot', { withTimezone: true }).primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** The archive's file name in BACKUP_DIR and its size, once written. */
  file: text('file'),
  bytes: bigint('bytes', { mode: 'number' }),
  /** Why the last attempt failed; the next run after an hour tries again. */
  error: text('error'),
})

/**
 * Indicator 1 of Qualiopi for a training offer (decision 0034), once staff saved it: `offer` is its key in the
 * catalogue (content/offers/information.ts), `hours` the hours of each of its formats. An offer without a row shows
 * the catalogue's defaults.
 */
export const offerInformation = pgTable('offer_information', {
  offer: text('offer').primaryKey(),
  objectives: text('objectives').notNull(),
  prerequisites: text('prerequisites').notNull(),
  audience: text('audience').notNull(),
  methods: text('methods').notNull(),
  evaluation: text('evaluation').notNull(),
  accessTime: text('access_time').notNull(),
  accessibility: text('accessibility').notNull(),
  accessibilityContact: text('accessibility_contact').notNull(),
  hours: jsonb('hours').$type<number[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The school's settings staff edit (right 1), by key: the activity-declaration number and its wording. */
export const schoolSetting = pgTable('school_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * How a session runs, for its attendance and its certificates (decision 0039): how many consecutive days from its
 * `event_date`, the trainer's name, and the hours of a morning and an afternoon (`HH:MM-HH:MM`). A session without
 * a row runs one day, 9:00–12:30 and 13:30–17:00, trainer unnamed.
 */
export const sessionSchedule = pgTable('session_schedule', {
  registrationId: integer('registration_id')
    .primaryKey()
    .references(() => registration.id, { onDelete: 'cascade' }),
  days: integer('days').notNull().default(1),
  trainer: text('trainer').notNull().default(''),
  morning: text('morning').notNull().default('09:00-12:30'),
  afternoon: text('afternoon').notNull().default('13:30-17:00'),
})

/**
 * Proof of attendance per half-day (Code du travail, R6332-26): one row per participant, day and half-day present.
 * Keyed on the participant's link, which stays (anonymised) when the client deletes their account.
 */
export const attendance = pgTable(
  'attendance',
  {
    registrationClientId: integer('registration_client_id')
      .notNull()
      .references(() => registrationClient.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registration.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** 'am' (matin) or 'pm' (après-midi). */
    half: text('half').notNull(),
  },
  (t) => [primaryKey({ columns: [t.registrationClientId, t.day, t.half] }), index('attendance_registration_idx').on(t.registrationId)],
)

/**
 * Every certificate of completion issued (L6353-1, decision 0039), never changed nor deleted: a re-issue or a
 * correction is a new numbered row that names the one it replaces. `content` holds what the certificate says, as
 * issued. The first issue of a participant is unique: several API processes issuing at once write it once.
 */
export const certificate = pgTable(
  'certificate',
  {
    id: serial('id').primaryKey(),
    /** « 2026-0001 »: the year of issue and its rank in that year. */
    number: text('number').notNull(),
    registrationId: integer('registration_id').references(() => registration.id, { onDelete: 'set null' }),
    registrationClientId: integer('registration_client_id').references(() => registrationClient.id, { onDelete: 'set null' }),
    clientId: integer('client_id').references(() => client.id, { onDelete: 'set null' }),
    /** 'issue', 'reissue' or 'correction'. */
    kind: text('kind').notNull(),
    replacesId: integer('replaces_id').references((): AnyPgColumn => certificate.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('certificate_number_unique').on(t.number),
    uniqueIndex('certificate_first_unique')
      .on(t.registrationClientId)
      .where(sql`${t.replacesId} is null`),
    index('certificate_registration_idx').on(t.registrationId),
    index('certificate_client_idx').on(t.clientId),
  ],
)

/** The last certificate number given in each year: its row is locked while a number is taken. */
export const certificateYear = pgTable('certificate_year', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
})

/**
 * The satisfaction surveys of a session (issue 31 point 4, decision 0040): one row per participant and survey,
 * « à chaud » (`hot`, the day after its last day) or « à froid » (`cold`, 60 days later), written with its mail in
 * the outbox. The mailed links' tokens are stored hashed: the first mail's, and the reminder's (a new token, as the
 * first one cannot be read back); either opens the survey until it is answered, once.
 */
export const surveyInvitation = pgTable(
  'survey_invitation',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registration.id, { onDelete: 'cascade' }),
    /** The participant; null once the link was removed (the survey's answer stays, it names nobody). */
    registrationClientId: integer('registration_client_id').references(() => registrationClient.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'hot' | 'cold'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    reminderTokenHash: text('reminder_token_hash').unique(),
    /** The API clock's times: the mail written, the reminder written, the answer received. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('survey_invitation_participant_unique').on(t.registrationClientId, t.kind),
    index('survey_invitation_registration_idx').on(t.registrationId),
  ],
)

/** An answer to a survey: four scores from 1 to 5 and a comment, with no name (the complaint went by mail too). */
export const surveyAnswer = pgTable(
  'survey_answer',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registration.id, { onDelete: 'cascade' }),
    invitationId: integer('invitation_id')
      .unique()
      .references(() => surveyInvitation.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'hot' | 'cold'>().notNull(),
    satisfaction: integer('satisfaction').notNull(),
    objectives: integer('objectives').notNull(),
    teaching: integer('teaching').notNull(),
    recommendation: integer('recommendation').notNull(),
    comment: text('comment').notNull().default(''),
    complaint: text('complaint').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    /** Seeded by the demo data (`npm run seed`), shown as such to staff. */
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [index('survey_answer_registration_idx').on(t.registrationId)],
)
