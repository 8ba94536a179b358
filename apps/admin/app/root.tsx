import khmerFont from '@fontsource-variable/noto-sans-khmer/files/noto-sans-khmer-khmer-wght-normal.woff2?url';
import { HTML_LANG } from '@shop/i18n/locales';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { useNonce } from './components/nonce';
import { visitContext } from './context.server';
import rielFont from './fonts/riel.woff2?url';
import { I18nProvider, useT } from './i18n/i18n';
import type { Messages } from './i18n/messages';
import { messagesFor } from './i18n/messages.server';
import { visitMiddleware } from './middleware.server';

/** Before the root's data (a failure of the root itself): keys stand for their words. */
const NO_MESSAGES = new Proxy({}, { get: (_, key) => String(key) }) as Messages;

export const middleware: Route.MiddlewareFunction[] = [visitMiddleware];

export function links() {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];
}

export function meta() {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}

export function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(visitContext);
  return { locale, messages: messagesFor(locale) };
}

/** The words change only with the language: a form that may change it (the switcher, a sign-in). */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formAction) return false;
  return /^\/(lang|login|logout|invite|account)\b/.test(formAction) ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const locale = root?.locale ?? 'en';
  return (
    <html lang={HTML_LANG[locale]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {/* The stylesheet first: the first paint waits for it, and the route's modules preloaded
            after it (17 of them on the order list) would be fetched before it on a slow line. */}
        <link rel="stylesheet" href={stylesheet} nonce={nonce} />
        <Meta />
        {/* A Khmer page asks for its font at once, not when the stylesheet names it: text laid out
            with a fallback and again with the font moved the page (CLS 0.1–0.2 on a slow phone). */}
        {/* The riel sign of every money figure (1 KB): asked for with the stylesheet, not after it. */}
        <link rel="preload" as="font" type="font/woff2" href={rielFont} crossOrigin="anonymous" />
        {locale === 'kh' ? (
          <link rel="preload" as="font" type="font/woff2" href={khmerFont} crossOrigin="anonymous" />
        ) : null}
        <Links />
      </head>
      <body className="min-h-dvh bg-slate-100 font-sans text-slate-900 antialiased">
        <I18nProvider value={{ locale, messages: root?.messages ?? NO_MESSAGES }}>{children}</I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Why a page could not be shown, in the staff member's language, with a way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const reason =
    isRouteErrorResponse(error) && error.data && typeof error.data === 'object' && 'reason' in error.data
      ? String(error.data.reason)
      : isRouteErrorResponse(error) && error.status === 404
        ? 'not-found'
        : 'unavailable';
  const text =
    reason === 'not-found'
      ? t('error.notFound')
      : reason === 'forbidden'
        ? t('error.forbidden')
        : reason === 'totp-required'
          ? t('error.totpRequired')
          : t('error.unavailable');
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p className="text-slate-700">{text}</p>
      <p className="flex gap-4">
        {reason === 'totp-required' ? (
          <a className="font-semibold text-brand-strong underline" href="/account">
            {t('nav.account')}
          </a>
        ) : null}
        <a className="font-semibold text-brand-strong underline" href="/">
          {t('error.home')}
        </a>
      </p>
    </main>
  );
}
