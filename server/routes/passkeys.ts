import type { FastifyPluginAsync } from 'fastify'
import { IdParams, SuccessAnswer } from '../contract/common'
import { OwnPasskeys, PasskeyAddSchema, PasskeyCeremony, PasskeyItem, PasskeyLoginSchema } from '../contract/passkeys'
import { StaffSession } from '../contract/user'
import { parse } from '../errors'
import { logInStaff, staffOf } from '../plugins/auth'
import {
  addPasskey,
  loginOptions,
  ownPasskeys,
  passkeyLabel,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  verifyPasskeyLogin,
} from '../services/passkeys'
import { hit } from '../services/rate-limit'
import { requestSource } from '../services/source-address'
import { parsePath } from '../services/strict-params'

/** A source's passkey logins per window, as its password logins (decision 0019): a guessed key costs as much. */
const PASSKEY_LOGIN_LIMIT = { max: 30, windowSeconds: 15 * 60 }

/** Passkeys of staff accounts (decision 0041): adding and removing them, and a login with one alone. */
export const passkeyRoutes: FastifyPluginAsync = async (app) => {
  const rp = relyingPartyOf(app.config.publicUrl)

  app.get(
    '/user/me/passkeys',
    {
      config: {
        doc: {
          summary: 'The connected staff member’s passkeys, and whether the site can offer them',
          tag: 'user',
          access: 'staff',
          response: OwnPasskeys,
        },
      },
    },
    async (request) => ownPasskeys(app.db, rp, (await staffOf(request)).id),
  )

  app.post(
    '/user/me/passkeys/options',
    {
      config: {
        doc: {
          summary: 'The options of navigator.credentials.create for a new passkey (a challenge good 5 minutes, once)',
          tag: 'user',
          access: 'staff',
          response: PasskeyCeremony,
        },
      },
    },
    async (request) => registrationOptions(app.db, app.clock, rp, await staffOf(request)),
  )

  app.post(
    '/user/me/passkeys',
    {
      config: {
        doc: {
          summary: 'Adds a passkey: the browser’s answer to the options, verified, and its name',
          tag: 'user',
          access: 'staff',
          body: PasskeyAddSchema,
          response: PasskeyItem.pick({ id: true }),
        },
      },
    },
    async (request) => {
      const input = parse(PasskeyAddSchema, request.body)
      return addPasskey(request, rp, await staffOf(request), input)
    },
  )

  app.delete(
    '/user/me/passkeys/:id',
    {
      config: {
        doc: {
          summary: 'Removes one of the connected staff member’s passkeys',
          tag: 'user',
          access: 'staff',
          params: IdParams,
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      const { id } = parsePath(IdParams, request.params, 'Cette clé d’accès n’existe pas.')
      await removePasskey(request, await staffOf(request), id)
      return { success: true }
    },
  )

  app.post(
    '/user/login/passkey/options',
    {
      config: {
        doc: {
          summary: 'The options of navigator.credentials.get for a staff login with a passkey (any of the site’s)',
          tag: 'user',
          access: 'public',
          response: PasskeyCeremony,
        },
      },
    },
    async (request) => {
      await hit(
        app.db,
        [{ key: `passkey-options:ip:${requestSource(request)}`, ...PASSKEY_LOGIN_LIMIT }],
        'Trop de tentatives de connexion.',
      )
      return loginOptions(app.db, app.clock, rp)
    },
  )

  app.post(
    '/user/login/passkey',
    {
      config: {
        doc: {
          summary: 'Staff login with a passkey alone (possession and user verification): sets the school_admin cookie',
          tag: 'user',
          access: 'public',
          body: PasskeyLoginSchema,
          response: StaffSession,
        },
      },
    },
    async (request, reply) => {
      const input = parse(PasskeyLoginSchema, request.body)
      await hit(app.db, [{ key: `passkey-login:ip:${requestSource(request)}`, ...PASSKEY_LOGIN_LIMIT }], 'Trop de tentatives de connexion.')
      const staff = await verifyPasskeyLogin(app.db, app.clock, rp, input)
      return logInStaff(request, reply, staff, passkeyLabel(staff.passkeyName))
    },
  )
}
