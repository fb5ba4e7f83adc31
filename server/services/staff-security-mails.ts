import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { site } from '../../content/site'
import type { Database } from '../db'
import { staffUser } from '../db/schema'
import { currentStaff } from '../plugins/auth'
import { browserOf } from './browser-label'
import { enqueueMail } from './outbox'

/**
 * The mails that tell a staff member of a change to how their account is opened (issue 29 point 4, decision 0038),
 * so that a change they did not make does not go unnoticed. The second-factor work calls it with the factor changes.
 */
export type StaffSecurityChange = 'password' | 'factor-added' | 'factor-removed' | 'recovery-codes'

const subjects: Record<StaffSecurityChange, string> = {
  password: 'Votre mot de passe a été modifié',
  'factor-added': 'Un moyen de connexion a été ajouté à votre compte',
  'factor-removed': 'Un moyen de connexion a été retiré de votre compte',
  'recovery-codes': 'De nouveaux codes de secours ont été créés pour votre compte',
}

/** What changed, as the mail's first sentence begins: « … de votre compte « claire » … a été modifié ». */
const what: Record<StaffSecurityChange, (account: string) => string> = {
  password: (account) => `Le mot de passe de votre compte ${account} a été modifié`,
  'factor-added': (account) => `Un second facteur de connexion a été ajouté à votre compte ${account}`,
  'factor-removed': (account) => `Un second facteur de connexion a été retiré de votre compte ${account}`,
  'recovery-codes': (account) => `De nouveaux codes de secours, qui remplacent les précédents, ont été créés pour votre compte ${account}`,
}

const parisTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' })

/**
 * Queues, in the transaction `tx` of the change, the mail that tells the account `userId` of it: when (Paris time),
 * from which browser (the request's), by whom when an administrator made it, and what to do if it was not them. An
 * account without an address gets none (the trail records the change all the same).
 */
export async function sendStaffSecurityMail(tx: Database, userId: number, change: StaffSecurityChange, request: FastifyRequest) {
  const [account] = await tx.select({ user: staffUser.user, email: staffUser.email }).from(staffUser).where(eq(staffUser.id, userId))
  if (!account?.email) return
  const { config, clock } = request.server
  const actor = await currentStaff(request)
  const by = actor && actor.id !== userId ? ` par l’administrateur «\u00a0${actor.user}\u00a0»` : ''
  const when = parisTime.format(clock.now())
  await enqueueMail(tx, {
    to: account.email,
    replyTo: config.schoolEmail,
    subject: subjects[change],
    text: [
      `Bonjour ${account.user},`,
      `${what[change](`«\u00a0${account.user}\u00a0» du back-office de l’${site.school.name}`)}${by} le ${when} (heure de Paris), depuis ${browserOf(request.headers['user-agent'])}.`,
      'Si c’est bien vous, il n’y a rien à faire.',
      `Sinon, quelqu’un d’autre a peut-être accès à votre compte\u00a0: prévenez sans attendre un administrateur du site (${config.schoolEmail}), qui peut fermer vos sessions et vous donner un nouveau mot de passe, puis vérifiez vos sessions ouvertes sur ${config.publicUrl.replace(/\/$/, '')}/admin/security.`,
      `L’équipe de l’${site.school.name}`,
    ].join('\n\n'),
  })
}
