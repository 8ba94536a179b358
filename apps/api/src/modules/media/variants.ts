import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageWidth } from '@shop/contracts';
import sharp from 'sharp';

// A fixed list of widths (not any `w`): the disk cache stays bounded and nobody can make the
// server resize one picture into a thousand files.
export { IMAGE_WIDTHS, type ImageWidth } from '@shop/contracts';

/** Uploaded pictures are stored under one flat folder with safe names (see `isUploadName`). */
export const UPLOADS = 'uploads';
const CACHE = 'cache';

const RASTER_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

export function isUploadName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9_-]{0,120}\.(jpe?g|png|webp|avif|gif)$/.test(name);
}

export function contentType(name: string): string {
  return RASTER_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** Work already under way, so that twenty first requests for one variant resize it once. */
const inFlight = new Map<string, Promise<Buffer | null>>();

/**
 * An uploaded picture `name` resized to `width` (never enlarged), as WebP, cached on disk under
 * `<mediaDir>/cache/<width>/`. Null when the original does not exist.
 */
export async function resizedVariant(
  mediaDir: string,
  name: string,
  width: ImageWidth,
): Promise<Buffer | null> {
  const cached = join(mediaDir, CACHE, String(width), `${name}.webp`);
  const hit = await readFile(cached).catch(() => null);
  if (hit) return hit;
  const key = `${width}/${name}`;
  let work = inFlight.get(key);
  if (!work) {
    work = resize(join(mediaDir, UPLOADS, name), cached, width).finally(() => inFlight.delete(key));
    inFlight.set(key, work);
  }
  return work;
}

async function resize(source: string, target: string, width: number): Promise<Buffer | null> {
  const exists = await stat(source).catch(() => null);
  if (!exists?.isFile()) return null;
  const body = await sharp(source, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  await mkdir(join(target, '..'), { recursive: true });
  // Written aside, then renamed: a reader never sees half a file, two writers never mix.
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, target);
  return body;
}
