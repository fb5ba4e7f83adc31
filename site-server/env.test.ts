import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../server/contract/env'
import { readSiteSettings } from './env.mjs'

const linesOf = (env: Record<string, string>) => {
  try {
    readSiteSettings(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.lines
    throw error
  }
  return []
}

describe('the site server’s settings', () => {
  it('runs on the defaults of the README', () => {
    expect(readSiteSettings({})).toEqual({
      mode: 'production',
      port: 3000,
      host: undefined,
      apiPort: 3001,
      apiUrl: 'http://127.0.0.1:3001/api',
      publicUrl: 'http://localhost:3000',
      trustedProxies: [],
      processes: availableParallelism(),
      maxRenders: 12,
      receiveTimeoutMs: 10_000,
      benchRoutes: false,
      logLevel: 'info',
    })
  })

  it('reads each variable, an empty one counting as unset', () => {
    const settings = readSiteSettings({
      PORT: '8080',
      HOST: '::1',
      API_PORT: '9000',
      PUBLIC_URL: 'https://www.example.fr/',
      SITE_TRUSTED_PROXIES: 'loopback, 10.0.0.0/8,192.168.1.2',
      SITE_PROCESSES: '2',
      SITE_MAX_RENDERS: '',
      SITE_RECEIVE_TIMEOUT_MS: '500',
      BENCH_ROUTES: 'on',
      LOG_LEVEL: 'warn',
    })
    expect(settings).toMatchObject({
      port: 8080,
      host: '::1',
      apiUrl: 'http://127.0.0.1:9000/api',
      publicUrl: 'https://www.example.fr',
      trustedProxies: ['loopback', '10.0.0.0/8', '192.168.1.2'],
      processes: 2,
      maxRenders: 12,
      receiveTimeoutMs: 500,
      benchRoutes: true,
      logLevel: 'warn',
    })
    expect(readSiteSettings({ API_URL: 'http://api.internal:4000/api/' }).apiUrl).toBe('http://api.internal:4000/api')
  })

  it('refuses every bad value with one French line naming its variable', () => {
    const lines = linesOf({
      PORT: 'quatre-vingts',
      HOST: 'a b',
      SITE_TRUSTED_PROXIES: 'nginx.local',
      SITE_PROCESSES: '0',
      SITE_MAX_RENDERS: '1.5',
      SITE_RECEIVE_TIMEOUT_MS: '99',
      BENCH_ROUTES: 'yes',
      LOG_LEVEL: 'verbose',
      NODE_ENV: 'staging',
      PUBLIC_URL: 'www.example.fr',
    })
    expect(lines).toHaveLength(10)
    expect(lines).toContain('SITE_PROCESSES : un nombre entier de 1 à 64 est attendu (reçu « 0 »)')
    expect(lines).toContain('SITE_MAX_RENDERS : un nombre entier de 1 à 256 est attendu (reçu « 1.5 »)')
    expect(lines).toContain('SITE_RECEIVE_TIMEOUT_MS : un nombre entier de 100 à 120000 est attendu (reçu « 99 »)')
    for (const name of ['PORT', 'HOST', 'SITE_TRUSTED_PROXIES', 'BENCH_ROUTES', 'LOG_LEVEL', 'NODE_ENV', 'PUBLIC_URL']) {
      expect(lines.find((line) => line.startsWith(`${name} : `))).toMatch(/ est attendue? \(reçu « .+ »\)$/)
    }
  })
})
