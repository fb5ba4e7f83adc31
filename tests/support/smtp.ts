import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface SmtpPeer {
  url: string
  messages: ParsedMail[]
  /** Envelope recipients of each message, in order. */
  recipients: string[][]
  close(): Promise<void>
}

/** A real SMTP server on a loopback port that keeps what it receives. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: ParsedMail[] = []
  const recipients: string[][] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          recipients.push(session.envelope.rcptTo.map((address) => address.address))
          callback()
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
