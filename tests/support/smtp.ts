import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface SmtpPeer {
  url: string
  messages: ParsedMail[]
  /** Envelope recipients of each message, in order. */
  recipients: string[][]
  /** Messages answered « 451, try later » so far. */
  refused: number
  /** Answers the next `count` messages « 451 » as well. */
  refuseNext(count: number): void
  /** Resolves once `count` messages were accepted in all. */
  received(count: number): Promise<void>
  close(): Promise<void>
}

/**
 * A real SMTP server on a loopback port that keeps what it receives; with `refuse`, it answers the first `refuse`
 * messages « 451 » (a mail server that is down for a while), and every message with `refuse: Infinity`.
 */
export async function startSmtpPeer({ refuse = 0 } = {}): Promise<SmtpPeer> {
  const messages: ParsedMail[] = []
  const recipients: string[][] = []
  const waiters: { count: number; resolve: () => void }[] = []
  const peer = { refused: 0, refusing: refuse }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (peer.refusing > 0) {
        peer.refusing--
        peer.refused++
        stream.on('end', () => callback(Object.assign(new Error('Service momentanément indisponible'), { responseCode: 451 })))
        stream.resume()
        return
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          recipients.push(session.envelope.rcptTo.map((address) => address.address))
          callback()
          for (const waiter of waiters.filter((w) => messages.length >= w.count)) waiter.resolve()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    recipients,
    get refused() {
      return peer.refused
    },
    refuseNext(count) {
      peer.refusing += count
    },
    received: (count) => (messages.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
