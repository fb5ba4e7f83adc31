// Command line of the School API: `npm run seed`, `npm run staff -- …`, `npm run backup` and `npm run restore`.
// A command imports what it uses when it runs: a mistyped one is answered at once, without loading the database,
// the seed and its pictures first.
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { withDatabase } from './cli-database'
import { loadConfig } from './config'
import { ConfigError } from './contract/env'
import { StaffAddSchema } from './contract/user'
import { ValidationError } from './errors'

const commands: Record<string, (args: string[]) => Promise<void>> = {
  /** Writes the site's content and demo survey answers (decision 0040); existing texts and images are kept. */
  async seed() {
    const [{ seed }, { seedDemoSurveys }] = await Promise.all([import('./db/seed'), import('./db/seed/surveys')])
    const config = loadConfig()
    await withDatabase(config, async (db) => {
      await seed(db, { uploadsDir: join(config.dataDir, 'uploads') })
      await seedDemoSurveys(db)
      console.log('Contenu du site écrit (les textes existants sont conservés), avec des réponses de démonstration aux questionnaires.')
    })
  },

  /**
   * `staff add <user> <rights>`: a staff account for the first setup of a server. The password comes from
   * STAFF_PASSWORD, or is generated and printed once. `staff reset-mfa <user>`: the account loses its second
   * factor and recovery codes (a lost phone, decision 0037) and enrols again at its next login.
   */
  async staff([action, user, rights, ...rest]) {
    if (action === 'reset-mfa' && user && rights === undefined) return resetMfa(user)
    if (action !== 'add' || !user || !rights || rest.length) {
      throw new Error(
        'Usage\u00a0: npm run staff -- add <identifiant> <droits>, par exemple « npm run staff -- add claire "2;3" » (le droit 1 donne tous les droits)\u00a0; npm run staff -- reset-mfa <identifiant> retire le second facteur d’un compte.',
      )
    }
    const password = process.env.STAFF_PASSWORD || randomBytes(12).toString('base64url')
    const input = StaffAddSchema.safeParse({ user, password, rights })
    if (!input.success) {
      const names: Record<string, string> = { user: 'identifiant', password: 'mot de passe (STAFF_PASSWORD)', rights: 'droits' }
      throw new Error(input.error.issues.map((issue) => `${names[String(issue.path[0])]}\u00a0: ${issue.message}`).join('\n'))
    }
    const { addStaffUser } = await import('./services/staff')
    await withDatabase(loadConfig(), async (db) => {
      const row = await addStaffUser(db, input.data).catch((error) => {
        throw error instanceof ValidationError ? new Error(Object.values(error.errors).flat().join('\n')) : error
      })
      console.log(`Compte «\u00a0${row.user}\u00a0» créé avec les droits ${row.rights}.`)
      if (!process.env.STAFF_PASSWORD) console.log(`Mot de passe\u00a0: ${password}   (affiché une seule fois)`)
    })
  },

  /** `clients <count>`: adds demo clients with French names (the bench's 10,000-client database). */
  async clients([count, ...rest]) {
    if (!/^[1-9]\d{0,6}$/.test(count ?? '') || rest.length) throw new Error('Usage\u00a0: node --import tsx server/cli.ts clients <nombre>')
    const { seedManyClients } = await import('./db/seed/many-clients')
    await withDatabase(loadConfig(), async (db) => {
      await seedManyClients(db, Number(count))
      console.log(`${count} clients de démonstration ajoutés.`)
    })
  },

  backup: async (args) => (await import('./backup-cli')).backupCommand(args),
  restore: async (args) => (await import('./backup-cli')).restoreCommand(args),
}

/** Removes an account's second factor and recovery codes, with its row in the trail. */
async function resetMfa(user: string) {
  const { resetSecondFactor } = await import('./services/second-factor')
  await withDatabase(loadConfig(), async (db) => {
    if (!(await resetSecondFactor(db, user))) throw new Error(`Aucun compte «\u00a0${user}\u00a0».`)
    console.log(`Second facteur du compte «\u00a0${user}\u00a0» retiré\u00a0: il en enregistrera un nouveau à sa prochaine connexion.`)
  })
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
