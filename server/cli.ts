// Command line of the School API: `npm run seed` and `npm run staff -- …`.
import { join } from 'node:path'
import { loadConfig } from './config'
import { ConfigError } from './contract/env'
import { openDatabase } from './db'
import { seed } from './db/seed'

const commands: Record<string, (args: string[]) => Promise<void>> = {
  /** Writes the site's content; existing texts and images are kept. */
  async seed() {
    const config = loadConfig()
    const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'db') })
    try {
      await seed(database.db, { uploadsDir: join(config.dataDir, 'uploads') })
      console.log('Contenu du site écrit (les textes existants sont conservés).')
    } finally {
      await database.close()
    }
  },
}

const [name, ...args] = process.argv.slice(2)
const command = name ? commands[name] : undefined
if (!command) {
  console.error(`Commandes : ${Object.keys(commands).join(', ')}`)
  process.exit(2)
}
command(args).catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error)
  process.exit(1)
})
