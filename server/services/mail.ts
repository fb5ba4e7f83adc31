import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'

export interface MailAttachment {
  filename: string
  content: string | Buffer
  contentType: string
}

export interface Mail {
  to: string
  subject: string
  /** Plain text; the html part is made from it unless given. */
  text: string
  html?: string
  replyTo?: string
  attachments?: MailAttachment[]
  /** Makes the Message-ID: the same key, the same id (a mail sent again after a crash is recognised as one). */
  messageKey?: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): void
}

export interface MailerOptions {
  from: string
  /** `smtp://…`: send with SMTP; otherwise write each mail into `outboxDir`. */
  smtpUrl?: string
  outboxDir: string
}

/** The mail service: an outbox folder by default (an `.eml` and a `.json` per mail), SMTP when configured. */
export function createMailer({ from, smtpUrl, outboxDir }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  let sequence = 0
  return {
    async send(mail) {
      const message = {
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? textToHtml(mail.text),
        attachments: mail.attachments,
        messageId: mail.messageKey && `<${mail.messageKey}@${domainOf(from)}>`,
      }
      const info = await transport.sendMail(message)
      if (smtpUrl) return
      await mkdir(outboxDir, { recursive: true })
      const name = `${Date.now()}-${String(++sequence).padStart(4, '0')}-${randomBytes(3).toString('hex')}`
      await writeFile(join(outboxDir, `${name}.eml`), (info as unknown as { message: Buffer }).message)
      const summary = {
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: message.html,
        links: linksOf(mail.text),
        attachments: (mail.attachments ?? []).map(({ filename, contentType }) => ({ filename, contentType })),
        date: new Date().toISOString(),
      }
      await writeFile(join(outboxDir, `${name}.json`), JSON.stringify(summary, null, 2))
    },
    close() {
      transport.close()
    },
  }
}

/** The domain of a `Name <user@domain>` address, for Message-IDs. */
const domainOf = (address: string) => /@([^>\s]+)/.exec(address)?.[1] ?? 'localhost'

export function linksOf(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"']+/g) ?? []
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Paragraphs from blank lines, line breaks kept, addresses made into links. */
export function textToHtml(text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((block) => {
      const html = escapeHtml(block)
        .replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>')
      return `<p style="margin:0 0 1em">${html}</p>`
    })
  return `<!doctype html><html lang="fr"><body style="font-family:Georgia,serif;font-size:16px;line-height:1.5;color:#1f2a24">${paragraphs.join('')}</body></html>`
}
