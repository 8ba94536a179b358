import { describe, expect, it } from 'vitest';
import { readEnv, sameOriginMedia } from './env.server';

describe('the environment of the storefront', () => {
  it('believes no X-Forwarded-For unless TRUST_PROXY says so (true|false|1|0)', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
    expect(readEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(() => readEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it("serves the asset host's pictures on the shop's origin unless SAME_ORIGIN_MEDIA is off", () => {
    expect(sameOriginMedia(readEnv({ API_URL: 'http://127.0.0.1:4100' }))).toBe('http://localhost:4100');
    expect(sameOriginMedia(readEnv({ ASSET_HOST: 'https://cdn.example/' }))).toBe('https://cdn.example');
    expect(sameOriginMedia(readEnv({ ASSET_HOST: 'https://cdn.example', SAME_ORIGIN_MEDIA: '0' }))).toBe(
      undefined,
    );
  });
});
