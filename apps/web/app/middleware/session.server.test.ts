import { describe, expect, it } from 'vitest';
import { clientAddress } from './session.server';

describe("the shopper's address", () => {
  const headers = (fields: Record<string, string>) => new Headers(fields);

  it('is the peer the Node server saw, whatever X-Forwarded-For says, by default', () => {
    const sent = headers({ 'x-client-address': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' });
    expect(clientAddress(sent, false)).toBe('203.0.113.7');
  });

  it("is the address our proxy appended (the last X-Forwarded-For entry) with TRUST_PROXY, else the peer's", () => {
    // The shopper wrote 198.51.100.1 themselves; the proxy in front of us saw them at 203.0.113.7.
    const proxied = headers({
      'x-client-address': '10.0.0.2',
      'x-forwarded-for': ' 198.51.100.1, 203.0.113.7 ',
    });
    expect(clientAddress(proxied, true)).toBe('203.0.113.7');
    expect(clientAddress(headers({ 'x-client-address': '10.0.0.2' }), true)).toBe('10.0.0.2');
  });

  it('is unknown without either header', () => {
    expect(clientAddress(headers({}), true)).toBeNull();
  });
});
