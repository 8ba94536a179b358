/**
 * The host name of a Host header (or of a `domain` the storefront asks about): port and trailing
 * dot removed, lowercased; null when missing or not a host name (such a value matches no shop).
 * The storefront and the API both normalise with this one function, so a host means the same shop
 * to both.
 */
export function normalizeHost(header: string | null | undefined): string | null {
  if (!header) return null;
  let host = header.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end < 0) return null;
    host = host.slice(0, end + 1);
  } else {
    host = host.replace(/:\d*$/, '').replace(/\.$/, '');
  }
  if (!/^[a-z0-9.-]{1,253}$|^\[[0-9a-f:.]+\]$/.test(host)) return null;
  return host;
}
