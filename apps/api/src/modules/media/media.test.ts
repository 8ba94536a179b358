import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let mediaDir: string;
let original: Buffer;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'media-test-'));
  await mkdir(join(mediaDir, 'uploads'));
  original = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  await writeFile(join(mediaDir, 'uploads', 'photo.png'), original);
  await writeFile(
    join(mediaDir, 'uploads', 'small.jpg'),
    await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer(),
  );
  api = await createTestApi({ mediaDir });
});
afterAll(async () => {
  await api?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

async function image(path: string) {
  const res = await api.app.request(path);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('uploaded pictures and their resized variants', () => {
  it('serves the original with its type and a long cache life', async () => {
    const { res, body } = await image('/media/uploads/photo.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(body.equals(original)).toBe(true);
  });

  it('resizes to a listed width as WebP, keeping the aspect ratio, and keeps the variant on disk', async () => {
    const { res, body } = await image('/media/uploads/photo.png?w=320');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 160]);
    expect(await readdir(join(mediaDir, 'cache', '320'))).toEqual(['photo.png.webp']);
    const again = await image('/media/uploads/photo.png?w=320');
    expect(again.body.equals(body)).toBe(true);
  });

  it('never enlarges a small picture', async () => {
    const { body } = await image('/media/uploads/small.jpg?w=1280');
    expect((await sharp(body).metadata()).width).toBe(300);
  });

  it('resizes once when many ask for the same new variant at the same time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => image('/media/uploads/photo.png?w=640')),
    );
    expect(answers.every((a) => a.res.status === 200 && a.body.equals(answers[0]!.body))).toBe(true);
    const files = await readdir(join(mediaDir, 'cache', '640'));
    expect(files).toEqual(['photo.png.webp']);
  });

  it('refuses widths outside the list with a 400 that names w', async () => {
    for (const w of ['4000', '0', 'abc', '320.5']) {
      const res = await api.get(`/media/uploads/photo.png?w=${w}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^w must be one of 160, 320/);
    }
  });

  it('answers 404 for missing pictures and for names that try to leave the folder', async () => {
    for (const path of [
      '/media/uploads/nothing.png',
      '/media/uploads/nothing.png?w=320',
      '/media/uploads/..%2F..%2Fetc%2Fpasswd',
      '/media/uploads/.hidden.png',
      '/media/uploads/photo.svg',
    ]) {
      expect((await api.get(path)).status, path).toBe(404);
    }
  });
});
