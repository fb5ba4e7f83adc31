import { todayInParis } from '../../contract/dates'
import { dataKey } from '../../contract/registration'
import { placesOfText } from '../../services/registration-places'
import type { Database } from '..'
import { registration, registrationType } from '../schema'
import { assertEveryOfferSeeded, seedCategories, type SeedOffer, type SeedSession } from './registration-offers'

/**
 * The registration types of section 2 and a few upcoming sessions of each. A type that already exists is left
 * alone with its sessions (staff may have changed them); a missing type is added with its sessions, dated from
 * `today`.
 */
export async function seedRegistrations(db: Database, today = todayInParis()): Promise<void> {
  assertEveryOfferSeeded()
  const existing = await db
    .select({ category: registrationType.category, subcategory: registrationType.subcategory })
    .from(registrationType)
  for (const [category, group] of Object.entries(seedCategories)) {
    for (const offer of group.offers) {
      if (existing.some((row) => row.category === category && row.subcategory === offer.subcategory)) continue
      const dataNameList = offer.dataNameList ?? group.dataNameList
      const [type] = await db
        .insert(registrationType)
        .values({
          category,
          subcategory: offer.subcategory,
          titleCategory: group.titleCategory,
          titleSubcategory: offer.titleSubcategory,
          titleRegistration: offer.titleRegistration,
          link: offer.link,
          idPage: group.idPage,
          dataNameList,
          dataNameClient: offer.dataNameClient,
        })
        .returning({ id: registrationType.id })
      await db.insert(registration).values(
        offer.sessions.map((session) => ({
          idRegistrationType: type.id,
          ...sessionValues(offer, session, dataNameList.flat(), today),
        })),
      )
    }
  }
}

function sessionValues(offer: SeedOffer, session: SeedSession, fields: string[], today: string) {
  const first = dayOnOrAfter(addDays(today, session.weeks * 7), session.weekday)
  const data: Record<string, string> = { ...offer.common, ...session.data }
  const days = session.days ?? 1
  data.Date = `${days > 1 ? dayRange(first, addDays(first, days - 1)) : longDate(first)}, ${offer.hours}`
  if (fields.includes('Horaires')) data.Horaires = offer.hours
  if (session.spreadDays) {
    const last = addDays(first, (session.spreadDays - 1) * 14)
    const weekday = parts(first).weekday
    data.Calendrier = `${session.spreadDays} journées, un ${weekday} sur deux, ${dayRange(first, last)}`
  }
  // A number of « Places disponibles » is the session's places (issue 28), never a text beside them.
  const typed = placesOfText(Object.fromEntries(Object.entries(data).map(([key, value]) => [dataKey(key), value])))
  return { eventDate: first, ...typed }
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

function dayOnOrAfter(date: string, weekday: number): string {
  const current = new Date(`${date}T00:00:00Z`).getUTCDay()
  return addDays(date, (weekday - current + 7) % 7)
}

/** « samedi 1er mars 2027 »: the parts of a French long date, with the ordinal of the first day of a month. */
function parts(date: string) {
  const instant = new Date(`${date}T00:00:00Z`)
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', ...options }).format(instant)
  const day = instant.getUTCDate()
  return {
    weekday: format({ weekday: 'long' }),
    day: day === 1 ? '1er' : String(day),
    month: format({ month: 'long' }),
    year: String(instant.getUTCFullYear()),
  }
}

function longDate(date: string): string {
  const { weekday, day, month, year } = parts(date)
  return `${weekday} ${day} ${month} ${year}`
}

/** « samedi 14 et dimanche 15 mars 2027 », « du vendredi 30 avril au dimanche 2 mai 2027 »… */
function dayRange(first: string, last: string): string {
  const a = parts(first)
  const b = parts(last)
  const end = longDate(last)
  if (addDays(first, 1) === last && a.month === b.month && a.year === b.year) return `${a.weekday} ${a.day} et ${end}`
  const start = a.year !== b.year ? longDate(first) : a.month !== b.month ? `${a.weekday} ${a.day} ${a.month}` : `${a.weekday} ${a.day}`
  return `du ${start} au ${end}`
}
