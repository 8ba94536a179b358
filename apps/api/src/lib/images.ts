/** The picture shown for a missing image (served by the media module). */
export const PLACEHOLDER_IMAGE_PATH = '/media/placeholder.svg';

/** An absolute image URL: relative paths get the asset host, a missing image the placeholder. */
export function assetUrl(assetHost: string, path: string | null | undefined): string {
  if (!path) return `${assetHost}${PLACEHOLDER_IMAGE_PATH}`;
  if (/^https?:\/\//i.test(path)) return path;
  return `${assetHost}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** How long a picture whose address never changes may be kept: a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** An SVG answer that never changes for its address. */
export function svgResponse(body: string): Response {
  return new Response(body, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': IMMUTABLE },
  });
}
