// What a query fails with when the database itself is gone (restarted, failing over, unreachable),
// as opposed to a failure of the query: the first is worth trying again in a moment, the second
// is a bug or a refusal.

/** SQLSTATEs of a server that is shutting down, starting, or has dropped the connection. */
const SERVER_CODES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown or a restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, or in recovery
  '53300', // too_many_connections
]);

/** Node's socket errors on the way to the server. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres says these in words only (no code). */
const DRIVER_MESSAGES = [
  /Connection terminated/i, // "… unexpectedly", "… due to connection timeout"
  /timeout exceeded when trying to connect/i, // the pool's connectionTimeoutMillis
  /is not queryable/i, // a client that already lost its connection, or a pool being closed
  /terminating connection/i,
];

/**
 * True when `error` (or what it wraps: Drizzle's `DrizzleQueryError` keeps the driver's error as
 * its `cause`) says the database cannot be reached right now. SQLSTATE class 08 is "connection
 * exception" as a whole (08000, 08003, 08006, …).
 */
export function isConnectionError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length) {
    const current = pending.pop();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code.startsWith('08') || SERVER_CODES.has(code) || SOCKET_CODES.has(code)) return true;
    }
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(current.message))) return true;
    pending.push(current.cause);
    // A connection to `localhost` tries every address and fails with all of them at once.
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
  return false;
}

/** One line about a connection error: its code and first line, never a stack. */
export function describeConnectionError(error: unknown): string {
  let current: unknown = error;
  // The driver's error says more than Drizzle's "Failed query: …" around it.
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (!(current instanceof Error)) return String(current);
  const code = (current as { code?: unknown }).code;
  const message = current.message.split('\n', 1)[0] || current.name;
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}` : message;
}
