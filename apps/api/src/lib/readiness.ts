import type { Database } from '@shop/db';
import { sql } from 'drizzle-orm';

/** How long /health waits for the database: well under a load balancer's check timeout. */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * True when the database answers `select 1` within `timeoutMs`. Any failure counts as down: a
 * readiness check says whether calls can be served now, not why not (the pool logs that).
 */
export async function databaseAnswers(db: Database, timeoutMs = READINESS_TIMEOUT_MS): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
