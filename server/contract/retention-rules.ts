// Zod-free on purpose: the legal notice's loader states these durations (decision 0030), and the API applies them
// (server/services/retention.ts). Each duration is written here once.

/** How long each kind of personal data is kept, in the units the rules read. */
export const retention = {
  contactMessageYears: 3,
  accountIdleYears: 2,
  /** Days between the warning mail of an idle account and its deletion. */
  accountWarningDays: 30,
  /** An account asked for and never confirmed (a mistyped or someone else's address). */
  unconfirmedAccountDays: 7,
  sentMailMonths: 12,
  /** The staff trail: the CNIL recommends six months to a year for the logs of an application. */
  activityMonths: 12,
  /** A session ends after this long without a request, and in any case after `sessionMaxDays`. */
  sessionIdleHours: 8,
  sessionMaxDays: 7,
  /** The longest-lived link mailed to a client (the confirmation of an account). */
  linkMaxHours: 24,
} as const

export type RetentionRuleId =
  | 'contact-messages'
  | 'client-accounts'
  | 'unconfirmed-accounts'
  | 'sessions'
  | 'account-tokens'
  | 'waiting-lists'
  | 'sent-mails'
  | 'attempt-counters'
  | 'activity'

/** A rule as people read it: which data, and how long the school keeps it. */
export interface RetentionRuleText {
  id: RetentionRuleId
  data: string
  keptFor: string
}

const years = (n: number) => `${n}\u00a0an${n > 1 ? 's' : ''}`
const days = (n: number) => `${n}\u00a0jour${n > 1 ? 's' : ''}`
const hours = (n: number) => `${n}\u00a0heure${n > 1 ? 's' : ''}`
const months = (n: number) => (n % 12 === 0 ? years(n / 12) : `${n}\u00a0mois`)

/** Every rule, in the order the legal notice and the back-office list them. */
export const retentionRules: readonly RetentionRuleText[] = [
  {
    id: 'contact-messages',
    data: 'Messages du formulaire de contact',
    keptFor: `${years(retention.contactMessageYears)} après leur envoi, puis supprimés`,
  },
  {
    id: 'client-accounts',
    data: 'Comptes clients (identité, coordonnées)',
    keptFor: `${years(retention.accountIdleYears)} après la dernière connexion\u00a0; un e-mail prévient alors que le compte sera supprimé ${days(retention.accountWarningDays)} plus tard, sauf nouvelle connexion d’ici là. Les inscriptions restent, anonymisées.`,
  },
  {
    id: 'unconfirmed-accounts',
    data: 'Comptes demandés et jamais confirmés',
    keptFor: `${days(retention.unconfirmedAccountDays)} après la demande, puis supprimés`,
  },
  {
    id: 'sessions',
    data: 'Sessions de connexion (clients et équipe)',
    keptFor: `Jusqu’à leur expiration (${hours(retention.sessionIdleHours)} sans activité, ${days(retention.sessionMaxDays)} au plus), supprimées chaque jour`,
  },
  {
    id: 'account-tokens',
    data: 'Liens envoyés par e-mail (confirmation, mot de passe, connexion)',
    keptFor: `Jusqu’à leur expiration (${hours(retention.linkMaxHours)} au plus), supprimés chaque jour`,
  },
  {
    id: 'waiting-lists',
    data: 'Listes d’attente et places réservées',
    keptFor: 'Jusqu’au jour de la session, supprimées le lendemain',
  },
  {
    id: 'sent-mails',
    data: 'E-mails envoyés par le site',
    keptFor: `${months(retention.sentMailMonths)} après leur envoi, puis supprimés`,
  },
  {
    id: 'attempt-counters',
    data: 'Compteurs de tentatives (adresse IP, adresse e-mail)',
    keptFor: 'Une journée au plus, supprimés chaque jour',
  },
  {
    id: 'activity',
    data: 'Journal d’activité de l’équipe (connexions, modifications, accès refusés)',
    keptFor: `${months(retention.activityMonths)}, puis supprimé`,
  },
]
