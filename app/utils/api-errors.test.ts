import { describe, expect, it } from 'vitest'
import { describeNoResponse, describeSetupFailure, describeStatus, formatError } from './api-errors'

const nbsp = '\u00a0'
const send = { action: 'envoyer le message', kind: 'other' } as const
const register = { action: 'confirmer l’inscription', kind: 'client' } as const
const staffLogin = { action: 'se connecter', kind: 'staffLogin' } as const

describe('error catalogue of section 8', () => {
  it('401 on client and registration calls: « Erreur de connexion » with the server message', () => {
    expect(formatError(describeStatus(401, 'Mot de passe incorrect.', register))).toBe(
      `Erreur de connexion${nbsp}: Mot de passe incorrect.`,
    )
  })

  it('401 on the admin login: « Erreur pour se connecter » with the server message', () => {
    expect(formatError(describeStatus(401, 'Identifiant ou mot de passe incorrect.', staffLogin))).toBe(
      `Erreur pour se connecter${nbsp}: Identifiant ou mot de passe incorrect.`,
    )
  })

  it('404: « Erreur pour {action} » and « La requête n’existe pas »', () => {
    expect(formatError(describeStatus(404, 'ignored', send))).toBe(`Erreur pour envoyer le message${nbsp}: La requête n’existe pas`)
    expect(describeStatus(404, undefined, register).message).toBe('La requête n’existe pas')
  })

  it('500: « Erreur serveur pour {action} » with the server message', () => {
    expect(formatError(describeStatus(500, 'Une erreur interne est survenue.', send))).toBe(
      `Erreur serveur pour envoyer le message${nbsp}: Une erreur interne est survenue.`,
    )
  })

  it('other statuses: « Unknown error », or « Erreur inconnue » on client and registration calls', () => {
    expect(describeStatus(418, 'x', send)).toEqual({ title: 'Erreur pour envoyer le message', message: 'Unknown error' })
    expect(describeStatus(403, 'x', register)).toEqual({ title: 'Erreur pour confirmer l’inscription', message: 'Erreur inconnue' })
    expect(describeStatus(401, 'x', send)).toEqual({ title: 'Erreur pour envoyer le message', message: 'Unknown error' })
  })

  it('409 and 410 carry the API’s French explanation (a full session, a link gone: issue 28)', () => {
    const full = 'Cette session est complète\u00a0: inscrivez-vous sur sa liste d’attente pour être prévenu si une place se libère.'
    expect(describeStatus(409, full, register)).toEqual({ title: 'Erreur pour confirmer l’inscription', message: full })
    expect(describeStatus(410, 'Ce lien n’est plus valable.', register).message).toBe('Ce lien n’est plus valable.')
  })

  it('413 and 429 carry the API’s French explanation', () => {
    expect(describeStatus(429, 'Trop de tentatives. Réessayez dans 15 minutes.', register).message).toBe(
      'Trop de tentatives. Réessayez dans 15 minutes.',
    )
  })

  it('no response: « Erreur serveur pour {action} » and « Le serveur ne répond pas »', () => {
    expect(formatError(describeNoResponse(send))).toBe(`Erreur serveur pour envoyer le message${nbsp}: Le serveur ne répond pas`)
  })

  it('a request that cannot be built: the raw message without title', () => {
    expect(formatError(describeSetupFailure(new TypeError('Invalid URL')))).toBe('Invalid URL')
  })
})
