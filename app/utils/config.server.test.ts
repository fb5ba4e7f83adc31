import { describe, expect, it } from 'vitest'
import { ConfigError } from '#contract/env'
import { readConfig } from './config.server'

const secret = 'a-long-enough-session-secret'

describe('site configuration', () => {
  it('runs on the defaults: API on loopback, client area on, public address from PORT', () => {
    const config = readConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, PORT: '8080' })
    expect(config.apiUrl).toBe('http://127.0.0.1:3001/api')
    expect(config.publicUrl).toBe('http://localhost:8080')
    expect(config.clientArea).toBe(true)
    expect(config.secureCookies).toBe(false)
    expect(config.isDevelopment).toBe(false)
    expect(config.sessionSecrets).toEqual([secret])
  })

  it('follows API_PORT, CLIENT_AREA and a list of secrets (the first one signs)', () => {
    const config = readConfig({
      SESSION_SECRET: `${secret}-new,${secret}-old`,
      API_PORT: '4001',
      CLIENT_AREA: 'off',
      NODE_ENV: 'development',
    })
    expect(config.apiUrl).toBe('http://127.0.0.1:4001/api')
    expect(config.clientArea).toBe(false)
    expect(config.isDevelopment).toBe(true)
    expect(config.sessionSecrets).toEqual([`${secret}-new`, `${secret}-old`])
  })

  it('uses Secure cookies when the public address is https', () => {
    expect(readConfig({ SESSION_SECRET: secret, PUBLIC_URL: 'https://ecole.example/' })).toMatchObject({
      publicUrl: 'https://ecole.example',
      secureCookies: true,
    })
  })

  it('requires SESSION_SECRET in production and names each bad variable on one line', () => {
    let error: unknown
    try {
      readConfig({ NODE_ENV: 'production', CLIENT_AREA: 'maybe', API_URL: 'localhost:3001' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).lines).toEqual([
      'API_URL : une adresse http:// ou https:// est attendue (reçu « localhost:3001 »)',
      'CLIENT_AREA : on ou off est attendu (reçu « maybe »)',
      'SESSION_SECRET : obligatoire en production',
    ])
  })
})
