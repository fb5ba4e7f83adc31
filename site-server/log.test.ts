import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../server/paths'

const run = promisify(execFile)

/** The lines a site process writes once its logger is loaded and `script` has run, each read as JSON. */
async function siteLines(script: string) {
  const { stdout, stderr } = await run(
    process.execPath,
    ['--input-type=module', '--eval', `await import('./site-server/log.mjs')\n${script}`],
    { cwd: projectRoot, env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info' } },
  )
  expect(stderr).toBe('')
  return stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { name: string; level: number; msg: string })
}

describe('the site’s log', () => {
  it('writes what a library prints on the console as its own JSON lines, at the matching level', async () => {
    const lines = await siteLines(`
      const { matchRoutes } = await import('@remix-run/router')
      matchRoutes([{ path: '/' }], '/%')
      console.error('échec %d', 2)
      console.log('note')
      console.debug('détail')
    `)
    expect(lines).toEqual([
      expect.objectContaining({ name: 'site', level: 40, msg: expect.stringContaining('The URL path "/%" could not be decoded') }),
      expect.objectContaining({ name: 'site', level: 50, msg: 'échec 2' }),
      expect.objectContaining({ name: 'site', level: 30, msg: 'note' }),
    ])
  })
})
