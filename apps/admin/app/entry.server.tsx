import { gzipSync } from 'node:zlib';
import { renderToString } from 'react-dom/server';
import type { EntryContext, HandleDataRequestFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceProvider } from './components/nonce';
import { contentSecurityPolicy, createNonce } from './security.server';

/** JSON inside a <script>: nothing in it can close the script or break the line. */
const scriptSafe = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The router's hydration data (its stream of the loaders' answers), read whole: renderToString
 * does not wait for ServerRouter's streaming of it (a suspending part), and a page without it
 * never hydrates in the browser. The back office defers no data, so the stream ends at once.
 */
async function handoffScripts(stream: ReadableStream<Uint8Array> | undefined, nonce: string) {
  if (!stream) return '';
  const data = await new Response(stream).text();
  const controller = 'window.__reactRouterContext.streamController';
  return `<script nonce="${nonce}">${controller}.enqueue(${scriptSafe(JSON.stringify(data))});${controller}.close();</script>`;
}

/**
 * The back office's pages are rendered whole (renderToString: no deferred data here) with a nonce
 * of their own for their inline scripts, named in the page's Content-Security-Policy, and gzipped
 * when the browser takes it: staff often work over mobile data. The router's data follows the
 * page in scripts of ours (handoffScripts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  const nonce = createNonce();
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development'),
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const handoff = await handoffScripts(routerContext.serverHandoffStream, nonce);
  routerContext.serverHandoffStream = undefined;
  const page = `<!DOCTYPE html>${renderToString(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
  )}`;
  const end = page.lastIndexOf('</body>');
  const html = end < 0 ? page + handoff : page.slice(0, end) + handoff + page.slice(end);
  responseHeaders.append('Vary', 'Accept-Encoding');
  if (/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) {
    const body = gzipSync(html, { level: 6 });
    responseHeaders.set('Content-Encoding', 'gzip');
    responseHeaders.set('Content-Length', String(body.byteLength));
    return new Response(body, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}

/** The data of client navigations is the staff's too: never stored. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
};
