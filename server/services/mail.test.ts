import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createMailer, textToHtml } from './mail'

describe('mail outbox', () => {
  let dir: string
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('writes an .eml and a .json with the links of each mail', async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'))
    const mailer = createMailer({ from: 'École <no-reply@localhost>', outboxDir: dir })
    await mailer.send({ to: 'a@b.fr', subject: 'Confirmez votre compte', text: 'Bonjour,\n\nCliquez : https://x.fr/c/a%40b.fr/tok' })
    const files = (await readdir(dir)).sort()
    expect(files.map((f) => f.split('.').pop())).toEqual(['eml', 'json'])
    const summary = JSON.parse(await readFile(join(dir, files[1]), 'utf8'))
    expect(summary).toMatchObject({ to: 'a@b.fr', subject: 'Confirmez votre compte', links: ['https://x.fr/c/a%40b.fr/tok'] })
    const eml = await readFile(join(dir, files[0]), 'utf8')
    expect(eml).toContain('To: a@b.fr')
    expect(eml).toMatch(/Subject: =\?UTF-8\?|Subject: Confirmez/)
  })

  it('escapes text when making the html part', () => {
    expect(textToHtml('<b>x</b> https://a.fr/?q=1')).toContain('&lt;b&gt;x&lt;/b&gt; <a href="https://a.fr/?q=1">')
  })
})
