import { expect, it } from 'vitest'
import { backupLines, backupMoment } from './backups'

it('says when the last backup succeeded, in Paris time', () => {
  expect(backupMoment('2026-11-26T02:00:00Z')).toBe('le 26 novembre à 3\u00a0h\u00a000')
  expect(backupMoment('2026-07-01T12:05:00Z')).toBe('le 1 juillet à 14\u00a0h\u00a005')
  expect(backupLines({ configured: true, lastSucceededAt: '2026-11-26T02:00:00Z', lastFile: 'a', lastError: null })).toEqual([
    { text: 'Dernière sauvegarde\u00a0: le 26 novembre à 3\u00a0h\u00a000.', problem: false },
  ])
})

it('warns when no backup is set or none succeeded', () => {
  expect(backupLines(undefined)).toEqual([])
  expect(backupLines({ configured: false, lastSucceededAt: null, lastFile: null, lastError: null })[0].text).toMatch(/BACKUP_DIR/)
  expect(backupLines({ configured: true, lastSucceededAt: null, lastFile: null, lastError: 'disque plein' })).toEqual([
    { text: 'Aucune sauvegarde n’a encore réussi.', problem: true },
    { text: 'La dernière tentative a échoué\u00a0: disque plein', problem: true },
  ])
})
