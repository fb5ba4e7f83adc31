import { isIPv6 } from 'node:net'
import type { FastifyRequest } from 'fastify'

/**
 * What one source is for the rate limits and the login throttle (decision 0019): an IPv4 address (written
 * IPv4-mapped too: `::ffff:192.0.2.1`), or an IPv6 address's /64, the network of one subscriber, who holds all of
 * its 2^64 addresses (issue 27: 40 addresses of one /64 were 40 sources, none of them throttled).
 */
export function sourceOf(address: string): string {
  const bare = address.replace(/%.*$/, '') // a zone index (fe80::1%eth0) names the same address
  if (!isIPv6(bare)) return address
  const groups = ipv6Groups(bare)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** The source of a request: its address as Fastify believes it (`X-Forwarded-For` from trusted proxies only). */
export const requestSource = (request: FastifyRequest) => sourceOf(request.ip)

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number)
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const groupsOf = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const left = groupsOf(head)
  if (tail === undefined) return left
  const right = groupsOf(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}
