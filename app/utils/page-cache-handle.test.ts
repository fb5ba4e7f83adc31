import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const routesDir = join(import.meta.dirname, '../routes')

/** The source of a route: its file, or every file of its folder. */
function sourceOf(entry: string): { main: string; all: string } {
  const path = join(routesDir, entry)
  if (!statSync(path).isDirectory()) {
    const text = readFileSync(path, 'utf8')
    return { main: text, all: text }
  }
  const files = readdirSync(path).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
  const main = files.find((name) => /^route\.tsx?$/.test(name))
  return {
    main: main ? readFileSync(join(path, main), 'utf8') : '',
    all: files.map((name) => readFileSync(join(path, name), 'utf8')).join('\n'),
  }
}

// The page cache redirects an anonymous visitor's address to the one without the parameters its routes do not name
// (decision 0020): a route that reads one without naming it would never receive it.
describe('routes that read their query', () => {
  const entries = readdirSync(routesDir).filter((entry) => !entry.endsWith('.test.ts'))
  const reading = entries.filter((entry) => /searchParams\.(get|has|getAll)\(/.test(sourceOf(entry).all))

  it('are found', () => {
    expect(reading).toContain('client-account._index')
  })

  it.each(reading)('%s names the parameters it reads in handle.cacheQuery, or inherits the back-office’s', (entry) => {
    const underAdmin = entry.startsWith('admin.') || entry === 'admin.tsx'
    if (!underAdmin) expect(sourceOf(entry).main).toMatch(/cacheQuery/)
    else expect(readFileSync(join(routesDir, 'admin.tsx'), 'utf8')).toMatch(/cacheQuery: '\*'/)
  })
})
