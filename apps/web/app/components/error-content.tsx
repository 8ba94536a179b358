import type { Messages } from '@shop/i18n';
import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { Link } from './link';
import { alertIcon, helpIcon, homeIcon, Icon } from './ui/icons';

type ErrorTexts = Messages['error'];

/** 404 → '404 Not Found'; anything else → 'An error occurred'. Both with a Home page link. */
export function ErrorContent({ error, texts }: { error: unknown; texts: ErrorTexts }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center md:py-28">
      <span className="mb-6 grid size-16 place-items-center rounded-2xl bg-accent/10 text-accent-ink">
        <Icon shape={notFound ? helpIcon : alertIcon} className="size-8" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
        {notFound ? texts.notFound : texts.generic}
      </h1>
      <p className="mt-3 text-slate-600">{notFound ? texts.notFoundText : texts.genericText}</p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center gap-2 rounded-xl bg-accent px-5 py-3 font-semibold text-on-accent hover:bg-accent-strong"
      >
        <Icon shape={homeIcon} className="size-5" />
        {texts.homePage}
      </Link>
    </section>
  );
}

/**
 * Shown when rendering the error page itself throws: plain markup and a full page load home, so
 * nothing here can fail again.
 */
export function ErrorPageFailed({
  title,
  linkText,
  home,
}: {
  title: string;
  linkText: string;
  home: string;
}) {
  return (
    <main className="grid flex-1 place-items-center px-4 py-20">
      <section className="max-w-xl text-center">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <a
          href={home}
          className="mt-6 inline-block rounded-xl bg-slate-900 px-5 py-3 font-semibold text-white"
        >
          {linkText}
        </a>
      </section>
    </main>
  );
}

/** A React error boundary around the error page (in the browser): if it fails, the plain fallback shows. */
export class ErrorPageBoundary extends Component<
  { texts: ErrorTexts; home: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[web] the error page failed to render:', error);
  }

  override render() {
    const { texts, home, children } = this.props;
    return this.state.failed ? (
      <ErrorPageFailed title={texts.errorPageFailed} linkText={texts.goBackHome} home={home} />
    ) : (
      children
    );
  }
}
