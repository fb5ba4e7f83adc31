import { clientFieldLabels, type ClientFieldName, clientTypes } from '#contract/client-fields'

/** The client list's path, and its default order (surname then first name, in French order). */
export const CLIENTS_PATH = '/admin/client-management'
export const DEFAULT_SORT = 'name'
export const PAGE_SIZE = 50

/** A field's label as a form or a page shows it (« Code postal »). */
export const fieldTitle = (field: ClientFieldName) => clientFieldLabels[field].charAt(0).toUpperCase() + clientFieldLabels[field].slice(1)

/** The choices of the type (section 3: one or both values, stored joined by `;`). */
export const typeChoices = [
  { value: '', label: 'Non précisé' },
  ...clientTypes.map((type) => ({ value: type, label: type })),
  { value: clientTypes.join(';'), label: clientTypes.join(' et ') },
]

/** A value as a cell shows it: several values separated by `;` one after the other. */
export const shownValue = (value: string) =>
  value
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')

/** The cell being edited, as the address writes it without JavaScript: `edit={id}:{field}`. */
export const editParam = (id: number, field: ClientFieldName) => `${id}:${field}`

export const fullName = (client: { firstName: string; secondName: string }) =>
  `${client.firstName} ${client.secondName}`.trim() || 'Client sans nom'
