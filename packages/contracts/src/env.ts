import { z } from 'zod';

/** A yes/no setting of the environment: `true`, `false`, `1` or `0`, else the default. */
export function envFlag(fallback: boolean) {
  return z
    .enum(['true', 'false', '1', '0'], { error: 'must be true, false, 1 or 0' })
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');
}

/** The environment read through a schema: a wrong value stops the process with every problem named. */
export function parseEnv<T extends z.ZodType>(
  schema: T,
  source: Record<string, string | undefined>,
): z.infer<T> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
