import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bannerSvg, brandLogoSvg, categorySvg, placeholderSvg, productSvg } from '@shop/db/images';
import { IMAGE_MOTIFS, type ImageMotif } from '@shop/db/seed';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { assetUrl } from '../../lib/images';
import { requireCustomer } from '../../middleware/customer';
import { store } from '../../middleware/store';
import { MAX_UPLOAD_BYTES, storeUpload } from './uploads';
import {
  contentType,
  IMAGE_WIDTHS,
  type ImageWidth,
  isUploadName,
  resizedVariant,
  UPLOADS,
} from './variants';

// Demo pictures are drawn from their path (see mediaPaths): the same path is always the same
// picture, so browsers may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const logosDir = new URL('../../../../../packages/db/src/seed/assets/logos/', import.meta.url);

const drawn = new Map<string, string>();
const MAX_DRAWN = 5000;

function svg(path: string, draw: () => string) {
  let body = drawn.get(path);
  if (body === undefined) {
    body = draw();
    if (drawn.size >= MAX_DRAWN) drawn.clear();
    drawn.set(path, body);
  }
  return new Response(body, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': IMMUTABLE },
  });
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

function width(value: string | undefined): ImageWidth | undefined {
  if (value === undefined) return undefined;
  const w = Number(value);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(w))
    throw badRequest(`w must be one of ${IMAGE_WIDTHS.join(', ')}`);
  return w as ImageWidth;
}

export const mediaRoutes = new Hono<AppEnv>()
  // A signed-in customer's picture (a bank-transfer receipt): multipart, field `file`, with the
  // customer's bearer token. Answers the absolute `image_url` the checkout then sends.
  .post(
    '/api/upload',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: () => {
        throw new AppError(413, `file must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
      },
    }),
    store,
    requireCustomer,
    async (c) => {
      if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data'))
        throw badRequest('the body must be multipart/form-data with a file field');
      const form = await c.req.parseBody().catch(() => {
        throw badRequest('the body is not valid multipart/form-data');
      });
      const file = form.file;
      if (!(file instanceof File)) throw badRequest('file is required');
      const { mediaDir, assetHost } = c.get('deps');
      const name = await storeUpload(mediaDir, file);
      const image_url = assetUrl(assetHost, `/media/${UPLOADS}/${name}`);
      return c.json({ code: 0, message: 'Uploaded', data: { image_url }, image_url });
    },
  )
  .get('/media/placeholder.svg', (c) => svg(c.req.path, placeholderSvg))
  // Uploaded pictures: the original, or `?w=` one of IMAGE_WIDTHS as WebP (resized once, kept on
  // disk). Upload names are content-addressed, so a name always means the same bytes.
  .get(`/media/${UPLOADS}/:file`, async (c) => {
    const file = c.req.param('file');
    if (!isUploadName(file)) throw notFound('No such image');
    const w = width(c.req.query('w'));
    const { mediaDir } = c.get('deps');
    const body = w
      ? await resizedVariant(mediaDir, file, w)
      : await readFile(join(mediaDir, UPLOADS, file)).catch(() => null);
    if (!body) throw notFound('No such image');
    return c.body(new Uint8Array(body), 200, {
      'content-type': w ? 'image/webp' : contentType(file),
      'cache-control': IMMUTABLE,
    });
  })
  .get('/media/logos/:file', async (c) => {
    const file = c.req.param('file');
    if (!/^[A-Za-z0-9_-]+\.svg$/.test(file)) throw notFound('No such logo');
    const body = await readFile(new URL(file, logosDir), 'utf8').catch(() => null);
    if (body === null) throw notFound('No such logo');
    return svg(c.req.path, () => body);
  })
  .get('/media/gen/product/:motif/:colour/:file', (c) => {
    const index = Number(stem(c.req.param('file')));
    if (!Number.isInteger(index) || index < 1 || index > 3) throw notFound('No such image');
    const { motif: m, colour: hex } = c.req.param();
    return svg(c.req.path, () => productSvg(motif(m), colour(hex), index));
  })
  .get('/media/gen/category/:motif/:file', (c) =>
    svg(c.req.path, () => categorySvg(motif(c.req.param('motif')), colour(stem(c.req.param('file'))))),
  )
  .get('/media/gen/brand/:colour/:file', (c) => {
    const name = decodeURIComponent(stem(c.req.param('file')));
    if (name.length < 1 || name.length > 40) throw notFound('No such image');
    return svg(c.req.path, () => brandLogoSvg(name, colour(c.req.param('colour'))));
  })
  .get('/media/gen/banner/:from/:to/:file', (c) =>
    svg(c.req.path, () =>
      bannerSvg([colour(c.req.param('from')), colour(c.req.param('to'))], motif(stem(c.req.param('file')))),
    ),
  );
