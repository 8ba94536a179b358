import { mediaPaths } from '@shop/db/seed';

/** An absolute image URL: relative paths get the asset host, a missing image the placeholder. */
export function assetUrl(assetHost: string, path: string | null | undefined): string {
  if (!path) return `${assetHost}${mediaPaths.placeholder}`;
  if (/^https?:\/\//i.test(path)) return path;
  return `${assetHost}${path.startsWith('/') ? '' : '/'}${path}`;
}
