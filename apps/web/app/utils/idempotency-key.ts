import { IDEMPOTENCY_KEY_FIELD } from '@shop/contracts/constants';

// One key per action of the shopper, sent with the action's form (`idempotency_key`) and passed
// on to the API as the Idempotency-Key header: whatever sends that form again (a retry, a second
// submit of the same page) is done once. No Zod here: browser code imports it.

export { IDEMPOTENCY_KEY_FIELD };

/**
 * A random UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost): a shop
 * opened over http on a LAN address has `crypto.getRandomValues` alone, so the UUID is made from it.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // the RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The fields of an action's form with a new key of its own. */
export function withIdempotencyKey<T extends object>(fields: T): T & { [IDEMPOTENCY_KEY_FIELD]: string } {
  return { ...fields, [IDEMPOTENCY_KEY_FIELD]: newIdempotencyKey() };
}
