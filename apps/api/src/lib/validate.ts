import type { z } from 'zod';
import { badRequest } from './errors';

/** The message of a refused input: every wrong field, named (`page: page must be at least 1`). */
export function issuesMessage(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Parses input with a schema; a failure is a 400 that names every wrong field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badRequest(issuesMessage(result.error.issues));
}
