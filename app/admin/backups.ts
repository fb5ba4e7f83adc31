import type { AdminSummary } from '#contract/admin'
import { parisClockParts } from '#contract/dates'

/** « le 26 novembre à 3 h 00 », in Paris time. */
export function backupMoment(iso: string): string {
  const { day, month, hour, minute } = parisClockParts(new Date(iso))
  return `le ${day} ${month} à ${hour}\u00a0h\u00a0${minute}`
}

/** What the admin home says of the daily backup (right 1), one or two sentences; nothing for other staff. */
export function backupLines(backups: AdminSummary['backups']): { text: string; problem: boolean }[] {
  if (!backups) return []
  if (!backups.configured) {
    // A development machine has none: said plainly, not as an error.
    return [{ text: 'Aucune sauvegarde quotidienne\u00a0: la variable BACKUP_DIR du serveur n’est pas réglée.', problem: false }]
  }
  const lines = [
    backups.lastSucceededAt
      ? { text: `Dernière sauvegarde\u00a0: ${backupMoment(backups.lastSucceededAt)}.`, problem: false }
      : { text: 'Aucune sauvegarde n’a encore réussi.', problem: true },
  ]
  if (backups.lastError) lines.push({ text: `La dernière tentative a échoué\u00a0: ${backups.lastError}`, problem: true })
  return lines
}
