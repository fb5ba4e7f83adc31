import { z } from 'zod'
import { Certificate } from './attendance'
import { Client } from './client'
import { ClientRegistrations } from './registration'

/**
 * GET client/account: what the client area's page shows, in one answer (issue 33): the connected client, their
 * registrations as GET client/registrations answers them, and their certificates as GET client/certificates does.
 */
export const ClientAccount = z.object({
  client: Client,
  registrations: ClientRegistrations,
  certificates: z.array(Certificate),
})
export type ClientAccount = z.infer<typeof ClientAccount>
