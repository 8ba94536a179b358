import { describe, expect, it } from 'vitest';
import { clientAddress } from './session.server';

describe("the shopper's address", () => {
  const headers = (fields: Record<string, string>) => new Headers(fields);

  it('is the peer the Node server saw, whatever X-Forwarded-For says, by default', () => {
    const sent = headers({ 'x-client-address': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' });
    expect(clientAddress(sent, false)).toBe('203.0.113.7');
  });

  it("is the first X-Forwarded-For entry with TRUST_PROXY, else the peer's address", () => {
    const proxied = headers({ 'x-client-address': '10.0.0.2', 'x-forwarded-for': ' 198.51.100.1, 10.0.0.1' });
    expect(clientAddress(proxied, true)).toBe('198.51.100.1');
    expect(clientAddress(headers({ 'x-client-address': '10.0.0.2' }), true)).toBe('10.0.0.2');
  });

  it('is unknown without either header', () => {
    expect(clientAddress(headers({}), true)).toBeNull();
  });
});
