import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@shop/contracts/constants';
import { HTML_LANG, LOCALE_COOKIE, localizePath, MESSAGES, splitLocale } from '@shop/i18n';
import { renderToString } from 'react-dom/server';
import type { EntryContext, HandleDataRequestFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { DocumentCssProvider } from './components/document-css';
import { BannerCarousel } from './components/home/banner-carousel';
import { AppBanner } from './components/layout/app-banner';
import { FloatingActions } from './components/layout/floating-actions';
import { Footer } from './components/layout/footer';
import { Header } from './components/layout/header';
import { provideServerPart } from './components/layout/idle-hydrated';
import { MobileBottomBar } from './components/layout/mobile-bottom-bar';
import { NavBar } from './components/layout/nav-bar';
import { ShellPanels } from './components/layout/shell-panels';
import { NonceProvider } from './components/nonce';
import { ProgressBar } from './components/ui/progress-bar';
import { localeContext } from './context.server';
import { assetOrigin, env, sameOriginMedia } from './env.server';
import { shellMessages } from './i18n/messages.server';
import { ShellTextsContext } from './i18n/shell-texts';
import { log } from './log.server';
import { isHttps } from './middleware/locale.server';
import {
  BASE_SECURITY_HEADERS,
  createNonce,
  documentSecurityHeaders,
} from './middleware/security-headers.server';
import { FLASH_COOKIE, SESSION_COOKIE } from './middleware/session.server';
import { deferHydrationScripts } from './utils/deferred-scripts.server';
import { DOCUMENT_CSS } from './utils/document-css.server';
import { closeScript, enqueueScript, splitHandoff, streamedDocument } from './utils/handoff-stream.server';

// Parts the browser hydrates when idle render at once on the server (see idle-hydrated.tsx).
provideServerPart('footer', Footer);
provideServerPart('bottom-bar', MobileBottomBar);
provideServerPart('floating-actions', FloatingActions);
provideServerPart('app-banner', AppBanner);
provideServerPart('header', Header);
provideServerPart('nav-bar', NavBar);
provideServerPart('banner-carousel', BannerCarousel);
provideServerPart('shell-panels', ShellPanels);
provideServerPart('progress-bar', ProgressBar);

/**
 * The cookies the Node server's page cache (server/page-cache.mjs, plain JavaScript) must know:
 * a page asked for with a personal one is never cached, and pages are kept apart by the language
 * one. server/index.mjs reads them from the build.
 */
export const PAGE_CACHE_COOKIES = {
  personal: [SESSION_COOKIE, FLASH_COOKIE],
  locale: LOCALE_COOKIE,
};

/** The page cache gives every page it answers a fresh nonce, made as the app makes them. */
export { createNonce };

/**
 * Where server/index.mjs forwards the pictures under /media/ (the API), when pages name them on
 * the shop's own origin (SAME_ORIGIN_MEDIA, decision 026); undefined when they do not.
 */
export function mediaUpstream(): { apiUrl: string; timeoutMs: number } | undefined {
  const { API_URL, API_TIMEOUT_MS } = env();
  return sameOriginMedia(env()) ? { apiUrl: API_URL, timeoutMs: API_TIMEOUT_MS } : undefined;
}

/**
 * The id server/index.mjs gives a request it is sent (X-Request-Id, which the app's log lines and
 * API calls carry): a well-formed one of the proxy in front when TRUST_PROXY says to believe it,
 * else a new one, whatever a browser sent.
 */
export function requestIdOf(given: string | string[] | undefined): string {
  return env().TRUST_PROXY && typeof given === 'string' && REQUEST_ID_PATTERN.test(given)
    ? given
    : randomUUID();
}

export { REQUEST_ID_HEADER };

/** The storefront server's log level (LOG_LEVEL). */
export const logLevel = () => env().LOG_LEVEL;

/** True when the client accepts gzip (and did not refuse it with q=0). */
function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** The last-resort page when the error page itself cannot render: no React, no data. */
function errorPageFailedHtml(url: string, nonce: string): string {
  const locale = splitLocale(new URL(url).pathname).locale ?? 'en';
  const texts = MESSAGES[locale].error;
  const home = localizePath('/', locale);
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!DOCTYPE html><html lang="${HTML_LANG[locale]}" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(texts.errorPageFailed)}</title><style nonce="${nonce}">body{font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem}</style></head><body><h1>${esc(texts.errorPageFailed)}</h1><p><a href="${home}">${esc(texts.goBackHome)}</a></p></body></html>`;
}

/**
 * Documents are rendered with renderToString: faster than React's streaming here. The router's
 * hydration data, which ServerRouter would stream through a suspending component, is written as
 * scripts of ours instead: what the loaders answered at once goes into the page; what a loader
 * deferred (answered as a promise, rendered as a placeholder: utils/deferred.ts) follows in the
 * same response, a script each, after the page has gone out (utils/handoff-stream.server.ts). A
 * page without deferred data is sent whole, as one body. The HTML is gzipped at level 6: on a slow line the page's bytes decide its first
 * paint (it carries the stylesheet), and level 6 sends 13 % fewer bytes than level 1 for about
 * 4 ms more on a 270 KB page (static assets are precompressed at build time).
 *
 * Every page gets a nonce of its own for its inline scripts and styles, named in its
 * Content-Security-Policy (decision 011); the page cache swaps it for a fresh one on every hit.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = createNonce();
  const pictures = assetOrigin(env());
  const security = documentSecurityHeaders({
    nonce,
    assetOrigin: pictures,
    https: isHttps(request),
    development: process.env.NODE_ENV === 'development',
  });
  for (const [name, value] of Object.entries(security)) responseHeaders.set(name, value);
  // Pictures from another origin (SAME_ORIGIN_MEDIA off: the API's /media or a CDN): the browser
  // opens that connection while the page arrives, not when it meets the first picture (the first
  // screen's banner or product picture is the largest paint).
  if (!sameOriginMedia(env())) responseHeaders.append('Link', `<${pictures}>; rel=preconnect`);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const handoff = await splitHandoff(routerContext.serverHandoffStream);
  routerContext.serverHandoffStream = undefined;

  // The language the locale middleware decided (the path's), and its shell texts for the document.
  const locale = loadContext.get(localeContext);
  let status = responseStatusCode;
  let html: string;
  try {
    html = `<!DOCTYPE html>${renderToString(
      <NonceProvider value={nonce}>
        <DocumentCssProvider value={DOCUMENT_CSS}>
          <ShellTextsContext value={{ locale, messages: shellMessages(locale) }}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ShellTextsContext>
        </DocumentCssProvider>
      </NonceProvider>,
    )}`;
    const script = enqueueScript(handoff.now, nonce) + (handoff.later ? '' : closeScript(nonce));
    const end = html.lastIndexOf('</body>');
    html = end < 0 ? html + script : html.slice(0, end) + script + html.slice(end);
    if (import.meta.env.PROD) html = deferHydrationScripts(html, nonce);
  } catch (error) {
    // First failure: React Router renders the error page next. A failure while rendering the
    // error page (errors already set) gets the plain page.
    if (!routerContext.staticHandlerContext.errors) throw error;
    log.error({ err: error }, 'the error page failed to render');
    status = 500;
    html = errorPageFailedHtml(request.url, nonce);
  }

  responseHeaders.append('Vary', 'Accept-Encoding');
  const gzip = acceptsGzip(request.headers.get('accept-encoding'));
  if (handoff.later && status !== 500) {
    // The page now, its deferred data as it comes: the document's end waits for the last of it.
    const end = html.lastIndexOf('</body>');
    const [head, tail] = end < 0 ? [html, ''] : [html.slice(0, end), html.slice(end)];
    if (gzip) responseHeaders.set('Content-Encoding', 'gzip');
    return new Response(streamedDocument(head, handoff.later, closeScript(nonce) + tail, nonce, gzip), {
      status,
      headers: responseHeaders,
    });
  }
  if (gzip) {
    const body = gzipSync(html, { level: 6 });
    responseHeaders.set('Content-Encoding', 'gzip');
    responseHeaders.set('Content-Length', String(body.byteLength));
    return new Response(body, { status, headers: responseHeaders });
  }
  return new Response(html, { status, headers: responseHeaders });
}

/** Data requests of client navigations get the same security headers. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
};
