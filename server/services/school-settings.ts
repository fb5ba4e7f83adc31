import { inArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { DECLARATION_WORDING_DEFAULT } from '../../content/legal'
import type { SchoolSettings } from '../contract/offer-information'
import type { Database } from '../db'
import { schoolSetting } from '../db/schema'
import { staffTransaction } from './activity'

/** The settings' keys in `school_setting`, and their values until staff set them. */
const defaults: SchoolSettings = { declarationNumber: '', declarationWording: DECLARATION_WORDING_DEFAULT }
const keys = Object.keys(defaults) as (keyof SchoolSettings)[]

/** The school's settings: the saved values, the defaults for the others. */
export async function readSchoolSettings(db: Database): Promise<SchoolSettings> {
  const rows = await db.select().from(schoolSetting).where(inArray(schoolSetting.key, keys))
  const saved = Object.fromEntries(rows.map((row) => [row.key, row.value]))
  return { ...defaults, ...saved }
}

/** Writes every setting, logged as one change of the settings (entity `setting`, id 1). */
export async function saveSchoolSettings(request: FastifyRequest, settings: SchoolSettings): Promise<SchoolSettings> {
  const before = await readSchoolSettings(request.server.db)
  const updatedAt = request.server.clock.now()
  return staffTransaction(request, async (tx, record) => {
    for (const key of keys) {
      const value = settings[key]
      await tx
        .insert(schoolSetting)
        .values({ key, value, updatedAt })
        .onConflictDoUpdate({ target: schoolSetting.key, set: { value, updatedAt } })
    }
    await record({ entity: 'setting', entityId: 1, action: 'update', label: 'Réglages de l’école', before, after: settings })
    return settings
  })
}
