// The site on every core (issue 15, decision 0020): with SITE_PROCESSES above 1 (the default: one per core), this
// process becomes the primary of node's cluster, which forks that many copies of the site on the same port and
// forks a new one whenever one stops unexpectedly. The API stays one process (PGlite); each site process follows
// the content version on its own, so an edit reaches all of them.
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'

/** The number of site processes: SITE_PROCESSES, or one per core. */
export function siteProcesses() {
  const configured = process.env.SITE_PROCESSES
  if (configured === undefined || configured === '') return availableParallelism()
  const count = Number(configured)
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    console.error(`SITE_PROCESSES : un nombre entier de 1 à 64 est attendu (reçu « ${configured} »).`)
    process.exit(1)
  }
  return count
}

/**
 * In the primary of a cluster of several site processes, forks them, keeps them running and stops them with it,
 * and answers true: the caller then does nothing else. In a worker, or with one process, answers false: the caller
 * runs the site itself.
 */
export function runClusterPrimary() {
  const count = siteProcesses()
  if (!cluster.isPrimary || count === 1) return false
  let stopping = false
  const recentRestarts = []
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    // A worker that dies at once, again and again (a broken build, a port taken), stops the site rather than loop.
    const now = Date.now()
    recentRestarts.push(now)
    while (recentRestarts.length && recentRestarts[0] < now - 10_000) recentRestarts.shift()
    if (recentRestarts.length > count * 5) {
      console.error('Les processus du site s’arrêtent sans cesse : arrêt.')
      process.exit(1)
    }
    console.error(`Un processus du site s’est arrêté (${signal ?? code}) : un autre le remplace.`)
    cluster.fork()
  })
  for (let index = 0; index < count; index++) cluster.fork()
  const stop = () => {
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    const exit = () => process.exit(0)
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) exit()
    })
    if (Object.keys(cluster.workers ?? {}).length === 0) exit()
    setTimeout(exit, 6000).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  return true
}
