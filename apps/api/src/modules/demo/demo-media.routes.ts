import {
  bannerSvg,
  brandLogoSvg,
  categorySvg,
  demoLogo,
  IMAGE_MOTIFS,
  type ImageMotif,
  productSvg,
} from '@shop/db/demo-media';
import { LoadCache } from '../../lib/cache';
import { badRequest, notFound } from '../../lib/errors';
import { svgResponse } from '../../lib/images';
import { createRoute, pictureAnswers, type Router, router, z } from '../../routing';

// The demo shops' pictures: drawn from their path (packages/db/src/seed/media-paths.ts), so the
// same path is always the same picture, and their logo files. Demo code, kept apart from the
// media module; the API mounts it so that a database seeded with the demo shops shows them.

const drawn = new LoadCache<string>({ max: 5000 });

function svg(path: string, draw: () => string | Promise<string>) {
  return drawn.get(path, async () => draw()).then(svgResponse);
}

function colour(value: string): string {
  if (!/^[0-9a-f]{6}$/i.test(value)) throw notFound('No such image');
  return `#${value.toLowerCase()}`;
}

function motif(value: string): ImageMotif {
  if (!(IMAGE_MOTIFS as readonly string[]).includes(value)) throw notFound('No such image');
  return value as ImageMotif;
}

/** `name.svg` → `name`; anything else is no image of ours. */
function stem(file: string): string {
  if (!file.endsWith('.svg')) throw notFound('No such image');
  return file.slice(0, -4);
}

/**
 * The last segment of a URL's path decoded once, as the seed encoded it. Hono's parameter is
 * decoded already, but keeps a malformed escape as it came (`%zz`, a bare `%`), so it cannot tell
 * `%25zz` from `%zz`; the segment as sent can, and a malformed one is the caller's 400.
 */
function lastSegment(url: string): string {
  const raw = new URL(url).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    throw badRequest('the path is not valid URL encoding');
  }
}

const svgAnswers = pictureAnswers('image/svg+xml', 'An SVG picture, cacheable for a year', {
  400: 'The path is not valid URL encoding',
  404: 'No such picture',
});
const text = (description: string) => z.string().describe(description);

const logo = createRoute({
  method: 'get',
  path: '/media/logos/{file}',
  summary: "A demo shop's logo",
  request: { params: z.object({ file: text('S001.svg') }) },
  responses: svgAnswers,
});
const product = createRoute({
  method: 'get',
  path: '/media/gen/product/{motif}/{colour}/{file}',
  summary: "A demo product's picture",
  request: {
    params: z.object({ motif: text('What it shows'), colour: text('rrggbb'), file: text('1.svg to 3.svg') }),
  },
  responses: svgAnswers,
});
const category = createRoute({
  method: 'get',
  path: '/media/gen/category/{motif}/{file}',
  summary: "A demo category's picture",
  request: { params: z.object({ motif: text('What it shows'), file: text('rrggbb.svg') }) },
  responses: svgAnswers,
});
const brand = createRoute({
  method: 'get',
  path: '/media/gen/brand/{colour}/{file}',
  summary: "A demo brand's logo",
  request: { params: z.object({ colour: text('rrggbb'), file: text('The brand name, URL-encoded, .svg') }) },
  responses: svgAnswers,
});
const banner = createRoute({
  method: 'get',
  path: '/media/gen/banner/{from}/{to}/{file}',
  summary: "A demo home banner's picture",
  request: { params: z.object({ from: text('rrggbb'), to: text('rrggbb'), file: text('motif.svg') }) },
  responses: svgAnswers,
});

export const demoMediaRoutes: Router = router()
  .openapi(logo, async (c) => {
    const body = await demoLogo(c.req.valid('param').file);
    if (body === null) throw notFound('No such logo');
    return svg(c.req.path, () => body);
  })
  .openapi(product, (c) => {
    const { motif: m, colour: hex, file } = c.req.valid('param');
    const index = Number(stem(file));
    if (!Number.isInteger(index) || index < 1 || index > 3) throw notFound('No such image');
    return svg(c.req.path, () => productSvg(motif(m), colour(hex), index));
  })
  .openapi(category, (c) => {
    const { motif: m, file } = c.req.valid('param');
    return svg(c.req.path, () => categorySvg(motif(m), colour(stem(file))));
  })
  .openapi(brand, (c) => {
    const { colour: hex } = c.req.valid('param');
    const name = stem(lastSegment(c.req.url));
    if (name.length < 1 || name.length > 40) throw notFound('No such image');
    return svg(c.req.path, () => brandLogoSvg(name, colour(hex)));
  })
  .openapi(banner, (c) => {
    const { from, to, file } = c.req.valid('param');
    return svg(c.req.path, () => bannerSvg([colour(from), colour(to)], motif(stem(file))));
  });
