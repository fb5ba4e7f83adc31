import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { IdParams } from '../contract/common'
import { RegistrationType, RegistrationTypeUpdateSchema } from '../contract/registration'
import { Right } from '../contract/rights'
import {
  listRegistrationTypes,
  readRegistrationTypeUpdate,
  registrationTypeAnswer,
  requireRegistrationTypeOfPath,
  updateRegistrationType,
} from '../services/registration-types'

/** Registration types (kinds of offer): read by everybody, edited by staff holding right 8. */
export const registrationTypeRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/registration_type/all',
    {
      config: {
        doc: {
          summary: 'Every registration type (kind of offer)',
          tag: 'registration',
          access: 'public',
          response: z.array(RegistrationType),
        },
      },
    },
    async () => (await listRegistrationTypes(app.db)).map(registrationTypeAnswer),
  )

  app.put(
    '/registration_type/:id',
    {
      config: {
        doc: {
          summary:
            'Updates a registration type (JSON): titles, link, page, image, data_name_list (at most 20 blocks of 20 field names) and data_name_client (client fields); category and subcategory stay',
          tag: 'registration',
          access: { rights: [Right.EditRegistrations] },
          params: IdParams,
          body: RegistrationTypeUpdateSchema,
          response: RegistrationType,
        },
      },
    },
    async (request) => {
      const type = await requireRegistrationTypeOfPath(app.db, request.params)
      const input = await readRegistrationTypeUpdate(app.db, request.body)
      return registrationTypeAnswer(await updateRegistrationType(request, type.id, input))
    },
  )
}
