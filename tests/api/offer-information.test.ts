import { beforeAll, describe, expect, it } from 'vitest'
import { DECLARATION_WORDING_DEFAULT } from '../../content/legal'
import { apiForTests } from '../support/api'
import { testClock } from '../support/clock'
import { ApiCaller } from '../support/http'
import { loginStaff } from '../support/users'

const clock = testClock('2027-03-04T09:30:00.000Z')
const api = apiForTests({}, { clock })
const visitor = new ApiCaller(() => api.url)
let mainTexts: ApiCaller // right 10
let admin: ApiCaller // right 1
beforeAll(async () => {
  ;[mainTexts, admin] = await Promise.all([loginStaff(api, '10'), loginStaff(api, '1')])
})

const filled = {
  objectives: 'Savoir conduire un entretien de coaching.',
  prerequisites: 'Aucun.',
  audience: 'Managers et soignants.',
  methods: 'Mises en situation.',
  evaluation: 'Quiz final.',
  accessTime: 'Deux semaines.',
  accessibility: 'Locaux accessibles.',
  accessibilityContact: 'Hélène Garnier, 04 78 00 00 00',
  hours: [126, 63],
}

describe('offer information (indicator 1)', () => {
  it('answers the catalogue’s defaults, dated, until staff save the offer', async () => {
    const answer = await visitor.get('offer-information/training-life-coaching')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      offer: 'training-life-coaching',
      saved: false,
      hours: [126, 63],
      updatedAt: '2026-11-26T00:00:00.000Z',
    })
    expect(answer.body.objectives).toContain('Formation au coaching de vie')
  })

  it('answers 404 for an offer that publishes none, or no offer', async () => {
    for (const key of ['session-life-coaching', 'no-such-offer']) {
      const answer = await visitor.get(`offer-information/${key}`)
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe('Cette offre de formation n’existe pas.')
    }
    expect((await visitor.get('offer-information/Bad%20Key')).status).toBe(400)
  })

  it('refuses a save without right 10, and a visitor', async () => {
    expect((await admin.put('offer-information/sagacity', { json: { ...filled, hours: [7] } })).status).toBe(200)
    expect((await visitor.put('offer-information/sagacity', { json: { ...filled, hours: [7] } })).status).toBe(401)
    const imagesOnly = await loginStaff(api, '4')
    expect((await imagesOnly.put('offer-information/sagacity', { json: { ...filled, hours: [7] } })).status).toBe(403)
  })

  it('refuses each wrong field with a French message, and saves nothing', async () => {
    const wrong = await mainTexts.put('offer-information/training-become-coach', {
      json: { ...filled, objectives: '   ', accessibilityContact: 'x'.repeat(256), hours: [0, 10.25] },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors.objectives).toEqual(['Ce champ est obligatoire'])
    expect(wrong.body.errors.accessibilityContact).toEqual(['255 caractères maximum'])
    expect(wrong.body.errors.hours.join(' ')).toMatch(/supérieur à zéro|par demi-heure/)
    const count = await mainTexts.put('offer-information/training-become-coach', { json: { ...filled, hours: [84] } })
    expect(count.status).toBe(400)
    expect(count.body.errors.hours).toEqual(['Une durée en heures par format de l’offre\u00a0: 2 attendues'])
    const notNumbers = await mainTexts.put('offer-information/training-become-coach', { json: { ...filled, hours: ['douze', 42] } })
    expect(notNumbers.status).toBe(400)
    expect(notNumbers.body.errors.hours).toEqual(['Nombre d’heures attendu (par exemple 21 ou 10,5)'])
    expect((await visitor.get('offer-information/training-become-coach')).body.saved).toBe(false)
  })

  it('saves the whole record, dated by the API’s clock, and logs it on the offer’s page', async () => {
    clock.set('2027-03-05T10:00:00.000Z')
    const saved = await mainTexts.put('offer-information/training-life-coaching', {
      json: { ...filled, objectives: '  Objectif retenu.  ' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      saved: true,
      objectives: 'Objectif retenu.',
      hours: [126, 63],
      updatedAt: '2027-03-05T10:00:00.000Z',
    })
    expect((await visitor.get('offer-information/training-life-coaching')).body).toEqual(saved.body)
    const log = await mainTexts.get('activity/page/14')
    expect(log.body[0]).toMatchObject({ action: 'update', label: 'Formation au coaching de vie (informations)' })
    expect(log.body[0].changes.objectives.after).toBe('Objectif retenu.')
  })
})

describe('school settings (the activity-declaration number)', () => {
  it('is empty by default, with the wording of article L6352-12', async () => {
    expect((await visitor.get('school-settings')).body).toEqual({ declarationNumber: '', declarationWording: DECLARATION_WORDING_DEFAULT })
  })

  it('is written by right 1 only', async () => {
    const body = { declarationNumber: '84 69 15243 69', declarationWording: DECLARATION_WORDING_DEFAULT }
    expect((await mainTexts.put('school-settings', { json: body })).status).toBe(403)
    expect((await visitor.put('school-settings', { json: body })).status).toBe(401)
  })

  it('refuses a number that is not 11 digits and a wording without the number or the mention', async () => {
    const wrong = await admin.put('school-settings', {
      json: { declarationNumber: '8469', declarationWording: 'Enregistré sous le numéro 1.' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors.declarationNumber).toEqual([
      'Le numéro de déclaration d’activité compte 11 chiffres (par exemple 84 69 15243 69)',
    ])
    expect(wrong.body.errors.declarationWording).toEqual([
      'La phrase doit contenir {numéro}, remplacé par le numéro',
      'La phrase doit garder la mention «\u00a0Cet enregistrement ne vaut pas agrément de l’État\u00a0» (article L6352-12)',
    ])
    const right = await admin.put('school-settings', {
      json: { declarationNumber: ' 84 69 15243 69 ', declarationWording: DECLARATION_WORDING_DEFAULT },
    })
    expect(right.status).toBe(200)
    expect((await visitor.get('school-settings')).body.declarationNumber).toBe('84 69 15243 69')
    expect((await admin.get('activity/setting/1')).body[0]).toMatchObject({ action: 'update', label: 'Réglages de l’école' })
    // No number sent (a form's emptied box): none, and the mention shows nowhere.
    const none = await admin.put('school-settings', { json: { declarationWording: DECLARATION_WORDING_DEFAULT } })
    expect(none.body).toEqual({ declarationNumber: '', declarationWording: DECLARATION_WORDING_DEFAULT })
  })
})
