import { IDEMPOTENCY_KEY_PATTERN } from '@shop/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, withIdempotencyKey } from './idempotency-key';

afterEach(() => vi.unstubAllGlobals());

describe('the key of a shopper action', () => {
  it('is a new UUID each time, one the API takes', () => {
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).not.toBe(b);
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(withIdempotencyKey({ intent: 'add' })).toEqual({
      intent: 'add',
      idempotency_key: expect.any(String),
    });
  });

  it('is made without crypto.randomUUID, which a page over plain http on a LAN address lacks', () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
