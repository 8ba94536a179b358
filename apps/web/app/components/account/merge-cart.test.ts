import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../constants';
import { mergeGuestCart } from './merge-cart';

// The merge at login, in a browser made of a localStorage and a fetch.

let storage: Map<string, string>;
let answers: number[];
let sent: FormData[];

const line = (id: number) => ({ id, name: `P${id}`, image: '', price: 1, quantity: 1, variant_option_id: 0 });

beforeEach(() => {
  storage = new Map();
  sent = [];
  answers = [];
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    dispatchEvent: () => true,
  });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(init.body as FormData);
    const status = answers.shift() ?? 200;
    return new Response(JSON.stringify({ ok: status === 200, message: '' }), { status });
  });
  storage.set(STORAGE_KEYS.cart, JSON.stringify([line(1), line(2)]));
  storage.set(STORAGE_KEYS.cartKey, 'guest-cart-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('merging the guest cart at login', () => {
  it('sends the cart once with its merge key and an idempotency key, then empties it', async () => {
    expect(await mergeGuestCart('en')).toBe('merged');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('merge_key')).toBe('guest-cart-1');
    expect(sent[0]?.get('idempotency_key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(storage.get(STORAGE_KEYS.cart)).toBe('[]');
    expect(storage.has(STORAGE_KEYS.cartKey)).toBe(false);
  });

  it('keeps the cart and tries again on the next page after a failure that may pass', async () => {
    answers = [502, 429, 200];
    expect(await mergeGuestCart('en')).toBe('later');
    expect(await mergeGuestCart('en')).toBe('later');
    expect(await mergeGuestCart('en')).toBe('merged');
    expect(sent).toHaveLength(3);
  });

  it('stops sending a cart refused for good (a 400: over 100 lines), keeps it, and says so once', async () => {
    answers = [400];
    expect(await mergeGuestCart('en')).toBe('refused');
    expect(await mergeGuestCart('en')).toBe('later');
    expect(await mergeGuestCart('en')).toBe('later');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(storage.get(STORAGE_KEYS.cart) ?? '[]')).toHaveLength(2);
    // A changed cart is another cart: it is sent.
    storage.set(STORAGE_KEYS.cart, JSON.stringify([line(1)]));
    expect(await mergeGuestCart('en')).toBe('merged');
    expect(sent).toHaveLength(2);
  });
});
