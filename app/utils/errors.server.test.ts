import { afterEach, beforeEach, expect, it } from 'vitest'
import { ApiError } from './api.server'
import { describeStatus } from './api-errors'
import { settle } from './errors.server'

const SITE_LOG = Symbol.for('school.log')
const lines: { level: 'error' | 'warn'; message: string; err: unknown }[] = []
const globals = globalThis as Record<symbol, unknown>

beforeEach(() => {
  lines.length = 0
  globals[SITE_LOG] = {
    error: (fields: { err: unknown }, message: string) => lines.push({ level: 'error', message, err: fields.err }),
    warn: (fields: { err: unknown }, message: string) => lines.push({ level: 'warn', message, err: fields.err }),
  }
})
afterEach(() => {
  delete globals[SITE_LOG]
})

const failed = (status: number | null) => {
  const display = describeStatus(status ?? 503, undefined, { action: 'charger les inscriptions du client', kind: 'other' })
  return Promise.reject(new ApiError(status, display))
}

it('settles a read the API did not find as a 404 with its French message, logged as a warning', async () => {
  expect(await settle(failed(404))).toEqual({
    ok: false,
    status: 404,
    error: { title: 'Erreur pour charger les inscriptions du client', message: 'La requête n’existe pas' },
    message: 'Erreur pour charger les inscriptions du client\u00a0: La requête n’existe pas',
  })
  expect(lines).toEqual([
    {
      level: 'warn',
      message: 'une lecture de l’API n’a rien trouvé',
      err: 'Erreur pour charger les inscriptions du client\u00a0: La requête n’existe pas',
    },
  ])
})

it('logs a read the API failed as an error, and answers its data when it did not fail', async () => {
  const settled = await settle(failed(500))
  expect(settled).toMatchObject({ ok: false, status: 500 })
  expect(lines.map(({ level, message }) => [level, message])).toEqual([['error', 'une lecture de l’API a échoué']])
  expect(await settle(Promise.resolve([1, 2]))).toEqual({ ok: true, data: [1, 2] })
  expect(lines).toHaveLength(1)
})
