import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project's root: the nearest folder above this module that holds package.json. */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error('package.json not found above server/')
    dir = parent
  }
  return dir
}

export const projectRoot = findRoot()
export const migrationsFolder = join(projectRoot, 'server/db/migrations')
