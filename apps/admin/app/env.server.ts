import { envFlag, parseEnv } from '@shop/contracts';
import { z } from 'zod';

// The only reader of process.env in the back office's app.
const EnvSchema = z.object({
  /** Where the commerce API listens (server to server): the back office calls its /admin/api. */
  API_URL: z.url().default('http://127.0.0.1:4000'),
  /** Milliseconds before a call to the API is abandoned. */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /**
   * Believe the one reverse proxy in front of the back office: the address it appended to
   * X-Forwarded-For (the last entry) is the staff member's, and its X-Forwarded-Proto says https.
   */
  TRUST_PROXY: envFlag(false),
  /** Shared with the API (its FORWARDED_SECRET): the API then counts the staff member's address. */
  FORWARDED_SECRET: z.string().min(16, 'FORWARDED_SECRET must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

let current: Env | undefined;

/** The environment of this process, read and checked once. */
export function env(): Env {
  current ??= parseEnv(EnvSchema, process.env);
  return current;
}
