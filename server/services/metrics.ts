import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The API process's metrics (decision 0030), read at `/metrics` in the Prometheus text format. One registry per
 * process: several apps built in one test process share it, and their tests read how a series moves.
 */
export const metricsRegistry = new Registry()
collectDefaultMetrics({ register: metricsRegistry })

const registers = [metricsRegistry]

/** By route pattern (`/api/blog/:id`), never the raw address: the number of series stays bounded. */
export const httpRequests = new Counter({
  name: 'school_api_requests_total',
  help: 'Requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
})

export const httpDuration = new Histogram({
  name: 'school_api_request_duration_seconds',
  help: 'Time to answer a request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
})

export const mailsSent = new Counter({ name: 'school_mails_sent_total', help: 'Mails the outbox handed to the mail server', registers })
export const mailsRefused = new Counter({
  name: 'school_mails_send_errors_total',
  help: 'Attempts the mail server refused (retried later)',
  registers,
})
export const mailsFailed = new Counter({ name: 'school_mails_failed_total', help: 'Mails given up after the last attempt', registers })
export const mailsQueued = new Gauge({ name: 'school_mails_queued', help: 'Mails waiting in the outbox, due or not', registers })
export const oldestDueMail = new Gauge({
  name: 'school_mails_oldest_due_seconds',
  help: 'How long the oldest due mail has been waiting (0: none)',
  registers,
})

export const dueWorkLag = new Histogram({
  name: 'school_due_work_lag_seconds',
  help: 'How late each due task starts after its run was asked for (a timer tick, a write)',
  labelNames: ['task'] as const,
  buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers,
})
export const dueWorkDuration = new Histogram({
  name: 'school_due_work_duration_seconds',
  help: 'Time each due task takes',
  labelNames: ['task'] as const,
  buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60],
  registers,
})
export const dueWorkFailures = new Counter({
  name: 'school_due_work_failures_total',
  help: 'Runs of a due task that failed (retried at the next run)',
  labelNames: ['task'] as const,
  registers,
})

export const poolConnections = new Gauge({
  name: 'school_db_pool_connections',
  help: 'PostgreSQL pool connections by state (absent on PGlite)',
  labelNames: ['state'] as const,
  registers,
})
