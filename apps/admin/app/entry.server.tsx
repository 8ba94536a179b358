import { gzipSync } from 'node:zlib';
import { renderToString } from 'react-dom/server';
import type { EntryContext, HandleDataRequestFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceProvider } from './components/nonce';
import { contentSecurityPolicy, createNonce } from './security.server';

/**
 * The back office's pages are rendered whole (renderToString: no deferred data here) with a nonce
 * of their own for their inline scripts, named in the page's Content-Security-Policy, and gzipped
 * when the browser takes it: staff often work over mobile data.
 */
export default function handleRequest(
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
  const html = `<!DOCTYPE html>${renderToString(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
  )}`;
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
