import { describe, expect, it } from 'vitest';
import { createTestServer, openTestApi } from '../test/server';
import { contentSecurityPolicy, createNonce, documentSecurityHeaders } from './security-headers.server';

const testApi = openTestApi();

const ASSETS = 'http://localhost:4000';

describe('the security headers of a page', () => {
  it('is a strict policy: scripts and styles by nonce, pictures and fonts from the shop and the asset host', () => {
    expect(contentSecurityPolicy({ nonce: 'abc', assetOrigin: ASSETS })).toBe(
      [
        "default-src 'self'",
        "script-src 'nonce-abc' 'strict-dynamic'",
        "style-src 'self' 'nonce-abc'",
        `img-src 'self' ${ASSETS}`,
        `font-src 'self' ${ASSETS}`,
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ].join('; '),
    );
  });

  it("lets Vite's development server inject styles and talk over its socket, in development only", () => {
    const policy = contentSecurityPolicy({ nonce: 'abc', assetOrigin: ASSETS, development: true });
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("connect-src 'self' ws: wss:");
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic'");
  });

  it('sends HSTS over https only, and turns off the browser features the shop does not use', () => {
    const http = documentSecurityHeaders({ nonce: 'n', assetOrigin: ASSETS, https: false });
    expect(http['Strict-Transport-Security']).toBeUndefined();
    expect(http).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(http['Permissions-Policy']).toContain(`${feature}=()`);
    }
    const https = documentSecurityHeaders({ nonce: 'n', assetOrigin: ASSETS, https: true });
    expect(https['Strict-Transport-Security']).toBe('max-age=31536000');
  });

  it('makes a new 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('a rendered page', () => {
  it('carries the policy, and its nonce on every inline script and style, and no style attribute', async () => {
    const app = createTestServer(testApi());
    for (const path of ['/', '/zh', '/kh/product/1', '/nowhere']) {
      const response = await app.request(path);
      const policy = response.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('strict-transport-security')).toBeNull();
      const html = await response.text();
      const inline = [...html.matchAll(/<(script|style)(?![^>]*\bsrc=)([^>]*)>/g)].filter(
        // Data, not scripts: the product's JSON-LD and the shell's texts (never run).
        ([, , attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''),
      );
      expect(inline.length, path).toBeGreaterThan(2);
      for (const [tag] of inline) expect(tag, path).toContain(`nonce="${nonce}"`);
      expect(html, path).not.toMatch(/<[a-z]+[^>]* style="/);
    }
    // Two pages never share a nonce.
    const [a, b] = await Promise.all([app.request('/'), app.request('/')]);
    expect(a.headers.get('content-security-policy')).not.toBe(b.headers.get('content-security-policy'));
  });
});
