import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors';

/** Parses input with a schema; a failure is a 400 that names every wrong field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const message = result.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw badRequest(message);
}

/** The JSON body of a request; an empty body is `{}` (the schema then names what is missing), anything else that is not JSON a 400. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('the request body must be JSON');
  }
}
