// Plain TypeScript that Node's type stripping runs: the site server (site-server/metrics.mjs) imports it as the API
// does, so both halves decide who reads `/metrics` the same way (decision 0030).
import { createHash, timingSafeEqual } from 'node:crypto'

/** The loopback addresses as a socket reports them (IPv4, IPv6, and IPv4 mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const ipv4 = address.startsWith('::ffff:') ? address.slice(7) : address
  return ipv4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4)
}

const digest = (value: string) => createHash('sha256').update(value).digest()

export interface MetricsRequest {
  /** The socket's peer, never a header's claim. */
  remoteAddress: string | undefined
  headers: Record<string, string | string[] | undefined>
}

/**
 * Whether a request may read the metrics: one that comes from this machine itself, or that carries the token. A
 * request on loopback that carries `X-Forwarded-For` (or `Forwarded`) was relayed by a proxy on this machine (nginx
 * in front of the site) for someone elsewhere: it is not local.
 */
export function mayReadMetrics({ remoteAddress, headers }: MetricsRequest, token: string | undefined): boolean {
  const authorization = headers.authorization
  if (token && typeof authorization === 'string' && authorization.startsWith('Bearer ')) {
    if (timingSafeEqual(digest(authorization.slice(7)), digest(token))) return true
  }
  const relayed = headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined || headers['x-real-ip'] !== undefined
  return !relayed && isLoopback(remoteAddress)
}
