import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Reply {
  status: number;
  body: unknown;
}

/**
 * A loopback HTTP server for the fakes, with the controls they share: fail the next calls with a
 * status, hold the next answers back, and a log of every request.
 */
export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  /** The next `count` calls answer `status` (500 by default) without doing anything. */
  failNext(count?: number, status?: number): void;
  /** The next `count` answers wait `ms` first (longer than a client's timeout: a timeout). */
  delayNext(ms: number, count?: number): void;
  close(): Promise<void>;
}

export async function startFakeServer(handle: (request: RecordedRequest) => Reply): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const failures: number[] = [];
  const delays: number[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const failure = failures.shift();
      const reply =
        failure === undefined
          ? handle(request)
          : { status: failure, body: { name: 'INTERNAL_SERVER_ERROR', message: 'fake failure' } };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      };
      const delay = delays.shift();
      if (delay === undefined) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, delay);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(count = 1, status = 500) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    delayNext(ms, count = 1) {
      for (let i = 0; i < count; i++) delays.push(ms);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

export function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

export function header(request: RecordedRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
