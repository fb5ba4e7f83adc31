import { describe, expect, it } from 'vitest'
import type { SessionReminder } from '#contract/reminders'
import { reminderTexts } from './session-mails.server'

const reminder = (fields: Partial<SessionReminder>): SessionReminder => ({
  days: 7,
  state: 'due',
  sent: 0,
  sentAt: null,
  dueAt: '2027-05-03T07:00:00.000Z',
  ...fields,
})

describe('the reminders of a session as the registration handler says them', () => {
  it('says when each went and to how many, when it is due, or that none went, in Paris time', () => {
    const reminders = [
      reminder({ days: 7, state: 'sent', sent: 3, sentAt: '2027-05-03T07:00:12.000Z' }),
      reminder({ days: 2, state: 'sent', sent: 1, sentAt: '2027-05-08T12:30:00.000Z' }),
      reminder({ days: 1, state: 'due', dueAt: '2027-12-09T08:00:00.000Z' }),
      reminder({ days: 0, state: 'none' }),
    ]
    expect(reminderTexts(reminders, true)).toEqual([
      'Rappel J-7\u00a0: envoyé le 03/05/2027 à 09:00 à 3 participants',
      'Rappel J-2\u00a0: envoyé le 08/05/2027 à 14:30 à 1 participant',
      'Rappel J-1\u00a0: prévu le 09/12/2027 à 09:00',
      'Rappel J-0\u00a0: aucun envoi',
    ])
    // A past session keeps only what went.
    expect(reminderTexts(reminders, false)).toHaveLength(2)
  })
})
