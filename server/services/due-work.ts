import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from './clock'
import { dueWorkDuration, dueWorkFailures, dueWorkLag } from './metrics'

/** A piece of work that is due at some time: it finds in the database what is due at `now` and does it. */
export type DueTask = (now: Date) => Promise<void>

/**
 * The work that happens later, run by every API process: every `intervalMs`, soon after each write, and on demand
 * in tests. Tasks claim their rows in the database, so several processes never do one thing twice.
 */
export interface DueWork {
  add(name: string, task: DueTask): void
  /** Runs every task once, after the run in progress if there is one. */
  run(): Promise<void>
  /** Asks for a run shortly (after a write that may have made something due). */
  soon(): void
  start(intervalMs: number): void
  /** Stops the timer and waits for the run in progress. */
  stop(): Promise<void>
}

export function createDueWork(clock: Clock, log: FastifyBaseLogger): DueWork {
  const tasks: [string, DueTask][] = []
  let last: Promise<void> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined
  let pending: Promise<void> | undefined
  let stopped = false

  /** `askedAt`: when the run was asked for (performance.now()), so that each task's lag is measured from it. */
  const runAll = async (askedAt: number) => {
    for (const [name, task] of tasks) {
      if (stopped) return
      const startedAt = performance.now()
      dueWorkLag.observe({ task: name }, (startedAt - askedAt) / 1000)
      // One task that fails (a database hiccup) does not keep the others from running; the next run retries it.
      await task(clock.now()).catch((error: unknown) => {
        dueWorkFailures.inc({ task: name })
        log.error({ err: error, task: name }, 'due work failed')
      })
      dueWorkDuration.observe({ task: name }, (performance.now() - startedAt) / 1000)
    }
  }
  // A run asked for by `soon` and not started yet goes first: once `run` resolves, nothing asked before is left.
  const run = async (askedAt = performance.now()) => {
    await pending
    return (last = last.then(() => runAll(askedAt)))
  }

  return {
    add(name, task) {
      tasks.push([name, task])
    },
    run,
    soon() {
      if (stopped || pending) return
      const askedAt = performance.now()
      pending = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        pending = undefined
        return run(askedAt)
      })
    },
    start(intervalMs) {
      timer = setInterval(() => void run(), intervalMs)
      timer.unref()
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await pending
      await last
    },
  }
}
