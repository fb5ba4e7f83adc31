// The client fields of section 3 as plain data, without zod: the client area's pages use them in the browser.

export const clientTypes = ['Tous publics', 'Entreprise'] as const

export const clientFieldNames = [
  'type',
  'firstName',
  'secondName',
  'phone',
  'email',
  'address',
  'zip',
  'city',
  'country',
  'note',
  'business',
  'professionalPhone',
] as const
export type ClientFieldName = (typeof clientFieldNames)[number]

/** French labels of the client fields, for messages that name them (e.g. the fields a registration needs). */
export const clientFieldLabels: Record<ClientFieldName, string> = {
  type: 'type de public',
  firstName: 'prénom',
  secondName: 'nom',
  phone: 'téléphone',
  email: 'adresse e-mail',
  address: 'adresse',
  zip: 'code postal',
  city: 'ville',
  country: 'pays',
  note: 'note',
  business: 'entreprise',
  professionalPhone: 'téléphone professionnel',
}

/**
 * Orders of the client list (`sort`, `-` before it for descending): `name` is the surname then the first name;
 * every order folds case and accents as a French reader expects (« Éric » before « Zoé »), empty values last.
 */
export const clientSortFields = ['name', ...clientFieldNames, 'id'] as const
export type ClientSortField = (typeof clientSortFields)[number]
export type ClientSort = ClientSortField | `-${ClientSortField}`

/** The fields the client filter searches in (section 5), case and accents ignored. */
export const clientSearchFields = [
  'firstName',
  'secondName',
  'email',
  'phone',
  'city',
  'business',
  'note',
  'professionalPhone',
] as const satisfies readonly ClientFieldName[]
