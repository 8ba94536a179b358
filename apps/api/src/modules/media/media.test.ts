import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let mediaDir: string;
let receiptsDir: string;
let original: Buffer;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'media-test-'));
  receiptsDir = await mkdtemp(join(tmpdir(), 'receipts-test-'));
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
  api = await createTestApi({ mediaDir, receiptsDir });
});
afterAll(async () => {
  await api?.close();
  await rm(mediaDir, { recursive: true, force: true });
  await rm(receiptsDir, { recursive: true, force: true });
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
    // Shown on the shops' own origins too: opened on its own, it runs nothing.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
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

describe('the placeholder picture', () => {
  it('is a small SVG drawing with no text but "No image", cacheable for a year', async () => {
    const { res, body } = await image('/media/placeholder.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const svg = body.toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 800 800"/);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/href=|url\(|script/);
    expect([...svg.matchAll(/>([^<]+)</g)].map((m) => m[1])).toEqual(['No image']);
  });
});

describe('POST /api/upload', () => {
  async function upload(file: Blob | string | null, options: { token?: string; name?: string } = {}) {
    const form = new FormData();
    if (typeof file === 'string') form.set('file', file);
    else if (file !== null) form.set('file', file, options.name ?? 'receipt.jpg');
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await api.app.request('/api/upload?store_code=S001', { method: 'POST', body: form, headers });
    return { status: res.status, body: (await res.json()) as any };
  }
  const jpegWithGps = () =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: '#0a0' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret shopper', Artist: 'Somebody' } })
      .toBuffer();

  it('needs a signed-in customer', async () => {
    const res = await upload(new Blob([await jpegWithGps()], { type: 'image/jpeg' }));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('please login first');
  });

  it('stores a receipt without its metadata under a name made from its content, for its customer only', async () => {
    const token = await api.tokenFor('S001');
    const bytes = await jpegWithGps();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const first = await upload(new Blob([bytes], { type: 'image/jpeg' }), { token });
    expect(first.status).toBe(200);
    expect(first.body.data.image_url).toMatch(/^http:\/\/assets\.test\/api\/receipts\/[0-9a-f]{32}\.jpg$/);
    expect(first.body.image_url).toBe(first.body.data.image_url);
    const path = new URL(first.body.data.image_url).pathname;
    const own = await api.app.request(`${path}?store_code=S001`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const meta = await sharp(Buffer.from(await own.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 400, 300, undefined]);
    const again = await upload(new Blob([bytes], { type: 'image/jpeg' }), { token, name: 'other-name.jpg' });
    expect(again.body.data.image_url).toBe(first.body.data.image_url);
  });

  it('never serves a receipt publicly, to a stranger, to another customer or to another shop', async () => {
    const token = await api.tokenFor('S001');
    const { body } = await upload(
      new Blob([
        await sharp({ create: { width: 50, height: 40, channels: 3, background: '#123' } })
          .png()
          .toBuffer(),
      ]),
      { token, name: 'r.png' },
    );
    const name = new URL(body.data.image_url).pathname.split('/').pop() as string;
    // Not under the public media, not found in the public folder.
    expect((await image(`/media/uploads/${name}`)).res.status).toBe(404);
    expect(JSON.stringify(await readdir(mediaDir, { recursive: true }))).not.toContain(name);
    // Without a token: 401; another customer of the shop, or the same person's account in
    // another shop: 404, as if it did not exist.
    const path = `/api/receipts/${name}`;
    expect((await api.app.request(`${path}?store_code=S001`)).status).toBe(401);
    const other = await api.send('POST', '/api/auth/register', {
      headers: { 'x-store-code': 'S001' },
      body: {
        name: 'Other',
        email: `other-${Date.now()}@example.com`,
        phone: '012345699',
        password: 'other-pass-123',
      },
    });
    expect(other.status).toBe(200);
    const asOther = await api.app.request(`${path}?store_code=S001`, {
      headers: { authorization: `Bearer ${other.body.data.token}` },
    });
    expect(asOther.status).toBe(404);
    const otherShop = await api.tokenFor('S002');
    const inOtherShop = await api.app.request(`${path}?store_code=S002`, {
      headers: { authorization: `Bearer ${otherShop}` },
    });
    expect(inOtherShop.status).toBe(404);
    // A name that tries to leave the folder is not one.
    const leaving = await api.app.request(`/api/receipts/..%2F..%2Fetc%2Fpasswd?store_code=S001`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(leaving.status).toBe(404);
  });

  it('refuses what is not a JPEG, PNG or WebP picture, whatever its name says', async () => {
    const token = await api.tokenFor('S001');
    const text = await upload(new Blob(['<?php echo 1; ?>'], { type: 'image/png' }), {
      token,
      name: 'x.png',
    });
    expect([text.status, text.body.message]).toEqual([400, 'file must be a JPEG, PNG or WebP picture']);
    const svg = await upload(
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'], {
        type: 'image/svg+xml',
      }),
      { token, name: 'x.svg' },
    );
    expect([svg.status, svg.body.message]).toEqual([400, 'file must be a JPEG, PNG or WebP picture']);
    const missing = await upload(null, { token });
    expect([missing.status, missing.body.message]).toEqual([400, 'file is required']);
    const field = await upload('just text', { token });
    expect([field.status, field.body.message]).toEqual([400, 'file is required']);
    const json = await api.send('POST', '/api/upload?store_code=S001', { token, body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.message).toMatch(/multipart\/form-data/);
  });

  it('refuses a file over 8 MB with a 413', async () => {
    const token = await api.tokenFor('S001');
    const res = await upload(new Blob([new Uint8Array(9 * 1024 * 1024)], { type: 'image/jpeg' }), { token });
    expect([res.status, res.body.message]).toEqual([413, 'file must be at most 8 MB']);
  });
});
