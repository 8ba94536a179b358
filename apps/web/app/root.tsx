import chineseFont from '@fontsource/noto-sans-sc/400.css?url';
import { HTML_LANG, localizePath, MESSAGES, splitLocale } from '@shop/i18n';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { DocumentCss } from './components/document-css';
import { ErrorContent, ErrorPageBoundary, ErrorPageFailed } from './components/error-content';
import { appBannerScript } from './components/layout/app-banner-script';
import { AppShell } from './components/layout/app-shell';
import { BareShell, wantsBareLayout } from './components/layout/bare-shell';
import { DeferredProgressBar, useHydratedFlag } from './components/layout/idle-hydrated';
import { useNonce } from './components/nonce';
import { isRefusalPayload, RefusedPage } from './components/refused-page';
import { clockIcon, Icon, mapPinIcon } from './components/ui/icons';
import { apiContext, sessionContext, shopContext } from './context.server';
import { loadCustomerState } from './data/account.server';
import { requireApi } from './data/errors.server';
import { qrSvg } from './data/qr.server';
import { servicesContext } from './data/services.server';
import cjkPlaceholder from './fonts/cjk-placeholder.ttf?inline';
import khmer from './fonts/khmer.woff2?url';
import switcherKhmer from './fonts/switcher-khmer.woff2?url';
import switcherChinese from './fonts/switcher-sc.woff2?url';
import { useUrlLocale } from './i18n/i18n';
import { ShellTextsScript, useShellTexts } from './i18n/shell-texts';
import { storeWords } from './i18n/shop-texts.server';
import { localeMiddleware } from './middleware/locale.server';
import { requestGuardMiddleware } from './middleware/request-guard.server';
import { sessionMiddleware } from './middleware/session.server';
import { shopMiddleware } from './middleware/shop.server';
import { requestScopeMiddleware } from './request-scope.server';
import { accentColours } from './utils/color';
import { type ErrorPayload, isErrorPayload } from './utils/error-payload';
import { fontScript } from './utils/font-script';
import {
  DEFAULT_COLOURS,
  LOGGED_IN,
  LOGGED_OUT,
  type ShellData,
  toNavBrand,
  toNavCategory,
} from './utils/shell';

export function meta({ error, loaderData }: Route.MetaArgs) {
  if (loaderData || !error) return [];
  if (isRouteErrorResponse(error) && isRefusalPayload(error.data)) {
    const { texts, refused } = error.data;
    return [
      { title: refused === 'cross-site' ? texts.crossSiteTitle : texts.tooLargeTitle },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const payload = isRouteErrorResponse(error) && isErrorPayload(error.data) ? error.data : null;
  if (!payload) return [{ title: 'An error occurred' }];
  const title = payload.reason === 'shop-not-found' ? payload.texts.shopNotFound : payload.texts.unavailable;
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

/**
 * The request's id first (its log lines and API calls carry it), then the locale (it may
 * redirect), then the guard of form posts (another site's, too large: refused
 * before anything else runs), then the shop of the Host header, then the session cookie.
 */
export const middleware: Route.MiddlewareFunction[] = [
  requestScopeMiddleware,
  localeMiddleware,
  requestGuardMiddleware,
  shopMiddleware,
  sessionMiddleware,
];

export async function loader({ context }: Route.LoaderArgs): Promise<ShellData> {
  const shop = context.get(shopContext);
  const session = context.get(sessionContext);
  const { shops, account } = context.get(servicesContext);
  const [layout, qr, customer] = await Promise.all([
    requireApi(() => shops.layoutData(shop.store, shop.locale), shop.locale, 'layout'),
    qrSvg(`${shop.origin}/download`).catch(() => ''),
    loadCustomerState(account, apiContext(shop), session),
  ]);
  return {
    locale: shop.locale,
    titles: {
      notFound: MESSAGES[shop.locale].meta.notFoundTitle,
      error: MESSAGES[shop.locale].meta.errorTitle,
    },
    store: shop.store,
    words: storeWords(shop.store, shop.locale),
    colours: accentColours(shop.store.color),
    categories: layout.categories.map(toNavCategory),
    brands: layout.brands.map(toNavBrand),
    qrSvg: qr,
    loginStatusCode: customer.loggedIn ? LOGGED_IN : LOGGED_OUT,
    serverCart: customer.cart,
    wishlist: customer.wishlist,
    flash: session.flash ? { id: Date.now(), message: session.flash } : null,
  };
}

/**
 * The layout data changes with the language, after a form post (login, cart changes) or an explicit
 * revalidation, not on every navigation.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  // An explicit revalidation (e.g. after the guest cart was merged) or a reload of the same URL.
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return splitLocale(currentUrl.pathname).locale !== splitLocale(nextUrl.pathname).locale;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = splitLocale(useLocation().pathname).locale ?? 'en';
  const colours = data?.colours ?? DEFAULT_COLOURS;
  const nonce = useNonce();
  return (
    <html lang={HTML_LANG[locale]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={colours.accent} />
        {/* Written by the server only (a script React adds in the browser never runs). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? appBannerScript() : '' }}
        />
        {/* Khmer text must not be laid out before its font arrives: Chromium keeps text shaped
            with a fallback font even after the web font loads (tofu where no system Khmer font
            exists). Every page shows the language switcher's ខ្មែរ and 中文, in their own tiny
            font (2.5 KB, scripts/subset-fonts.mjs); Khmer pages also use Noto Sans Khmer (variable,
            400 to 700, cut to its Khmer code points by the same script: 30.0 KB). */}
        <link rel="preload" as="font" type="font/woff2" href={switcherKhmer} crossOrigin="anonymous" />
        <link rel="preload" as="font" type="font/woff2" href={switcherChinese} crossOrigin="anonymous" />
        {locale === 'kh' ? (
          <link rel="preload" as="font" type="font/woff2" href={khmer} crossOrigin="anonymous" />
        ) : null}
        {/* The stylesheet, written into the page in production (components/document-css.tsx). */}
        <DocumentCss href={appCss} />
        <Meta />
        <Links />
        {/* The shop's colours: a style element with the page's nonce, after the stylesheet (the
            policy allows no style attributes). The values are checked hex colours. */}
        <style nonce={nonce}>
          {`:root{--shop-accent:${colours.accent};--shop-on-accent:${colours.onAccent};--shop-accent-ink:${colours.ink}}`}
        </style>
        {/* Text drawn before a web font arrived is shaped again with it; Chinese pages add Noto
            Sans SC's stylesheet after the first paint (utils/font-script.ts). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? fontScript(locale, chineseFont, cjkPlaceholder) : '',
          }}
        />
        {locale === 'zh' ? (
          <noscript>
            <link rel="stylesheet" href={chineseFont} />
          </noscript>
        ) : null}
        <link rel="icon" href={data?.store.logo || '/favicon.svg'} />
      </head>
      <body className="flex min-h-dvh flex-col bg-white pb-16 font-sans text-slate-800 antialiased md:pb-0">
        <DeferredProgressBar />
        {children}
        <ShellTextsScript />
        {/* Both take the nonce ServerRouter was given (entry.server.tsx). */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The print page has a bare layout of its own (its route's `handle`); every other page the shop's.
  const bare = wantsBareLayout(useMatches());
  if (bare)
    return (
      <BareShell data={loaderData}>
        <Outlet />
      </BareShell>
    );
  return (
    <AppShell data={loaderData}>
      <Outlet />
    </AppShell>
  );
}

/** The page of an error the layout could not be built for: unknown host, API down. */
function BarePage({ payload, home }: { payload: ErrorPayload | null; home: string }) {
  useHydratedFlag();
  if (!payload) {
    // An unexpected failure brings no texts: the specification's own words.
    return <ErrorPageFailed title="An error occurred" linkText="Go back to home" home={home} />;
  }
  const { texts } = payload;
  const shopNotFound = payload.reason === 'shop-not-found';
  return (
    <main className="grid flex-1 place-items-center px-4 py-16">
      <section className="max-w-md text-center" data-error={payload.reason}>
        <span className="mx-auto mb-6 grid size-16 place-items-center rounded-2xl bg-slate-100 text-slate-500">
          <Icon shape={shopNotFound ? mapPinIcon : clockIcon} className="size-8" />
        </span>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
          {shopNotFound ? texts.shopNotFound : texts.unavailable}
        </h1>
        <p className="mt-3 text-slate-600">
          {shopNotFound
            ? texts.shopNotFoundText.replace('{host}', payload.host ?? '')
            : texts.unavailableText}
        </p>
        {shopNotFound ? null : (
          <a
            href={home}
            className="mt-8 inline-block rounded-xl bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-700"
          >
            {texts.tryAgain}
          </a>
        )}
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { messages } = useShellTexts();
  const locale = useUrlLocale();
  const home = localizePath('/', locale);
  if (data) {
    return (
      <ErrorPageBoundary texts={messages.error} home={home}>
        <AppShell data={data}>
          <ErrorContent error={error} texts={messages.error} />
        </AppShell>
      </ErrorPageBoundary>
    );
  }
  if (isRouteErrorResponse(error) && isRefusalPayload(error.data))
    return <RefusedPage payload={error.data} />;
  const payload = isRouteErrorResponse(error) && isErrorPayload(error.data) ? error.data : null;
  return <BarePage payload={payload} home={home} />;
}
