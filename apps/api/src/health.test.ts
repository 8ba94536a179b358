import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorResponse } from './middleware/on-error';
import { createTestApi } from './test/harness';

// /health is a readiness check: 200 while the database answers `select 1`, else 503 with
// Retry-After. (The PostgreSQL cases, a server gone or not answering, are in database-outage.test.ts.)

describe('GET /health', () => {
  it('answers 200, up, while the database answers', async () => {
    const api = await createTestApi();
    try {
      const res = await api.get('/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 0, message: 'OK', data: { status: 'up', database: 'up' } });
    } finally {
      await api.close();
    }
  });

  it('answers 503, database down, with Retry-After, once the database is gone', async () => {
    const api = await createTestApi();
    await api.close();
    const res = await api.get('/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body).toMatchObject({ code: 503, data: { status: 'down', database: 'down' } });
  });
});

describe('a call that meets an unreachable database', () => {
  const appThrowing = (error: unknown) =>
    new Hono()
      .get('/', () => {
        throw error;
      })
      .onError(errorResponse);

  it('answers 503 with Retry-After in the envelope, not a 500', async () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    for (const error of [
      new DrizzleQueryError('select 1', [], lost),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
    ]) {
      const res = await appThrowing(error).request('/');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ code: 503, message: expect.stringMatching(/database/), data: null });
    }
  });
});
