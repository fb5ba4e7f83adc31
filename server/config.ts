import { resolve } from 'node:path'
import { z } from 'zod'
import { httpUrl, integer, logLevel, metricsToken, nodeEnv, parseEnv, port } from './contract/env'
import { isReservedStaffName } from './contract/user'

/**
 * The days before a session its participants are reminded of it, e.g. `7,1`: whole days from 1 to 365, at most 5,
 * kept farthest first (`none` sends no reminder).
 */
const reminderDays = z
  .string()
  .trim()
  .regex(/^(none|\d{1,3}(\s*,\s*\d{1,3}){0,4})$/, 'une liste de 1 à 5 nombres de jours séparés par des virgules (ou none) est attendue')
  .transform((value) => (value === 'none' ? [] : [...new Set(value.split(',').map((day) => Number(day.trim())))].sort((a, b) => b - a)))
  .refine((days) => days.every((day) => day >= 1 && day <= 365), 'des nombres de jours de 1 à 365 sont attendus')
  .default([7, 1])

const EnvSchema = z
  .object({
    NODE_ENV: nodeEnv('development'),
    PORT: port(3000),
    API_PORT: port(3001),
    API_HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'une adresse postgres://… est attendue')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'une adresse smtp://… ou smtps://… est attendue')
      .optional(),
    MAIL_FROM: z.string().min(3).default('École <no-reply@localhost>'),
    // Attempts of a mail before the outbox gives it up (1 min, 2, 4 … then hourly between them; decision 0028).
    MAIL_ATTEMPTS: z.coerce
      .number({ error: 'un nombre d’essais est attendu' })
      .int('un nombre entier d’essais est attendu')
      .min(1, 'au moins 1 essai est attendu')
      .max(50, 'au plus 50 essais')
      .default(10),
    PUBLIC_URL: httpUrl.optional(),
    // No default name (ASVS 6.3.2, decision 0038): the account of ADMIN_PASSWORD is named by whoever sets it.
    ADMIN_USER: z
      .string()
      .trim()
      .max(255, 'au plus 255 caractères')
      .regex(/^[\p{L}\p{N}._@-]+$/u, 'lettres, chiffres et . _ @ - uniquement')
      .refine(
        (name) => !isReservedStaffName(name),
        'identifiant réservé (admin, administrateur, root, sa)\u00a0: choisissez le nom de la personne',
      )
      .optional(),
    ADMIN_PASSWORD: z.string().min(7, 'au moins 7 caractères sont attendus').max(255).optional(),
    /** The first admin's TOTP secret (base32), for automation: that account starts with its factor enrolled (decision 0037). */
    ADMIN_TOTP_SECRET: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z2-7]{16,64}$/, 'une clé base32 de 16 à 64 caractères (A-Z, 2-7) est attendue')
      .optional(),
    SCHOOL_EMAIL: z
      .string()
      .regex(/^[^\s@;]+@[^\s@;]+$/, 'une adresse e-mail est attendue')
      .default('contact@localhost'),
    TRUSTED_PROXIES: z
      .string()
      .regex(/^[0-9a-fA-F:./]+(\s*,\s*[0-9a-fA-F:./]+)*$/, 'une liste d’adresses IP séparées par des virgules est attendue')
      .default('127.0.0.1,::1,::ffff:127.0.0.1'),
    LOG_LEVEL: logLevel,
    METRICS_TOKEN: metricsToken,
    REMINDER_DAYS: reminderDays,
    /** How long a freed place is held for the first person of a waiting list, who was mailed a link (issue 28). */
    WAITLIST_HOLD_HOURS: integer(48, 1, 720),
    /** A staff session ends after this many minutes without a request (ASVS 7.3.1, issue 29). */
    STAFF_IDLE_MINUTES: integer(30, 1, 1440),
    /** A staff session ends after this many hours in all, whatever its use (ASVS 7.3.2). */
    STAFF_MAX_HOURS: integer(12, 1, 720),
    /** Where the API writes its daily backup (issue 32, decision 0029); unset: no daily backup. */
    BACKUP_DIR: z.string().trim().min(1).optional(),
    /** How many daily backups BACKUP_DIR keeps, the newest. */
    BACKUP_KEEP: integer(14, 1, 365),
    // Test-only: shortens every rate-limit window (the account mails' 60-second resend delay included), so that
    // the e2e tests wait seconds instead of minutes. It weakens the protection against abuse: NODE_ENV=test only.
    TEST_RATE_WINDOW_SECONDS: z.coerce
      .number({ error: 'un nombre de secondes est attendu' })
      .int('un nombre entier de secondes est attendu')
      .min(1, 'au moins 1 seconde est attendue')
      .optional(),
  })
  .superRefine((env, context) => {
    if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_USER === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['ADMIN_USER'],
        message: 'obligatoire avec ADMIN_PASSWORD\u00a0: le nom du compte d’administration complète à créer (ni admin, ni root…)',
      })
    }
    if (env.TEST_RATE_WINDOW_SECONDS !== undefined && env.NODE_ENV !== 'test') {
      context.addIssue({ code: 'custom', path: ['TEST_RATE_WINDOW_SECONDS'], message: 'réservé aux tests (NODE_ENV=test)' })
    }
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    apiPort: env.API_PORT,
    apiHost: env.API_HOST,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailAttempts: env.MAIL_ATTEMPTS,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    adminUser: env.ADMIN_USER,
    adminPassword: env.ADMIN_PASSWORD,
    adminTotpSecret: env.ADMIN_TOTP_SECRET,
    schoolEmail: env.SCHOOL_EMAIL,
    trustedProxies: env.TRUSTED_PROXIES.split(',').map((address) => address.trim()),
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    reminderDays: env.REMINDER_DAYS,
    testRateWindowSeconds: env.TEST_RATE_WINDOW_SECONDS,
    waitlistHoldHours: env.WAITLIST_HOLD_HOURS ?? 48,
    backupDir: env.BACKUP_DIR === undefined ? undefined : resolve(env.BACKUP_DIR),
    backupKeep: env.BACKUP_KEEP ?? 14,
    staffIdleMinutes: env.STAFF_IDLE_MINUTES ?? 30,
    staffMaxHours: env.STAFF_MAX_HOURS ?? 12,
  }))

export type ApiConfig = z.output<typeof EnvSchema>

/** Reads the API's configuration; a bad value throws a ConfigError with one line per variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  return parseEnv(EnvSchema, env, ['DATABASE_URL', 'SMTP_URL', 'ADMIN_PASSWORD', 'ADMIN_TOTP_SECRET', 'METRICS_TOKEN'])
}
