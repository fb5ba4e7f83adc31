import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'

/**
 * A software passkey (WebAuthn, ES256, attestation « none »), for the API tests: it answers the options the API
 * gives as a browser and an authenticator together would, for the origin it is made for. The e2e tests use
 * Chromium's virtual authenticator instead.
 */
export class SoftwarePasskey {
  readonly id = randomBytes(16).toString('base64url')
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  private counter = 0

  constructor(private readonly origin: string) {}

  private get rpIdHash() {
    return createHash('sha256').update(new URL(this.origin).hostname).digest()
  }

  /** The answer of `navigator.credentials.create` to registration `options`. */
  register(options: { challenge: string }, { origin = this.origin, userVerified = true } = {}) {
    const clientDataJSON = clientData('webauthn.create', options.challenge, origin)
    const { x, y } = this.keys.publicKey.export({ format: 'jwk' })
    // COSE EC2 key: kty 2, alg ES256 (-7), crv P-256 (1), x, y.
    const publicKey = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(x!, 'base64url')],
        [-3, Buffer.from(y!, 'base64url')],
      ]),
    )
    const credentialId = Buffer.from(this.id, 'base64url')
    const length = Buffer.alloc(2)
    length.writeUInt16BE(credentialId.length)
    const authData = Buffer.concat([
      this.authenticatorData(0x40 | flags(userVerified)),
      Buffer.alloc(16), // AAGUID: none
      length,
      credentialId,
      publicKey,
    ])
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    )
    return this.credential(clientDataJSON, { attestationObject: attestationObject.toString('base64url'), transports: ['internal'] })
  }

  /** The answer of `navigator.credentials.get` to login `options`, signed by this passkey's key (or `signer`). */
  authenticate(
    options: { challenge: string },
    { origin = this.origin, userVerified = true, signer = this.keys.privateKey as KeyObject } = {},
  ) {
    const clientDataJSON = clientData('webauthn.get', options.challenge, origin)
    this.counter += 1
    const authData = this.authenticatorData(flags(userVerified))
    const signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]), signer)
    return this.credential(clientDataJSON, {
      authenticatorData: authData.toString('base64url'),
      signature: signature.toString('base64url'),
    })
  }

  /** This passkey's answer as `navigator.credentials` gives it: the client data, then the rest of `response`. */
  private credential<Response extends object>(clientDataJSON: Buffer, response: Response) {
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: clientDataJSON.toString('base64url'), ...response },
    }
  }

  /** Another passkey's private key, to sign with the wrong key. */
  static strangerKey(): KeyObject {
    return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
  }

  private authenticatorData(flagBits: number) {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(this.counter)
    return Buffer.concat([this.rpIdHash, Buffer.from([flagBits]), count])
  }
}

/** User present, and verified (PIN or biometrics) when asked. */
const flags = (userVerified: boolean) => 0x01 | (userVerified ? 0x04 : 0)

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
}

/** The little CBOR an attestation needs: maps, byte and text strings, small integers. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length])
    if (length < 256) return Buffer.from([(major << 5) | 24, length])
    const bytes = Buffer.alloc(3)
    bytes[0] = (major << 5) | 25
    bytes.writeUInt16BE(length, 1)
    return bytes
  }
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const bytes = Buffer.from(value)
    return Buffer.concat([head(3, bytes.length), bytes])
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value])
  if (value instanceof Map) {
    return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])])
  }
  throw new Error(`cbor: ${typeof value} not written`)
}
