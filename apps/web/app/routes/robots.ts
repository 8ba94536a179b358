import { shopContext } from '../context.server';
import type { Route } from './+types/robots';

/** `/robots.txt` of the shop of the Host header. */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(shopContext);
  const lines = [
    'User-agent: *',
    'Allow: /',
    // Answers for scripts, per-shopper pages and endless result pages.
    ...['', '/kh', '/zh'].flatMap((prefix) => [
      `Disallow: ${prefix}/api/`,
      `Disallow: ${prefix}/search`,
      `Disallow: ${prefix}/compare`,
      `Disallow: ${prefix}/buynow/`,
      `Disallow: ${prefix}/checkout`,
      `Disallow: ${prefix}/account/`,
    ]),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
