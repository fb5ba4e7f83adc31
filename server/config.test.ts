import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { ConfigError } from './contract/env'

describe('API configuration', () => {
  it('runs on the embedded defaults', () => {
    const config = loadConfig({})
    expect(config.apiPort).toBe(3001)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.smtpUrl).toBeUndefined()
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.dataDir).toMatch(/\/data$/)
    expect(config.adminUser).toBeUndefined()
    expect(config.adminPassword).toBeUndefined()
    expect(config.trustedProxies).toContain('127.0.0.1')
  })

  it('follows PORT for the default public address and reads the others', () => {
    const config = loadConfig({
      PORT: '8080',
      API_PORT: '9000',
      DATABASE_URL: 'postgres://u:p@db:5432/school',
      SMTP_URL: 'smtp://mail:25',
      SCHOOL_EMAIL: 'ecole@example.fr',
    })
    expect(config.publicUrl).toBe('http://localhost:8080')
    expect(config.apiPort).toBe(9000)
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/school')
    expect(config.schoolEmail).toBe('ecole@example.fr')
  })

  it('holds a freed place of a waiting list 48 hours unless WAITLIST_HOLD_HOURS says otherwise (1 to 720)', () => {
    expect(loadConfig({}).waitlistHoldHours).toBe(48)
    expect(loadConfig({ WAITLIST_HOLD_HOURS: '24' }).waitlistHoldHours).toBe(24)
    expect(() => loadConfig({ WAITLIST_HOLD_HOURS: '0' })).toThrow(
      'WAITLIST_HOLD_HOURS : un nombre entier de 1 à 720 est attendu (reçu « 0 »)',
    )
  })

  it('has no default admin name: ADMIN_USER is required with ADMIN_PASSWORD, and never a reserved name (decision 0038)', () => {
    expect(loadConfig({ ADMIN_USER: 'direction', ADMIN_PASSWORD: 'un-mot-de-passe' })).toMatchObject({
      adminUser: 'direction',
      adminPassword: 'un-mot-de-passe',
    })
    expect(() => loadConfig({ ADMIN_PASSWORD: 'un-mot-de-passe' })).toThrow(
      'ADMIN_USER : obligatoire avec ADMIN_PASSWORD\u00a0: le nom du compte d’administration complète à créer (ni admin, ni root…)',
    )
    for (const name of ['admin', ' Root ', 'SA', 'Administrateur']) {
      expect(() => loadConfig({ ADMIN_USER: name, ADMIN_PASSWORD: 'un-mot-de-passe' })).toThrow(
        'ADMIN_USER : identifiant réservé (admin, administrateur, root, sa)\u00a0: choisissez le nom de la personne',
      )
    }
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', API_PORT: '' }).apiPort).toBe(3001)
  })

  it('names each bad variable on one line and never echoes a secret', () => {
    let error: unknown
    try {
      loadConfig({
        API_PORT: '70000',
        DATABASE_URL: 'mysql://root:hunter2@x',
        PUBLIC_URL: 'ftp://x',
        ADMIN_USER: 'direction',
        ADMIN_PASSWORD: 'abc',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const lines = (error as ConfigError).lines
    expect(lines).toHaveLength(4)
    expect(lines).toContain('API_PORT : un port entre 1 et 65535 est attendu (reçu « 70000 »)')
    expect(lines.find((line) => line.startsWith('DATABASE_URL : '))).toBe(
      'DATABASE_URL : une adresse postgres://… est attendue (valeur masquée)',
    )
    expect(lines.find((line) => line.startsWith('PUBLIC_URL : '))).toContain('« ftp://x »')
    expect((error as Error).message).not.toContain('hunter2')
    expect((error as Error).message).not.toContain('abc')
  })
  it('takes the test-only TEST_RATE_WINDOW_SECONDS under NODE_ENV=test, and refuses it anywhere else', () => {
    expect(loadConfig({ NODE_ENV: 'test', TEST_RATE_WINDOW_SECONDS: '20' }).testRateWindowSeconds).toBe(20)
    expect(loadConfig({}).testRateWindowSeconds).toBeUndefined()
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(() => loadConfig({ NODE_ENV, TEST_RATE_WINDOW_SECONDS: '20' })).toThrow(
        'TEST_RATE_WINDOW_SECONDS : réservé aux tests (NODE_ENV=test)',
      )
    }
  })
})
