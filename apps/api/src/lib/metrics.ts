import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The API's Prometheus metrics (`GET /metrics`, README "Metrics"): requests by route, shop and
 * status with their latency, rate-limit refusals, payment outcomes by method, and the database
 * pool. One registry per app (a test makes many apps in one process); the process's own figures
 * (CPU, memory, event-loop lag, heap) only where `process` is asked for (index.ts).
 */
export interface Metrics {
  readonly registry: Registry;
  /** One answered request: its route pattern (never its path), shop code, status and seconds. */
  request(labels: { method: string; route: string; shop: string; status: number }, seconds: number): void;
  /** A payment moved to `status` (paid, failed, expired, cancelled, refunded…) by its method. */
  payment(method: string, status: string): void;
  /** A Telegram outbox row handled: sent, to retry, or failed for good. */
  telegram(outcome: 'sent' | 'retry' | 'failed'): void;
}

/** What the pool of a PostgreSQL server says of its connections (PGlite has one, always busy or idle). */
export interface PoolState {
  total: number;
  idle: number;
  waiting: number;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: { pool?: () => PoolState | null; process?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.process) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern, shop code and status',
    labelNames: ['method', 'route', 'shop', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer (a streamed answer: to its start), by method, route pattern and shop',
    labelNames: ['method', 'route', 'shop'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Calls refused by a rate limit (429), by route pattern and shop',
    labelNames: ['route', 'shop'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'payment_outcomes_total',
    help: 'Payments moved to a status (paid, failed, expired, cancelled, refunded, awaiting_review), by payment method',
    labelNames: ['method', 'status'] as const,
    registers: [registry],
  });
  const telegram = new Counter({
    name: 'telegram_outbox_total',
    help: 'Telegram outbox rows handled by this process, by outcome: sent, retry (to try again), failed (kept for the owner)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const pool = options.pool;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the database pool by state: total, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const state = pool();
        if (!state) return;
        this.set({ state: 'total' }, state.total);
        this.set({ state: 'idle' }, state.idle);
        this.set({ state: 'waiting' }, state.waiting);
      },
    });
  }
  return {
    registry,
    request(labels, seconds) {
      const status = String(labels.status);
      requests.inc({ ...labels, status });
      latency.observe({ method: labels.method, route: labels.route, shop: labels.shop }, seconds);
      if (labels.status === 429) refusals.inc({ route: labels.route, shop: labels.shop });
    },
    payment(method, status) {
      payments.inc({ method, status });
    },
    telegram(outcome) {
      telegram.inc({ outcome });
    },
  };
}
