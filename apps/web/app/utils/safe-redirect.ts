/**
 * A path of this site to return to after login, or `fallback`: only '/…' paths, never '//host',
 * '/\host' or an absolute URL (an open redirect would send shoppers to someone else's site).
 */
export function safeRedirect(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.includes('\\') || value.startsWith('//')) return fallback;
  if ([...value].some((c) => c.charCodeAt(0) < 32)) return fallback;
  try {
    const url = new URL(value, 'http://shop.invalid');
    if (url.origin !== 'http://shop.invalid') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
