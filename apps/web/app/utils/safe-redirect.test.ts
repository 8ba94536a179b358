import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths of this site with their query', () => {
    expect(safeRedirect('/kh/account/myaccount/mydata?edit=3', '/')).toBe(
      '/kh/account/myaccount/mydata?edit=3',
    );
  });

  it.each([
    null,
    '',
    'account',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    '/\tx',
    'javascript:alert(1)',
    `/${'a'.repeat(2001)}`,
  ])('refuses %s', (value) => {
    expect(safeRedirect(value, '/fallback')).toBe('/fallback');
  });
});
