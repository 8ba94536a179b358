import { describe, expect, it } from 'vitest';
import { readEnv } from './env.server';

describe('the environment of the storefront', () => {
  it('believes no X-Forwarded-For unless TRUST_PROXY says so (true|false|1|0)', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
    expect(readEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(() => readEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
