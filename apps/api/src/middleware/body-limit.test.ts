import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { DEMO_CUSTOMER } from '@shop/db/seed';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../modules/media/uploads';
import { createTestApi, forwardedFrom, type TestApi } from '../test/harness';

// The body limits as a client meets them: through the real Node server (@hono/node-server), with a
// Content-Length or chunked, and through app.request as the other tests call the app.

let api: TestApi;
let server: ReturnType<typeof serve>;
let port: number;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'body-limit-test-'));
  api = await createTestApi({ mediaDir });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await api?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: any;
  /** Bytes of the body the client had written when the answer came. */
  written: number;
}

/**
 * Sends a POST whose body is `size` bytes of `fill`, in 16 KB chunks, and resolves with the first
 * answer. `declare` sends Content-Length (possibly a lie about a body never sent in full); without
 * it the body goes chunked. `stopAfter` stops writing (without ending) after that many bytes, so a
 * server that waits for the whole body never answers.
 */
function post(
  path: string,
  options: {
    headers?: Record<string, string>;
    body: Buffer;
    declare?: number;
    stopAfter?: number;
  },
): Promise<Answer> {
  const { body, declare, stopAfter = body.length } = options;
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within 5 s (${written} bytes written)`));
    }, 5_000);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          ...options.headers,
          ...(declare === undefined ? { 'transfer-encoding': 'chunked' } : { 'content-length': declare }),
        },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString();
          const json = (res.headers['content-type'] ?? '').includes('json');
          resolve({ status: res.statusCode ?? 0, body: json ? JSON.parse(text) : text, written });
          req.destroy();
        });
      },
    );
    // The server may close the connection once it has answered: not the test's failure.
    req.on('error', (error) => {
      if (!answered) {
        clearTimeout(timer);
        reject(error);
      }
    });
    const write = () => {
      while (written < stopAfter && !answered) {
        const chunk = body.subarray(written, Math.min(written + 16 * 1024, stopAfter));
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (written >= body.length && !answered) req.end();
    };
    write();
  });
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
/** A login body of `size` bytes: a password padded with spaces. */
const bigLogin = (size: number) => {
  const head = json({ email: DEMO_CUSTOMER.email, password: '' });
  return Buffer.concat([head.subarray(0, -2), Buffer.alloc(size - head.length, 'x'), head.subarray(-2)]);
};
const LOGIN = '/api/auth/login';
const SHOP = { 'x-store-code': 'S001', 'content-type': 'application/json' };
const TOO_LARGE = {
  code: 413,
  message: 'The request body is too large: at most 64 KB',
  data: null,
  request_id: expect.any(String),
};

describe('the request body limit (64 KB for JSON and forms)', () => {
  it('refuses a huge login at once from its Content-Length, before the body is read', async () => {
    const body = bigLogin(1024 * 1024);
    const res = await post(LOGIN, { headers: SHOP, body, declare: 300 * 1024 * 1024, stopAfter: 64 * 1024 });
    expect(res).toMatchObject({ status: 413, body: TOO_LARGE });
  });

  it('refuses a chunked login (no Content-Length) once 64 KB have come, before the rest is sent', async () => {
    const body = bigLogin(1024 * 1024);
    const res = await post(LOGIN, { headers: SHOP, body, stopAfter: 256 * 1024 });
    expect(res).toMatchObject({ status: 413, body: TOO_LARGE });
  });

  it('refuses an oversized login through app.request, as the other tests call the app', async () => {
    const res = await api.send('POST', LOGIN, {
      headers: { 'x-store-code': 'S001' },
      body: bigLogin(64 * 1024 + 1).toString(),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(TOO_LARGE);
  });

  it('still takes a small body, with a Content-Length or chunked', async () => {
    const body = json({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    const declared = await post(LOGIN, {
      headers: { ...SHOP, ...forwardedFrom('10.200.0.1') },
      body,
      declare: body.length,
    });
    expect(declared.status).toBe(200);
    expect(declared.body.data.customer.email).toBe(DEMO_CUSTOMER.email);
    const chunked = await post(LOGIN, { headers: { ...SHOP, ...forwardedFrom('10.200.0.2') }, body });
    expect(chunked.status).toBe(200);
    // A body of exactly the limit is not too large (its password is, which the route then says).
    const padded = bigLogin(64 * 1024);
    expect(padded.length).toBe(64 * 1024);
    const atLimit = await post(LOGIN, {
      headers: { ...SHOP, ...forwardedFrom('10.200.0.3') },
      body: padded,
      declare: padded.length,
    });
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.message).toMatch(/^password: /);
  });
});

describe('the upload limit (8 MB on POST /api/upload)', () => {
  let token: string;
  beforeAll(async () => {
    token = await api.tokenFor('S001');
  });

  /** A multipart body with one file of exactly `size` bytes: a real JPEG padded at its end. */
  async function multipart(size: number) {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a00' } })
      .jpeg()
      .toBuffer();
    const file = Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    const boundary = 'limit-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="r.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return {
      body,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    };
  }
  const UPLOAD = '/api/upload?store_code=S001';
  const FILE_TOO_LARGE = {
    code: 413,
    message: 'file must be at most 8 MB',
    data: null,
    request_id: expect.any(String),
  };

  it('takes a file of exactly 8 MB, with a Content-Length or chunked', async () => {
    const { body, headers } = await multipart(MAX_UPLOAD_BYTES);
    const declared = await post(UPLOAD, { headers, body, declare: body.length });
    expect(declared.status, JSON.stringify(declared.body)).toBe(200);
    expect(declared.body.data.image_url).toMatch(/\/api\/receipts\/[0-9a-f]{32}\.jpg$/);
    const chunked = await post(UPLOAD, { headers, body });
    expect(chunked.status, JSON.stringify(chunked.body)).toBe(200);
  });

  it('refuses a file one byte over 8 MB with a 413', async () => {
    const { body, headers } = await multipart(MAX_UPLOAD_BYTES + 1);
    const res = await post(UPLOAD, { headers, body, declare: body.length });
    expect(res).toMatchObject({ status: 413, body: FILE_TOO_LARGE });
  });

  it('refuses a body far over the limit before reading it, with a Content-Length or chunked', async () => {
    const { body, headers } = await multipart(12 * 1024 * 1024);
    const declared = await post(UPLOAD, { headers, body, declare: 300 * 1024 * 1024, stopAfter: 64 * 1024 });
    expect(declared).toMatchObject({ status: 413, body: FILE_TOO_LARGE });
    const chunked = await post(UPLOAD, { headers, body, stopAfter: 9 * 1024 * 1024 });
    expect(chunked).toMatchObject({ status: 413, body: FILE_TOO_LARGE });
  });

  it('does not read the body of a caller who is not signed in', async () => {
    const { body, headers } = await multipart(1024 * 1024);
    const res = await post(UPLOAD, {
      headers: { 'content-type': headers['content-type'] },
      body,
      declare: body.length,
      stopAfter: 16 * 1024,
    });
    expect(res.status).toBe(401);
  });
});

describe('a refused body on a kept-alive connection', () => {
  /**
   * Sends `bodies` one after another over one kept-alive socket (an Agent of one socket), as a
   * proxy's upstream pool or Node's fetch does: every request gets an answer, the one after a 413
   * included (on the same socket, or on a new one once the server said `Connection: close`).
   */
  async function inSequence(bodies: Buffer[]) {
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answers: { status: number; connection: string | undefined }[] = [];
    try {
      for (const body of bodies) {
        answers.push(
          await new Promise((resolve, reject) => {
            const req = request(
              {
                host: '127.0.0.1',
                port,
                method: 'POST',
                path: LOGIN,
                agent,
                headers: { ...SHOP, ...forwardedFrom('10.201.0.1'), 'content-length': body.length },
              },
              (res) => {
                res.resume();
                res.on('end', () =>
                  resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
                );
              },
            );
            req.on('error', reject);
            req.end(body);
          }),
        );
      }
    } finally {
      agent.destroy();
    }
    return answers;
  }

  it('answers 413 with Connection: close, and the next requests on that connection get answers', async () => {
    const small = json({ email: DEMO_CUSTOMER.email, password: 'wrong-password-1' });
    const answers = await inSequence([bigLogin(300 * 1024), small, small]);
    expect(answers.map((a) => a.status)).toEqual([413, 401, 401]);
    expect(answers[0]?.connection).toBe('close');
  });

  it('the same through fetch (undici), as the storefront calls: a 300 KB checkout, then two small calls', async () => {
    const url = `http://127.0.0.1:${port}`;
    const big = await fetch(`${url}/api/checkout`, {
      method: 'POST',
      headers: SHOP,
      body: JSON.stringify({ note: 'x'.repeat(300 * 1024) }),
    });
    expect(big.status).toBe(413);
    await big.text();
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${url}/api/store/info?domain=localhost`);
      expect(res.status).toBe(200);
      await res.text();
    }
  });
});
