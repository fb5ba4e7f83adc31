import { describe, expect, it } from 'vitest'
import { browserOf } from './browser-label'

describe('the browser label of a session', () => {
  it('names the browser and the system of the usual User-Agents', () => {
    const agents: [string, string][] = [
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox sur Windows'],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
        'Safari sur macOS',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge sur Windows',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'Chrome sur Android',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        'Safari sur iOS',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome sur Linux'],
    ]
    for (const [agent, label] of agents) expect(browserOf(agent)).toBe(label)
  })

  it('keeps nothing of a header it does not know', () => {
    expect(browserOf(undefined)).toBe('Navigateur inconnu')
    expect(browserOf('curl/8.5.0')).toBe('Navigateur inconnu')
    expect(browserOf('<script>alert(1)</script> Firefox/1 Linux')).toBe('Firefox sur Linux')
  })
})
