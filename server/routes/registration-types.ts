import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { IdParams } from '../contract/common'
import { RegistrationType, RegistrationTypeUpdateSchema } from '../contract/registration'
import { Right } from '../contract/rights'
import { notFound } from '../errors'
import {
  findRegistrationType,
  listRegistrationTypes,
  readRegistrationTypeUpdate,
  registrationTypeAnswer,
  unknownTypeMessage,
  updateRegistrationType,
} from '../services/registration-types'
import { parsePath } from '../services/strict-params'

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
      const params = parsePath(IdParams, request.params, unknownTypeMessage)
      if (!(await findRegistrationType(app.db, params.id))) throw notFound(unknownTypeMessage)
      const input = await readRegistrationTypeUpdate(app.db, request.body)
      return registrationTypeAnswer(await updateRegistrationType(request, params.id, input))
    },
  )
}
