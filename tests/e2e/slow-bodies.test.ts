import { connect, type Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { rawGet } from '../support/raw-http'
import { siteForTests } from '../support/site'

// Issue 27, point 2: 30 connections sending a `POST /contact` body one byte at a time took every render slot of the
// site (they were taken before the body was read) and kept them: pages the cache did not hold stopped answering,
// and the site closed none of those connections. The site's deadline for a request to arrive is shortened here
// (SITE_RECEIVE_TIMEOUT_MS) so that the test does not wait the 10 s of production, and kept above the bound of a probe
// page, so that the probes run while the slow senders are still connected.
const RECEIVE_TIMEOUT_MS = 4000
const site = siteForTests({ env: { SITE_RECEIVE_TIMEOUT_MS: String(RECEIVE_TIMEOUT_MS) } })

/** The most a probe page may take while the slow senders are connected. */
const PROBE_BOUND_MS = 2000

interface SlowSender {
  /** What the site answered, as it came. */
  answer(): string
  /** Resolves when the site closed the connection (never when the test did). */
  closedBySite: Promise<void>
  stop(): void
}

/** A sender that opens a request with `head` and then sends `byte`, once every `everyMs`, until the site closes. */
function slowSender(head: string, everyMs: number, byte = 'a'): SlowSender {
  const { hostname, port } = new URL(site.url)
  const socket: Socket = connect(Number(port), hostname, () => socket.write(head.replaceAll('{host}', `${hostname}:${port}`)))
  const chunks: Buffer[] = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  socket.on('error', () => {})
  const trickle = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(byte)
  }, everyMs)
  let stopped = false
  const closedBySite = new Promise<void>((resolve) =>
    socket.on('close', () => {
      clearInterval(trickle)
      if (!stopped) resolve()
    }),
  )
  return {
    answer: () => Buffer.concat(chunks).toString('utf8'),
    closedBySite,
    stop: () => {
      stopped = true
      clearInterval(trickle)
      socket.destroy()
    },
  }
}

/** A GET that must answer within the bound: its status. */
async function probe(path: string): Promise<number> {
  const started = performance.now()
  const answer = await rawGet(site.url, path)
  const took = performance.now() - started
  expect(took, `${path} answered in ${took.toFixed(0)} ms`).toBeLessThan(PROBE_BOUND_MS)
  return answer.status
}

const postContact = (length: number) =>
  `POST /contact HTTP/1.1\r\nHost: {host}\r\nOrigin: ${site.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`

describe('slow senders', () => {
  it('hold no render slot: stored and rendered pages answer meanwhile, and the site closes them with a French 408', async () => {
    expect((await rawGet(site.url, '/')).status).toBe(200)
    // More than the 12 renders a process runs at once, each body trickled one byte every 500 ms.
    const senders = Array.from({ length: 30 }, () => slowSender(postContact(400), 500))
    try {
      // Every sender's request has reached the site (its first bytes of body come 500 ms after its headers).
      await new Promise((resolve) => setTimeout(resolve, 600))
      for (let round = 0; round < 3; round++) {
        expect(await probe('/')).toBe(200)
        // Rendered at each request: the page cache never keeps a 404.
        expect(await probe(`/page-absente-${round}`)).toBe(404)
      }
      await Promise.all(senders.map((sender) => sender.closedBySite))
      for (const sender of senders) {
        expect(sender.answer()).toMatch(/^HTTP\/1\.1 408 /)
        expect(sender.answer()).toContain('Requête trop lente')
      }
    } finally {
      for (const sender of senders) sender.stop()
    }
  })

  it('that send their headers one byte at a time are closed with a French 408 too', async () => {
    const sender = slowSender('GET / HTTP/1.1\r\nHost: {host}\r\n', 500, 'X-A: b\r\n')
    try {
      await sender.closedBySite
      expect(sender.answer()).toMatch(/^HTTP\/1\.1 408 /)
      expect(sender.answer()).toContain('Requête trop lente')
    } finally {
      sender.stop()
    }
  })

  it('that send a whole body in pieces within the deadline have their form read as any visitor', async () => {
    const body = 'name=Camille&email=camille%40example.fr&message='
    const { hostname, port } = new URL(site.url)
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    const closed = new Promise((resolve) => socket.on('close', resolve))
    socket.write(postContact(body.length).replace('{host}', `${hostname}:${port}`).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'))
    for (const piece of [body.slice(0, 10), body.slice(10, 30), body.slice(30)]) {
      await new Promise((resolve) => setTimeout(resolve, RECEIVE_TIMEOUT_MS / 5))
      socket.write(piece)
    }
    await closed
    // The form comes back with what it lacks (a message) and what was typed, as for any visitor: not a 408.
    const answer = Buffer.concat(chunks).toString('utf8')
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toContain('camille@example.fr')
  })
})
