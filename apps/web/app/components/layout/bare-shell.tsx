import type { ReactNode } from 'react';
import type { UIMatch } from 'react-router';
import { I18nProvider } from '../../i18n/i18n';
import type { ShellData } from '../../utils/shell';
import { useHydratedFlag } from './idle-hydrated';

// The bare layout (the specification's "separate bare print layout"): the page alone, without the
// header, menus, footer, drawers, bottom bar or chat buttons of the main layout (AppShell).

/** The `handle` of a route module that asks for the bare layout. */
export const BARE_LAYOUT = { layout: 'bare' } as const;

/**
 * Whether the page is drawn bare: a matched route asked for it and its loader answered. When it
 * failed (a 404), the error page is the shop's usual one, inside the main layout.
 */
export function wantsBareLayout(matches: UIMatch[]): boolean {
  return matches.some(
    (match) =>
      (match.handle as { layout?: string } | undefined)?.layout === BARE_LAYOUT.layout &&
      match.loaderData !== undefined,
  );
}

export function BareShell({ data, children }: { data: ShellData; children: ReactNode }) {
  useHydratedFlag();
  return (
    <I18nProvider locale={data.locale}>
      <main id="main" className="flex-1">
        {children}
      </main>
    </I18nProvider>
  );
}
