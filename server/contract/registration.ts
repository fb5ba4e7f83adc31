import { z } from 'zod'
import { Client } from './client'
import { clientFieldNames } from './client-fields'
import { id, isoDate, messages, paged, pageNumber, pageSize, requiredText } from './common'
import { isRegistrationCategory } from './registration-categories'
import { WHAT_TO_BRING_MAX } from './registration-limits'

export * from './registration-categories'

export const RegistrationType = z.object({
  id: z.number(),
  category: z.string(),
  subcategory: z.string(),
  title_category: z.string(),
  title_subcategory: z.string(),
  title_registration: z.string(),
  link: z.string(),
  id_page: z.number().nullable(),
  id_image: z.number().nullable(),
  /** Blocks of field names, e.g. [["Date", "Horaires"], ["Lieu"]]. */
  data_name_list: z.array(z.array(z.string())),
  /** Client fields that must be filled before confirming, e.g. ["firstName", "phone"]. */
  data_name_client: z.array(z.string()),
  /** What participants bring, said in the reminders before the session. */
  what_to_bring: z.string(),
  /** Clients may cancel a session themselves until this many days before it (issue 28). */
  cancel_days: z.number(),
})
export type RegistrationType = z.infer<typeof RegistrationType>

export const Registration = z.object({
  id: z.number(),
  id_registration_type: z.number(),
  event_date: z.string(),
  data: z.record(z.string(), z.string()),
  /** Number of linked clients. */
  participants: z.number(),
  /** How many participants it takes at most; null: no limit (issue 28). */
  places: z.number().nullable(),
  /** Confirmed participants: the places taken (the same number as `participants`). */
  taken: z.number(),
  /** Places held for someone of the waiting list who was mailed a link (taken for everybody else meanwhile). */
  held: z.number(),
  /** People on the waiting list, a held place's included. */
  waiting: z.number(),
  /** Ids of the linked clients: only for staff holding the view-registrations right. */
  clientIds: z.array(z.number()).optional(),
})
export type Registration = z.infer<typeof Registration>

/** `data`: at most 60 entries (the multipart limit), keys of at most 100 characters, values of at most 2000. */
const dataRecord = z
  .record(
    z.string().trim().min(1, 'Nom de champ vide').max(100, 'Nom de champ de 100 caractères maximum'),
    z.string({ error: 'Texte attendu' }).trim().max(2000, messages.tooLong(2000)),
  )
  .refine((data) => Object.keys(data).length <= 60, '60 champs au plus')

/** The most places a session may have. */
export const MAX_PLACES = 10000
const placesMessage = `Un nombre entier de places de 1 à 10\u00a0000 est attendu (vide\u00a0: sans limite)`

/** `places`: a whole number from 1 to 10 000, or empty (null) for no limit; a form's text is read as a number. */
export const placesField = z.preprocess(
  (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value.trim() || Number.NaN) : value),
  z.number({ error: placesMessage }).int(placesMessage).min(1, placesMessage).max(MAX_PLACES, placesMessage).nullable(),
)

/** POST registration (multipart): every part other than these three is a `data` entry. */
export const RegistrationCreateSchema = z.object({
  id_registration_type: id,
  event_date: isoDate,
  places: placesField.optional(),
  data: dataRecord.default({}),
})

/** PUT registration/{id} (JSON). */
export const RegistrationUpdateSchema = z.object({
  id_registration_type: id.optional(),
  event_date: isoDate.optional(),
  places: placesField.optional(),
  data: dataRecord.optional(),
})

/**
 * PATCH registration/{id} (JSON): only what is sent changes; `data` entries replace theirs one by one and the
 * other entries stay, so that editing one field never loses another. An empty value removes its entry.
 */
export const RegistrationPatchSchema = z.object({
  event_date: isoDate.optional(),
  places: placesField.optional(),
  data: z
    .record(
      z.string().trim().min(1, 'Nom de champ vide').max(100, 'Nom de champ de 100 caractères maximum'),
      z.string({ error: 'Texte attendu' }).trim().max(2000, messages.tooLong(2000)),
    )
    .optional(),
})

const cancelDaysMessage = 'Un nombre entier de jours de 0 à 365 est attendu'

/** A name staff types (title, field name): 1 to 100 characters once trimmed, no control character. */
const typeName = requiredText(100).refine((value) => !/\p{Cc}/u.test(value), messages.controlCharacters)

/**
 * PUT registration_type/{id} (JSON, right 8): the whole editable part of a type; category and subcategory stay
 * (the pages' addresses hang on them). At most 20 blocks of at most 20 field names; client fields from section 3.
 */
export const RegistrationTypeUpdateSchema = z.object({
  title_category: typeName,
  title_subcategory: typeName,
  title_registration: typeName,
  link: z
    .string({ error: 'Texte attendu' })
    .trim()
    .max(255, messages.tooLong(255))
    .refine((value) => !/\p{Cc}/u.test(value), messages.controlCharacters)
    // The public pages show it as a link: a path of the site or an http(s) address, never `javascript:`.
    .refine((value) => value === '' || /^(\/(?!\/)|https?:\/\/)/i.test(value), 'Chemin du site (/…) ou adresse http(s) attendu')
    // Browsers read a backslash as a slash: `/\evil.test` would open another site (issue 27).
    .refine((value) => !value.includes('\\'), 'Le lien ne peut pas contenir de barre oblique inversée (\\)')
    .default(''),
  id_page: id.nullable().default(null),
  id_image: id.nullable().default(null),
  data_name_list: z
    .array(z.array(typeName, { error: 'Liste de noms de champs attendue' }).min(1, 'Bloc vide').max(20, '20 champs par bloc au plus'), {
      error: 'Liste de blocs attendue',
    })
    .max(20, '20 blocs au plus'),
  data_name_client: z
    .array(z.enum(clientFieldNames, { error: 'Champ client inconnu' }), { error: 'Liste de champs client attendue' })
    .max(clientFieldNames.length)
    .transform((names) => [...new Set(names)]),
  /** Said in the reminders; lines kept (the API's hook refuses the other control characters). */
  what_to_bring: z
    .string({ error: 'Texte attendu' })
    .trim()
    .max(WHAT_TO_BRING_MAX, messages.tooLong(WHAT_TO_BRING_MAX))
    .transform((text) => text.replace(/\r\n?/g, '\n'))
    .default(''),
  /** Absent: unchanged. A form's text is read as a number. */
  cancel_days: z
    .preprocess(
      (value) => (typeof value === 'string' ? Number(value.trim() || Number.NaN) : value),
      z.number({ error: cancelDaysMessage }).int(cancelDaysMessage).min(0, cancelDaysMessage).max(365, cancelDaysMessage),
    )
    .optional(),
})
export type RegistrationTypeUpdate = z.input<typeof RegistrationTypeUpdateSchema>

/**
 * GET registration/listing: the public registration pages read one subcategory of section 2 (category and
 * subcategory), one category, or every type (neither); an unknown one is a 400 naming it.
 */
export const RegistrationListingQuery = z
  .object({
    category: z.string().optional(),
    subcategory: z.string().optional(),
  })
  .superRefine(({ category, subcategory }, context) => {
    if (category === undefined) {
      if (subcategory !== undefined) context.addIssue({ code: 'custom', path: ['category'], message: messages.required })
      return
    }
    if (!isRegistrationCategory(category)) context.addIssue({ code: 'custom', path: ['category'], message: 'Catégorie inconnue' })
    else if (subcategory !== undefined && !isRegistrationCategory(category, subcategory))
      context.addIssue({ code: 'custom', path: ['subcategory'], message: 'Sous-catégorie inconnue' })
  })

/**
 * GET registration/listing: the types asked for and every registration (dated session, past ones too) of those
 * types, by date, in one answer: what a public registration page shows. No client ids, whoever asks.
 */
export const RegistrationListing = z.object({
  types: z.array(RegistrationType),
  registrations: z.array(Registration),
})
export type RegistrationListing = z.infer<typeof RegistrationListing>

/** DELETE registration/{id}: `confirm=true` is required when clients are linked to it. */
export const RegistrationDeleteQuery = z.object({ confirm: z.enum(['true', 'false']).optional() })

/** A client as a session's staff lists name them: participants and waiting list. */
const ListedClient = z.object({ firstName: z.string(), secondName: z.string(), email: z.string() })

/** One participant of a registration (staff holding right 7, decision 0016); null id: an anonymised one. */
export const RegistrationParticipant = z.object({
  clientId: z.number().nullable(),
  ...ListedClient.shape,
  phone: z.string(),
  city: z.string(),
  /** When the client confirmed it themselves (ISO date-time); null when staff linked them. */
  confirmedAt: z.string().nullable(),
})
export type RegistrationParticipant = z.infer<typeof RegistrationParticipant>

/** One person of a session's waiting list, in order (staff holding right 7, issue 28). */
export const WaitingPerson = z.object({
  clientId: z.number(),
  ...ListedClient.shape,
  /** From 1. */
  position: z.number(),
  /** Until when a freed place is held for them (ISO date-time), after their mail; null while they wait. */
  heldUntil: z.string().nullable(),
})
export type WaitingPerson = z.infer<typeof WaitingPerson>

/** GET registration/{id}/waiting (and its PUTs' answers): `page` from 1, `size` 50 by default and at most 200. */
export const WaitingListQuery = z.object({ page: pageNumber, size: pageSize(50) })
export type WaitingListQuery = z.infer<typeof WaitingListQuery>

/** One page of a session's waiting list in order, positions counted from the list's start, and its length. */
export const WaitingListPage = paged(WaitingPerson)
export type WaitingListPage = z.infer<typeof WaitingListPage>

/** PUT registration/{id}/waitlist: the connected client's position on the waiting list, from 1. */
export const WaitlistAnswer = z.object({ position: z.number() })

/** GET registration/place/{token}: the place held for the person of a waiting list's mailed link. */
export const HeldPlace = z.object({
  registration: Registration,
  type: RegistrationType,
  firstName: z.string(),
  heldUntil: z.string(),
})
export type HeldPlace = z.infer<typeof HeldPlace>

/** GET registration/{id}/candidates: the staff search typed to find a client to link (2 to 100 characters). */
export const RegistrationCandidatesQuery = z.object({
  q: z.string({ error: messages.required }).trim().min(2, messages.tooShort(2)).max(100, messages.tooLong(100)),
})

/** A client the search found for a registration (right 8, decision 0016); `linked` when already a participant. */
export const RegistrationCandidate = z.object({
  id: z.number(),
  firstName: z.string(),
  secondName: z.string(),
  email: z.string(),
  city: z.string(),
  linked: z.boolean(),
})
export type RegistrationCandidate = z.infer<typeof RegistrationCandidate>

/** Answer of linking (staff) and confirming (client). */
export const RegistrationLinkAnswer = z.object({ registration: Registration, client: Client })

/** One registration of the connected client (GET client/registrations, GET client/export). */
export const ClientRegistration = z.object({
  registration: Registration,
  type: RegistrationType,
  /** When the client confirmed it themselves (ISO date-time); null when staff linked them. */
  confirmedAt: z.string().nullable(),
})
export type ClientRegistration = z.infer<typeof ClientRegistration>

/** GET client/registrations: the sessions to come (soonest first) and those past (latest first). */
export const ClientRegistrations = z.object({
  upcoming: z.array(ClientRegistration),
  past: z.array(ClientRegistration),
})
export type ClientRegistrations = z.infer<typeof ClientRegistrations>

/** GET client/export: everything the school holds about the connected client (RGPD right of access). */
export const ClientExport = z.object({
  exportedAt: z.string(),
  client: Client,
  account: z.object({
    email: z.string().nullable(),
    confirmedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  registrations: z.array(ClientRegistration),
  sessions: z.array(z.object({ createdAt: z.string(), lastSeenAt: z.string() })),
})
export type ClientExport = z.infer<typeof ClientExport>

/** The path of one client on one registration: a linked participant or a person on its waiting list. */
export const RegistrationClientParams = z.object({ id, clientId: id })
