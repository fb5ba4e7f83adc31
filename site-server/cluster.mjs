// The site on every core (issue 15, decision 0020): this process becomes the primary of node's cluster, which forks
// SITE_PROCESSES copies of the site (one per core by default) on the same port, each with the memory settings of
// runtime.mjs, and forks a new one whenever one stops unexpectedly. The API stays one process (PGlite); each site
// process follows the content version on its own, so an edit reaches all of them.
import cluster from 'node:cluster'
import client from 'prom-client'
import { settings } from './env.mjs'
import { log } from './log.mjs'
import { siteEnv, siteNodeFlags } from './runtime.mjs'

/** The message a site process sends the primary, and the primary's answer, to read the cluster's metrics. */
export const METRICS_ASKED = 'school:metrics-asked'
export const METRICS_ANSWERED = 'school:metrics-answered'

/** Answers a site process that asks for the cluster's metrics (site-server/metrics.mjs): every process's, summed. */
function answerClusterMetrics() {
  const aggregator = new client.AggregatorRegistry()
  cluster.on('message', (worker, message) => {
    if (message?.type !== METRICS_ASKED) return
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_ANSWERED, id: message.id, text }),
      (error) => worker.send({ type: METRICS_ANSWERED, id: message.id, error: String(error) }),
    )
  })
}

/** Whether this process was started with the settings of runtime.mjs (MALLOC_ARENA_MAX is read at its start only). */
function startedTuned() {
  return (
    siteNodeFlags.every((flag) => process.execArgv.includes(flag)) &&
    Object.entries(siteEnv).every(([name, value]) => process.env[name] === value)
  )
}

/**
 * In the primary, forks the site processes with the settings of runtime.mjs, keeps them running and stops them with
 * it, and answers true: the caller then does nothing else. In a worker, or for one process that was started with
 * those settings already (the tests, npm start), answers false: the caller runs the site itself.
 */
export function runClusterPrimary() {
  if (!cluster.isPrimary) return false
  const count = settings.processes
  if (count === 1 && startedTuned()) return false
  cluster.setupPrimary({ execArgv: [...process.execArgv.filter((flag) => !siteNodeFlags.includes(flag)), ...siteNodeFlags] })
  const fork = () => cluster.fork(siteEnv)
  let stopping = false
  const recentRestarts = []
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    // A worker that dies at once, again and again (a broken build, a port taken), stops the site rather than loop.
    const now = Date.now()
    recentRestarts.push(now)
    while (recentRestarts.length && recentRestarts[0] < now - 10_000) recentRestarts.shift()
    if (recentRestarts.length > count * 5) {
      log.fatal({ restarts: recentRestarts.length }, 'les processus du site s’arrêtent sans cesse\u00a0: arrêt')
      process.exit(1)
    }
    log.error({ worker: worker.process.pid, exit: signal ?? code }, 'un processus du site s’est arrêté\u00a0: un autre le remplace')
    fork()
  })
  answerClusterMetrics()
  for (let index = 0; index < count; index++) fork()
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
