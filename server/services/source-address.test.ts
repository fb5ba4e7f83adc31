import { describe, expect, it } from 'vitest'
import { sourceOf } from './source-address'

describe('sourceOf', () => {
  it('counts every address of an IPv6 /64 as one source, however it is written', () => {
    const network = '2001:db8:1:2::/64'
    for (const address of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:a:b:c:d', '2001:db8:1:2::1%eth0']) {
      expect(sourceOf(address), address).toBe(network)
    }
    expect(sourceOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(sourceOf('::1')).toBe('0:0:0:0::/64')
    expect(sourceOf('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(sourceOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
  })

  it('keeps an IPv4 address, IPv4-mapped IPv6 included, as the address itself', () => {
    expect(sourceOf('192.0.2.1')).toBe('192.0.2.1')
    expect(sourceOf('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(sourceOf('::ffff:c000:201')).toBe('192.0.2.1')
    expect(sourceOf('::FFFF:203.0.113.250')).toBe('203.0.113.250')
  })

  it('leaves anything else as it is', () => {
    expect(sourceOf('unknown')).toBe('unknown')
  })
})
