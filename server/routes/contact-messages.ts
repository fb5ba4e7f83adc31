import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { SuccessAnswer } from '../contract/common'
import {
  ContactArchiveSchema,
  ContactMessageItem,
  ContactMessageList,
  ContactMessageParams,
  ContactMessagesQuery,
  ContactReadSchema,
} from '../contract/contact'
import { Right } from '../contract/rights'
import { notFound, parse } from '../errors'
import {
  archiveContactMessage,
  deleteContactMessage,
  findContactMessage,
  listContactMessages,
  markContactMessageRead,
} from '../services/contact-messages'
import { parsePath } from '../services/strict-params'

const unknownMessage = 'Ce message n’existe pas.'

/** Contact messages for staff: personal data of visitors, hence the right that views clients (decision 0002). */
export const contactMessageRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/contact/messages',
    {
      config: {
        doc: {
          summary:
            'The contact messages of the inbox, newest first unless sort says otherwise (date, name or subject, "-" before it for descending), one page (size at most 200), with the count of unread ones; unread=true keeps those only, archived=true lists the archived ones instead',
          tag: 'contact',
          access: { rights: [Right.ViewClients] },
          querystring: ContactMessagesQuery,
          response: ContactMessageList,
        },
      },
    },
    async (request) => {
      const query = parse(ContactMessagesQuery, request.query)
      const list = await listContactMessages(app.db, {
        unreadOnly: query.unread === 'true',
        archived: query.archived === 'true',
        sort: query.sort,
        page: query.page,
        size: query.size,
      })
      return { ...list, page: query.page, size: query.size }
    },
  )

  app.get(
    '/contact/messages/:id',
    {
      config: {
        doc: {
          summary: 'One contact message, archived or not',
          tag: 'contact',
          access: { rights: [Right.ViewClients] },
          params: ContactMessageParams,
          response: ContactMessageItem,
        },
      },
    },
    async (request) => {
      const { id } = parsePath(ContactMessageParams, request.params, unknownMessage)
      const message = await findContactMessage(app.db, id)
      if (!message) throw notFound(unknownMessage)
      return message
    },
  )

  // Marking read and archiving: two writes of one shape, each answering the message.
  const messageWrites = [
    {
      path: 'read',
      summary: 'Marks a contact message read ({ "read": true }) or unread again ({ "read": false }); answers the message',
      body: ContactReadSchema,
      write: (request: FastifyRequest, id: number) => markContactMessageRead(app.db, id, parse(ContactReadSchema, request.body).read),
    },
    {
      path: 'archive',
      summary:
        'Archives a contact message ({ "archived": true }: out of the inbox, kept) or puts it back ({ "archived": false }); answers the message, recorded in the activity log',
      body: ContactArchiveSchema,
      write: (request: FastifyRequest, id: number) =>
        archiveContactMessage(request, id, parse(ContactArchiveSchema, request.body).archived),
    },
  ]
  for (const { path, summary, body, write } of messageWrites) {
    app.put(
      `/contact/messages/:id/${path}`,
      {
        config: {
          doc: {
            summary,
            tag: 'contact',
            access: { rights: [Right.ViewClients] },
            params: ContactMessageParams,
            body,
            response: ContactMessageItem,
          },
        },
      },
      async (request) => {
        const { id } = parsePath(ContactMessageParams, request.params, unknownMessage)
        const message = await write(request, id)
        if (!message) throw notFound(unknownMessage)
        return message
      },
    )
  }

  app.delete(
    '/contact/messages/:id',
    {
      config: {
        doc: {
          summary: 'Deletes a contact message for good, recorded in the activity log by its number and date only',
          tag: 'contact',
          access: { rights: [Right.ViewClients] },
          params: ContactMessageParams,
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      const { id } = parsePath(ContactMessageParams, request.params, unknownMessage)
      if (!(await deleteContactMessage(request, id))) throw notFound(unknownMessage)
      return { success: true as const }
    },
  )
}
