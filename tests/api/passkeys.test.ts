import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { activity, passkeyChallenge } from '../../server/db/schema'
import { apiForTests, startApi } from '../support/api'
import { testClock } from '../support/clock'
import { ApiCaller } from '../support/http'
import { SoftwarePasskey } from '../support/passkey-authenticator'
import { loginStaff } from '../support/users'

const SITE = 'http://site.test'
const clock = testClock()

const api = apiForTests({}, { clock })

/** A staff member who added a passkey (named `name`) through the API, as the security page does. */
async function memberWithPasskey(name = 'Téléphone') {
  const member = await loginStaff(api, '2')
  const passkey = new SoftwarePasskey(SITE)
  const options = await member.post('user/me/passkeys/options')
  expect(options.status).toBe(200)
  const added = await member.post('user/me/passkeys', {
    json: { challenge: options.body.challenge, name, response: passkey.register(options.body.options) },
  })
  expect(added.status).toBe(200)
  return { member, passkey, user: (await member.get('user/me')).body.user as string }
}

/** Logs in with `passkey` as the login page does: options, then the signed answer. */
async function loginWith(passkey: SoftwarePasskey, sign: Parameters<SoftwarePasskey['authenticate']>[1] = {}) {
  const visitor = new ApiCaller(api.url)
  const options = await visitor.post('user/login/passkey/options')
  expect(options.status).toBe(200)
  const answer = await visitor.post('user/login/passkey', {
    json: { challenge: options.body.challenge, response: passkey.authenticate(options.body.options, sign) },
  })
  return { visitor, answer, options: options.body }
}

describe('passkeys of staff accounts', () => {
  it('adds a passkey that then opens a session alone, and lists it with its last use', async () => {
    const { member, passkey, user } = await memberWithPasskey('Téléphone de Claire')
    const listed = await member.get('user/me/passkeys')
    expect(listed.body).toMatchObject({ available: true, items: [{ name: 'Téléphone de Claire', lastUsedAt: null }] })

    const { visitor, answer } = await loginWith(passkey)
    expect(answer).toMatchObject({ status: 200, body: { isConnected: true, user, rights: '2' } })
    expect((await visitor.get('user/me')).body.user).toBe(user)
    expect((await member.get('user/me/passkeys')).body.items[0].lastUsedAt).toBe(clock.now().toISOString())

    const trail = await api.db.select().from(activity).where(eq(activity.staffName, user))
    expect(trail.map((row) => [row.action, row.label])).toEqual(
      expect.arrayContaining([
        ['factor_enabled', 'clé d’accès «\u00a0Téléphone de Claire\u00a0»'],
        ['login', 'clé d’accès «\u00a0Téléphone de Claire\u00a0»'],
      ]),
    )
  })

  it('refuses a replayed answer, a stale challenge, another origin, a wrong key and an unverified user, in French', async () => {
    const { passkey } = await memberWithPasskey()
    const refused = 'Cette clé d’accès n’a pas été reconnue. Réessayez, ou connectez-vous avec votre mot de passe.'

    // The same signed answer twice: its challenge was used up by the first.
    const visitor = new ApiCaller(api.url)
    const options = (await visitor.post('user/login/passkey/options')).body
    const signed = { challenge: options.challenge, response: passkey.authenticate(options.options) }
    expect((await visitor.post('user/login/passkey', { json: signed })).status).toBe(200)
    expect(await new ApiCaller(api.url).post('user/login/passkey', { json: signed })).toMatchObject({
      status: 400,
      body: { message: 'La demande a expiré. Recommencez.' },
    })

    // A challenge older than 5 minutes.
    const late = new ApiCaller(api.url)
    const old = (await late.post('user/login/passkey/options')).body
    clock.advance(5 * 60_000 + 1000)
    expect(
      (await late.post('user/login/passkey', { json: { challenge: old.challenge, response: passkey.authenticate(old.options) } })).status,
    ).toBe(400)

    for (const sign of [{ origin: 'http://attacker.test' }, { signer: SoftwarePasskey.strangerKey() }, { userVerified: false }]) {
      const { answer, visitor: someone } = await loginWith(passkey, sign)
      expect(answer).toMatchObject({ status: 401, body: { message: refused } })
      expect((await someone.get('user/me')).status).toBe(401)
    }
    // A passkey the school never registered reads the same.
    expect((await loginWith(new SoftwarePasskey(SITE))).answer).toMatchObject({ status: 401, body: { message: refused } })
  })

  it('refuses a malformed answer with a French 400, never a 500', async () => {
    const visitor = new ApiCaller(api.url)
    const { challenge } = (await visitor.post('user/login/passkey/options')).body
    for (const response of [
      null,
      'x',
      { id: 'a b', rawId: 'a', type: 'public-key', response: {} },
      { id: 'a', rawId: 'a', type: 'other' },
    ]) {
      const answer = await visitor.post('user/login/passkey', { json: { challenge, response } })
      expect(answer.status).toBe(400)
      expect(JSON.stringify(answer.body)).toMatch(/invalide|obligatoire/)
    }
  })

  it('keeps a challenge made for one account from adding a passkey to another', async () => {
    const first = await loginStaff(api, '2')
    const second = await loginStaff(api, '2')
    const options = (await first.post('user/me/passkeys/options')).body
    const passkey = new SoftwarePasskey(SITE)
    const stolen = await second.post('user/me/passkeys', {
      json: { challenge: options.challenge, name: 'Clé', response: passkey.register(options.options) },
    })
    expect(stolen).toMatchObject({ status: 400, body: { message: 'La demande a expiré. Recommencez.' } })
    expect((await second.get('user/me/passkeys')).body.items).toEqual([])
  })

  it('refuses the same passkey twice and a registration for another site', async () => {
    const { member, passkey } = await memberWithPasskey()
    const again = (await member.post('user/me/passkeys/options')).body
    expect(again.options.excludeCredentials).toEqual([expect.objectContaining({ id: passkey.id })])
    expect(
      (
        await member.post('user/me/passkeys', {
          json: { challenge: again.challenge, name: 'Encore', response: passkey.register(again.options) },
        })
      ).body,
    ).toMatchObject({ message: 'Cette clé d’accès est déjà enregistrée.' })

    const other = (await member.post('user/me/passkeys/options')).body
    const elsewhere = new SoftwarePasskey(SITE).register(other.options, { origin: 'http://attacker.test' })
    expect(
      (await member.post('user/me/passkeys', { json: { challenge: other.challenge, name: 'Ailleurs', response: elsewhere } })).status,
    ).toBe(400)
    expect((await member.get('user/me/passkeys')).body.items).toHaveLength(1)
  })

  it('removes one’s own passkey (another’s is a 404), after which it opens nothing', async () => {
    const { member, passkey, user } = await memberWithPasskey('Clé USB')
    const [item] = (await member.get('user/me/passkeys')).body.items
    const stranger = await loginStaff(api, '2')
    expect((await stranger.delete(`user/me/passkeys/${item.id}`)).status).toBe(404)
    expect((await member.delete(`user/me/passkeys/${item.id}x`)).status).toBe(404)
    expect((await member.delete(`user/me/passkeys/${item.id}`)).status).toBe(200)
    expect((await member.get('user/me/passkeys')).body.items).toEqual([])
    expect((await loginWith(passkey)).answer.status).toBe(401)
    const [removed] = await api.db
      .select()
      .from(activity)
      .where(and(eq(activity.staffName, user), eq(activity.action, 'factor_removed')))
    expect(removed.label).toBe('clé d’accès «\u00a0Clé USB\u00a0»')
  })

  it('keeps no challenge after it expired and another ceremony began', async () => {
    const visitor = new ApiCaller(api.url)
    await visitor.post('user/login/passkey/options')
    clock.advance(6 * 60_000)
    await visitor.post('user/login/passkey/options')
    const left = await api.db.select().from(passkeyChallenge)
    expect(left.every((row) => row.expiresAt > clock.now())).toBe(true)
  })
})

describe('a site without a domain name', () => {
  it('offers no passkey: WebAuthn refuses an IP address', async () => {
    const ipSite = await startApi({ PUBLIC_URL: 'http://127.0.0.1:3000' })
    try {
      const member = await loginStaff(ipSite, '2')
      expect((await member.get('user/me/passkeys')).body).toEqual({ available: false, items: [] })
      expect(await member.post('user/me/passkeys/options')).toMatchObject({
        status: 409,
        body: { message: 'Les clés d’accès demandent un site à une adresse avec un nom de domaine (PUBLIC_URL).' },
      })
      expect((await new ApiCaller(ipSite.url).post('user/login/passkey/options')).status).toBe(409)
    } finally {
      await ipSite.close()
    }
  })
})
