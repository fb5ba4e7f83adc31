import { describe, expect, it } from 'vitest'
import { defaultInformation, requireOffer } from '#content/catalogue'
import { informationItemLabels } from '../../tests/support/offer-information'
import { formatHours, informationItems, updatedOnLabel } from './information.server'

const NBSP = '\u00a0'

describe('indicator 1’s items of an offer', () => {
  it('words hours the French way, « heure » below two', () => {
    expect([1, 1.5, 2, 10.5, 126].map(formatHours)).toEqual([
      `1${NBSP}heure`,
      `1,5${NBSP}heure`,
      `2${NBSP}heures`,
      `10,5${NBSP}heures`,
      `126${NBSP}heures`,
    ])
  })

  it('dates the record in Paris: a save at 23:30 UTC on 31 December is on 1 January', () => {
    expect(updatedOnLabel('2026-12-31T23:30:00.000Z')).toBe('Mis à jour le 1 janvier 2027')
  })

  it('gives a one-format offer its duration and price without a format label, the price to pay under a promotion', () => {
    const offer = requireOffer('/stages/sagacity')
    const items = Object.fromEntries(
      informationItems(offer, { ...defaultInformation(offer), hours: [6.5] }).map((item) => [item.label, item.lines]),
    )
    expect(items['Durée']).toEqual([`6,5${NBSP}heures (une journée)`])
    expect(items['Tarif']).toEqual([`92,50${NBSP}€ au lieu de 185${NBSP}€ par personne`])
  })

  it('lists the items in the reference’s order, a paragraph per line of a text', () => {
    const offer = requireOffer('/trainer-trainings/supervisor')
    const items = informationItems(offer, { ...defaultInformation(offer), methods: 'Jeux de rôle.\n\n  Analyse de pratique.  ' })
    expect(items.map((item) => item.label)).toEqual(informationItemLabels)
    expect(items[4].lines).toEqual(['Jeux de rôle.', 'Analyse de pratique.'])
    expect(items[3].lines).toEqual([
      `En groupe${NBSP}: 21${NBSP}heures (3${NBSP}jours)`,
      `En individuel${NBSP}: 10,5${NBSP}heures (3${NBSP}demi-journées)`,
    ])
  })
})
