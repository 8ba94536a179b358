import { translate } from '@shop/i18n';
import type { ReactNode } from 'react';
import { type UIMatch, useMatches } from 'react-router';
import { I18nProvider, useT } from '../../i18n/i18n';
import { useShellTexts } from '../../i18n/shell-texts';
import { DrawersProvider } from '../../state/drawers';
import { FeedbackProvider } from '../../state/feedback';
import type { ShellData } from '../../utils/shell';
import { SessionEffects } from '../account/session-effects';
import { LoadingOverlay } from '../ui/loading-overlay';
import { NotificationBar } from '../ui/notification-bar';
import {
  DeferredAppBanner,
  DeferredBottomBar,
  DeferredFloatingActions,
  DeferredFooter,
  DeferredHeader,
  DeferredNavBar,
  DeferredShellPanels,
  useHydratedFlag,
} from './idle-hydrated';
import { LazyDrawers } from './lazy-drawers';

function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[90] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow-lg"
    >
      {t('a11y.skipToContent')}
    </a>
  );
}

/**
 * The `handle` of a route whose page is a form to finish (checkout, buy now): no floating chat
 * buttons over it (on a phone they cover the right edge, where the prices and totals are).
 */
export const NO_FLOATING_ACTIONS = { floatingActions: false } as const;

const wantsFloatingActions = (matches: UIMatch[]) =>
  !matches.some((m) => (m.handle as { floatingActions?: boolean } | undefined)?.floatingActions === false);

/** The main layout of every page (specification, section 2), around `children`. */
export function AppShell({ data, children }: { data: ShellData; children: ReactNode }) {
  const loggedIn = data.loginStatusCode === 0;
  const floating = wantsFloatingActions(useMatches());
  const { messages } = useShellTexts();
  useHydratedFlag();
  return (
    <I18nProvider locale={data.locale}>
      <FeedbackProvider
        initial={
          data.flash ? { message: translate(messages, 'notify.logoutSuccess'), kind: 'success' } : null
        }
      >
        <DrawersProvider>
          <SessionEffects loggedIn={loggedIn} flash={data.flash} />
          <SkipLink />
          {/* Before the buttons that link to them: a tap while the page still loads finds its panel. */}
          <DeferredShellPanels categories={data.categories} brands={data.brands} />
          <DeferredAppBanner store={data.store} />
          <DeferredHeader store={data.store} loggedIn={loggedIn} />
          <DeferredNavBar store={data.store} />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <DeferredFooter store={data.store} categories={data.categories} qrSvg={data.qrSvg} />
          <DeferredBottomBar store={data.store} loggedIn={loggedIn} />
          {floating ? <DeferredFloatingActions store={data.store} /> : null}
          <LazyDrawers categories={data.categories} brands={data.brands} />
          <NotificationBar />
          <LoadingOverlay />
        </DrawersProvider>
      </FeedbackProvider>
    </I18nProvider>
  );
}
