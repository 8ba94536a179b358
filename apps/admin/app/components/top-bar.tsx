import type { Me } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '../i18n/i18n';
import { LanguageSwitcher } from './language-switcher';

/**
 * The bar on top of every signed-in page: where you are, then the language, your account and
 * signing out, in a row on a wide screen and behind a menu button on a phone (a <details>: it
 * opens without JavaScript too).
 */
export function TopBar({ me, title, children }: { me: Me; title: ReactNode; children?: ReactNode }) {
  const t = useT();
  const items = (
    <>
      <LanguageSwitcher />
      <Link
        to="/account"
        className="min-h-11 content-center rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100"
      >
        {t('nav.account')} · {me.staff.name}
      </Link>
      {me.shops.length > 1 || me.staff.operator ? (
        <Link
          to="/"
          className="min-h-11 content-center rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100"
        >
          {t('nav.shops')}
        </Link>
      ) : null}
      <Form method="post" action="/logout">
        <button
          type="submit"
          className="min-h-11 w-full rounded-md px-2 text-start text-sm text-slate-700 hover:bg-slate-100"
        >
          {t('nav.signOut')}
        </button>
      </Form>
    </>
  );
  return (
    <header className="no-print sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3">
        <Link to="/" className="min-h-12 min-w-0 truncate content-center font-bold text-brand-strong">
          {title}
        </Link>
        <div className="ms-auto hidden items-center gap-1 md:flex">{items}</div>
        <details className="relative ms-auto md:hidden">
          <summary
            aria-label={t('nav.menu')}
            className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
          >
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </summary>
          <div className="absolute end-0 z-30 mt-1 flex w-72 flex-col gap-1 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
            {items}
          </div>
        </details>
      </div>
      {children}
    </header>
  );
}
