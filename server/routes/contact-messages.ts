import { eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { ContactMessageItem, ContactMessageList, ContactMessageParams, ContactMessagesQuery, ContactReadSchema } from '../contract/contact'
import { Right } from '../contract/rights'
import { contactMessage } from '../db/schema'
import { notFound, parse } from '../errors'
import { contactMessageAnswer, listContactMessages } from '../services/contact-messages'
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
            'The contact messages, newest first, one page (size at most 200), with the count of unread ones; unread=true keeps those only',
          tag: 'contact',
          access: { rights: [Right.ViewClients] },
          querystring: ContactMessagesQuery,
          response: ContactMessageList,
        },
      },
    },
    async (request) => {
      const query = parse(ContactMessagesQuery, request.query)
      const list = await listContactMessages(app.db, { unreadOnly: query.unread === 'true', page: query.page, size: query.size })
      return { ...list, page: query.page, size: query.size }
    },
  )

  app.put(
    '/contact/messages/:id/read',
    {
      config: {
        doc: {
          summary: 'Marks a contact message read ({ "read": true }) or unread again ({ "read": false }); answers the message',
          tag: 'contact',
          access: { rights: [Right.ViewClients] },
          params: ContactMessageParams,
          body: ContactReadSchema,
          response: ContactMessageItem,
        },
      },
    },
    async (request) => {
      const { id } = parsePath(ContactMessageParams, request.params, unknownMessage)
      const { read } = parse(ContactReadSchema, request.body)
      // Marking read again keeps the first reading time.
      const [row] = await app.db
        .update(contactMessage)
        .set({ readAt: read ? sql`coalesce(${contactMessage.readAt}, now())` : null })
        .where(eq(contactMessage.id, id))
        .returning()
      if (!row) throw notFound(unknownMessage)
      return contactMessageAnswer(row)
    },
  )
}
