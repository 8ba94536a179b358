import { envFlag, parseEnv } from '@shop/contracts';
import { z } from 'zod';

// The only reader of process.env in the web app.
const EnvSchema = z.object({
  /** Where the commerce API listens (server to server). */
  API_URL: z.url().default('http://127.0.0.1:4000'),
  /** Milliseconds before a call to the API is abandoned. */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * Believe the one reverse proxy in front of the storefront: the address it appended to
   * X-Forwarded-For (the last entry) is the shopper's, and its X-Forwarded-Proto says https or not.
   * Off by default: the storefront faces shoppers directly.
   */
  TRUST_PROXY: envFlag(false),
  /**
   * The public origin of the API's `/media` (the API's own ASSET_HOST): the pages' policy allows
   * pictures and fonts from there. Unset, the API's default: localhost on API_URL's port.
   */
  ASSET_HOST: z.url().optional(),
  /**
   * Serve the pictures of the asset host's `/media/` on the shop's own origin (decision 026): pages
   * name them by path (`/media/…`), and this server forwards those requests to the API (behind a
   * proxy, route `/media/` of every shop's host to the API or the CDN there). On by default: a
   * phone then loads a page's pictures over the page's connection, without opening another.
   */
  SAME_ORIGIN_MEDIA: envFlag(true),
  /**
   * The secret shared with the API (its FORWARDED_SECRET): sent with the shopper's address, so the
   * API's per-address limits count shoppers. Without it the API counts this server's address.
   */
  FORWARDED_SECRET: z.string().min(16, 'FORWARDED_SECRET must be at least 16 characters').optional(),
  /** How much the storefront logs (JSON lines on standard output): pino's levels, silent to trace. */
  LOG_LEVEL: z.enum(['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  return parseEnv(EnvSchema, source);
}

/** The origin pictures come from: ASSET_HOST's, or the API's default (localhost, API_URL's port). */
export function assetOrigin({ ASSET_HOST, API_URL }: Pick<Env, 'ASSET_HOST' | 'API_URL'>): string {
  if (ASSET_HOST) return new URL(ASSET_HOST).origin;
  const api = new URL(API_URL);
  return `${api.protocol}//localhost${api.port ? `:${api.port}` : ''}`;
}

/** The asset host's origin whose pictures are served on the shop's own origin, if they are. */
export function sameOriginMedia(
  env: Pick<Env, 'ASSET_HOST' | 'API_URL' | 'SAME_ORIGIN_MEDIA'>,
): string | undefined {
  return env.SAME_ORIGIN_MEDIA ? assetOrigin(env) : undefined;
}

let current: Env | undefined;

/** The environment of this process, read and checked once. */
export function env(): Env {
  current ??= readEnv();
  return current;
}
