import { z } from 'zod';

// The only reader of process.env in the web app.
const EnvSchema = z.object({
  /** Where the commerce API listens (server to server). */
  API_URL: z.url().default('http://127.0.0.1:4000'),
  /** Milliseconds before a call to the API is abandoned. */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
