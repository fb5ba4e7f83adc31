import { site } from '../../content/site'
import type { ApiConfig } from '../config'
import { colon } from '../contract/common'
import { dataKey } from '../contract/registration'
import type { ClientRow } from './clients'
import { consecutiveDays, icsCalendar, parseTimeRange } from './ics'
import type { Mail } from './mail'
import type { RegistrationTypeRow } from './registration-types'
import { frenchDate, type RegistrationRow } from './registrations'

const field = (row: RegistrationRow, name: string) => row.data[dataKey(name)]?.trim() || undefined

/** Where the session takes place, from the `Lieu` and `Adresse` fields. */
function placeOf(row: RegistrationRow): string | undefined {
  return [field(row, 'Lieu'), field(row, 'Adresse')].filter(Boolean).join(', ') || undefined
}

/** The page of the registration on the site. */
export function registrationUrl(config: ApiConfig, type: RegistrationTypeRow, row: RegistrationRow): string {
  return `${config.publicUrl.replace(/\/$/, '')}/registration/${type.category}/${type.subcategory}/${row.id}`
}

/** The lines that describe a session in a mail: date, times, place, price. */
export function sessionLines(type: RegistrationTypeRow, row: RegistrationRow): string[] {
  const dateText = field(row, 'Date')
  return [
    type.titleRegistration,
    colon('Date', dateText ? `${frenchDate(row.eventDate)} (${dateText})` : frenchDate(row.eventDate)),
    field(row, 'Horaires') && colon('Horaires', field(row, 'Horaires')!),
    placeOf(row) && colon('Lieu', placeOf(row)!),
    field(row, 'Tarif') && colon('Tarif', field(row, 'Tarif')!),
  ].filter((line): line is string => Boolean(line))
}

/** The session's times from its `Horaires` (or `Date`) text, when it gives a time range. */
export const sessionTimes = (row: RegistrationRow) => parseTimeRange(field(row, 'Horaires')) ?? parseTimeRange(field(row, 'Date'))

/** The .ics of a registration: timed when its `Horaires` (or `Date`) text gives a time range, else all-day. */
export function registrationIcs(config: ApiConfig, type: RegistrationTypeRow, row: RegistrationRow): string {
  const times = sessionTimes(row)
  const description = Object.entries(row.data)
    .filter(([, value]) => value.trim())
    .map(([key, value]) => colon(key.replace(/_/g, ' '), value))
    .join('\n')
  return icsCalendar([
    {
      uid: `registration-${row.id}@${new URL(config.publicUrl).hostname}`,
      summary: `${type.titleRegistration} – ${site.school.name}`,
      description,
      location: placeOf(row),
      url: registrationUrl(config, type, row),
      date: row.eventDate,
      ...(times ?? {}),
      days: consecutiveDays(field(row, 'Durée')),
      lastModified: row.updatedAt,
    },
  ])
}

export function icsFileName(row: RegistrationRow): string {
  return `inscription-${row.eventDate}-${row.id}.ics`
}

/** The .ics of a registration as a mail's attachment. */
export function icsAttachment(config: ApiConfig, type: RegistrationTypeRow, row: RegistrationRow) {
  return {
    filename: icsFileName(row),
    content: registrationIcs(config, type, row),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  }
}

/** Where a client's mails go: their account's address, else the first of their e-mails. */
export const clientAddress = (person: ClientRow) => person.accountEmail ?? person.email.split(';')[0]

/** The two mails of a client's confirmation: the client's (with the .ics) and the school's notification. */
export function confirmationMails(config: ApiConfig, type: RegistrationTypeRow, row: RegistrationRow, person: ClientRow): Mail[] {
  const to = clientAddress(person)
  const name = [person.firstName, person.secondName].filter(Boolean).join(' ')
  const subjectEnd = `${type.titleRegistration} du ${frenchDate(row.eventDate)}`
  const toClient: Mail = {
    to,
    replyTo: config.schoolEmail,
    subject: colon('Inscription confirmée', subjectEnd),
    text: [
      person.firstName ? `Bonjour ${person.firstName},` : 'Bonjour,',
      'Votre inscription est confirmée. Nous nous réjouissons de vous accueillir.',
      sessionLines(type, row).join('\n'),
      'L’événement est joint à ce message (fichier .ics) pour l’ajouter à votre agenda.',
      colon('Retrouvez cette inscription sur le site', registrationUrl(config, type, row)),
      'Pour toute question, répondez simplement à ce message.',
      `L’équipe de l’${site.school.name}`,
    ].join('\n\n'),
    attachments: [icsAttachment(config, type, row)],
  }
  const toSchool: Mail = {
    to: config.schoolEmail,
    replyTo: to,
    subject: colon('Nouvelle inscription', subjectEnd),
    text: [
      `${name || to} a confirmé son inscription.`,
      sessionLines(type, row).join('\n'),
      [
        colon('Client', `${name || '(nom non renseigné)'} (n° ${person.id})`),
        colon('E-mail', to),
        person.phone && colon('Téléphone', person.phone),
        person.business && colon('Entreprise', person.business),
      ]
        .filter(Boolean)
        .join('\n'),
    ].join('\n\n'),
  }
  return [toClient, toSchool]
}
