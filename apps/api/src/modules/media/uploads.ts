import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { AppError, badRequest } from '../../lib/errors';

/** Largest upload accepted: a phone photo of a receipt fits easily. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const FILE_TOO_LARGE = `file must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
const MAX_PIXELS = 40_000_000;

/** What an accepted picture is stored as: same family, re-encoded (metadata such as GPS dropped). */
const OUTPUT = {
  jpeg: { ext: 'jpg', encode: (s: Sharp) => s.jpeg({ quality: 85, mozjpeg: true }) },
  png: { ext: 'png', encode: (s: Sharp) => s.png() },
  webp: { ext: 'webp', encode: (s: Sharp) => s.webp({ quality: 85 }) },
} as const;
type Accepted = keyof typeof OUTPUT;

/**
 * Checks that an uploaded file really is a JPEG, PNG or WebP picture (by decoding it, never by
 * its name or declared type), re-encodes it without metadata and stores it in `dir` under a name
 * made from its content. Returns the stored name.
 */
export async function storePicture(dir: string, file: File): Promise<string> {
  if (file.size === 0) throw badRequest('file is empty');
  // The same 413 as the body limit's, which lets a file a little over through with the form.
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError(413, FILE_TOO_LARGE);
  const input = Buffer.from(await file.arrayBuffer());
  const image = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  const meta = await image.metadata().catch(() => null);
  const format = meta?.format as string | undefined;
  if (!format || !(format in OUTPUT)) throw badRequest('file must be a JPEG, PNG or WebP picture');
  const output = OUTPUT[format as Accepted];
  // .rotate() applies the EXIF orientation before the metadata is dropped.
  const body = await output
    .encode(image.rotate())
    .toBuffer()
    .catch(() => {
      throw badRequest('file is not a readable picture');
    });
  const name = `${createHash('sha256').update(body).digest('hex').slice(0, 32)}.${output.ext}`;
  const target = join(dir, name);
  if (!(await stat(target).catch(() => null))) {
    await mkdir(dir, { recursive: true });
    const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, target);
  }
  return name;
}
