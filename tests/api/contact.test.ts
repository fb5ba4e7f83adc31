import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contactMessage } from '../../server/db/schema'
import { apiForTests } from '../support/api'
import { ApiCaller } from '../support/http'

const api = apiForTests()
const caller = new ApiCaller(() => api.url)

const valid = {
  fullName: 'Camille Martin',
  email: 'Camille.Martin@example.fr',
  personalPhone: '06 12 34 56 78',
  subject: 'Formation de coach',
  message: 'Bonjour, je souhaiterais connaître les dates de la prochaine session.',
  business: '',
  professionalPhone: '',
}

describe('POST contact/sendMessage', () => {
  it('stores the message, mails it to the school and answers success', async () => {
    const answer = await caller.post('contact/sendMessage', { form: valid })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ success: true })

    const rows = await api.db.select().from(contactMessage).where(eq(contactMessage.fullName, valid.fullName))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'camille.martin@example.fr', subject: valid.subject, message: valid.message })
    expect(rows[0].mailedAt).not.toBeNull()

    const mail = (await api.mails()).find((m) => m.text.includes(valid.message))
    expect(mail).toMatchObject({ to: 'ecole@example.test', replyTo: 'camille.martin@example.fr' })
    expect(mail!.subject).toBe('Message du site\u00a0: Formation de coach')
    expect(mail!.text).toContain('Téléphone\u00a0: 06 12 34 56 78')
  })

  it('never stores nor mails the same message twice', async () => {
    const message = { ...valid, message: 'Un message envoyé deux fois par un double clic.' }
    const answers = await Promise.all([
      caller.post('contact/sendMessage', { form: message }),
      caller.post('contact/sendMessage', { form: message }),
    ])
    const again = await caller.post('contact/sendMessage', { form: message })
    expect([...answers, again].map((a) => a.status)).toEqual([200, 200, 200])
    const rows = await api.db.select().from(contactMessage).where(eq(contactMessage.message, message.message))
    expect(rows).toHaveLength(1)
    expect((await api.mails()).filter((m) => m.text.includes(message.message))).toHaveLength(1)
  })

  it.each([
    ['fullName', { fullName: '' }, 'Ce champ est obligatoire'],
    ['fullName', { fullName: 'x'.repeat(256) }, '255 caractères maximum'],
    ['email', { email: '' }, 'Ce champ est obligatoire'],
    ['email', { email: 'camille-at-example' }, 'Adresse e-mail invalide'],
    ['email', { email: `${'a'.repeat(250)}@example.fr` }, '255 caractères maximum'],
    ['personalPhone', { personalPhone: '1'.repeat(256) }, '255 caractères maximum'],
    ['subject', { subject: 's'.repeat(256) }, '255 caractères maximum'],
    ['message', { message: '   ' }, 'Ce champ est obligatoire'],
    ['message', { message: 'm'.repeat(2001) }, '2\u202f000 caractères maximum'],
  ])('answers 400 with the error under %s', async (field, change, error) => {
    const answer = await caller.post('contact/sendMessage', { form: { ...valid, ...change } })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Certains champs sont invalides.')
    expect(answer.body.errors).toEqual({ [field]: [error] })
  })

  it('accepts a message of exactly 2000 characters', async () => {
    const answer = await caller.post('contact/sendMessage', { form: { ...valid, message: 'é'.repeat(2000) } })
    expect(answer.status).toBe(200)
  })

  it('answers 413 in French to an oversized body', async () => {
    const answer = await caller.post('contact/sendMessage', { form: { ...valid, message: 'x'.repeat(200_000) } })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ message: 'Le contenu envoyé est trop volumineux.' })
  })

  it('limits the messages of one visitor (429 with a French message)', async () => {
    const visitor = new ApiCaller(api.url)
    const statuses: number[] = []
    let last: { message?: string } = {}
    for (let i = 0; i < 12; i++) {
      const answer = await visitor.post(
        'contact/sendMessage',
        { form: { ...valid, message: `Message numéro ${i}` } },
        { 'X-Forwarded-For': '203.0.113.9' },
      )
      statuses.push(answer.status)
      last = answer.body
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect(last.message).toMatch(/^Trop de messages envoyés\. Réessayez dans \d+\u00a0minutes?\.$/)
    // Another visitor is not affected.
    const other = await visitor.post(
      'contact/sendMessage',
      { form: { ...valid, message: 'Autre visiteur' } },
      { 'X-Forwarded-For': '203.0.113.10' },
    )
    expect(other.status).toBe(200)
  })
})

describe('answers of the API', () => {
  it('GET health answers ok when the database answers', async () => {
    expect(await caller.get('health')).toMatchObject({ status: 200, body: { status: 'ok', content: 'ready' } })
  })

  it('an unknown path is a 404 with a French message', async () => {
    expect(await caller.get('nothing/here')).toMatchObject({ status: 404, body: { message: 'Cette ressource n’existe pas.' } })
  })

  it('malformed JSON is a 400 with a French message and no stack trace', async () => {
    const answer = await caller.post('user/login', { raw: '{"user":', contentType: 'application/json' })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ message: 'La requête est invalide.' })
  })

  it('an unexpected content type is a 415 with a French message', async () => {
    const answer = await caller.post('contact/sendMessage', { raw: 'x', contentType: 'application/x-unknown' })
    expect(answer.status).toBe(415)
    expect(answer.body).toEqual({ message: 'Ce type de contenu n’est pas accepté ici.' })
  })
})
