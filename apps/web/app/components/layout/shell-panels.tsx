import { formatMoney } from '@shop/i18n';
import type { ReactNode } from 'react';
import { useI18n, useLocalizedPath } from '../../i18n/i18n';
import { useCustomer } from '../../state/customer';
import { DRAWER_FRAGMENTS } from '../../state/drawers';
import type { NavBrand, NavCategory } from '../../utils/shell';
import { Link } from '../link';
import { Icon, xIcon } from '../ui/icons';
import { Text } from '../ui/text';

// The drawers as the server's page has them: `:target` panels, shown by CSS alone when a drawer
// button (a link to the panel's fragment) is tapped before the layout is hydrated, or without
// JavaScript. Once the drawers' own code has run (`<html data-drawers>`, drawers.tsx) they never
// show again: a fragment followed before then opens the drawer (state/drawers.tsx).

/** The fragment that closes a panel: no element has it, so the page does not scroll. */
export const CLOSE_PANEL = '#_';

const shown = 'hidden [html:not([data-drawers])_&:target]:flex';

function Panel({
  fragment,
  side,
  title,
  children,
}: {
  fragment: string;
  side: 'left' | 'right';
  title: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div
      id={fragment}
      data-panel={fragment}
      className={`fixed inset-0 z-50 ${side === 'left' ? 'justify-start' : 'justify-end'} ${shown}`}
    >
      <a href={CLOSE_PANEL} tabIndex={-1} className="absolute inset-0 bg-slate-950/40">
        <span className="sr-only">{t('a11y.close')}</span>
      </a>
      <section
        aria-label={title}
        className="relative flex h-full w-[min(22rem,88vw)] flex-col bg-white shadow-xl"
      >
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <h2 className="text-base font-semibold text-slate-900">
            <Text>{title}</Text>
          </h2>
          <a
            href={CLOSE_PANEL}
            className="grid size-11 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
            aria-label={t('a11y.close')}
          >
            <Icon shape={xIcon} />
          </a>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </section>
    </div>
  );
}

// The rows' style is the list's (a shop has dozens of brands: the page's HTML stays small).
const rows =
  'divide-y divide-slate-100 [&_a]:flex [&_a]:min-h-11 [&_a]:items-center [&_a]:px-4 [&_a]:py-2.5 [&_a]:text-sm [&_a]:font-medium [&_a]:text-slate-900 [&_a:hover]:bg-slate-50';

/** Plain links: the panels only show before hydration or without JavaScript. */
function LinkList({ links, empty }: { links: { key: number; to: string; label: string }[]; empty: string }) {
  const localize = useLocalizedPath();
  if (links.length === 0)
    return (
      <p className="p-6 text-sm text-slate-600">
        <Text>{empty}</Text>
      </p>
    );
  return (
    <ul className={rows}>
      {links.map((link) => (
        <li key={link.key}>
          <a href={localize(link.to)}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

/** The cart: a customer's server cart; a guest's is kept by the browser's script. */
function CartPanelBody() {
  const { locale, t } = useI18n();
  const { loggedIn, serverCart } = useCustomer();
  if (!loggedIn) {
    return (
      <div className="p-6 text-sm text-slate-700">
        <p className="[@media(scripting:none)]:hidden">{t('a11y.loading')}</p>
        {/* Said only where scripts do not run (the `scripting` media feature). */}
        <div className="[@media(scripting:enabled)]:hidden">
          <p>
            <Text>{t('panels.guestCart')}</Text>
          </p>
          <Link to="/login" className="mt-3 inline-block font-semibold text-accent-ink underline">
            <Text>{t('header.login')}</Text>
          </Link>
        </div>
      </div>
    );
  }
  const lines = serverCart?.lines ?? [];
  if (lines.length === 0)
    return (
      <p className="p-6 text-sm text-slate-600">
        <Text>{t('cart.empty')}</Text>
      </p>
    );
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {lines.map((line) => (
          <li key={line.lineId} className="flex items-baseline justify-between gap-3 px-4 py-3 text-sm">
            <span className="min-w-0 font-medium text-slate-900">
              {line.name}
              {line.variant_name ? <span className="block text-slate-600">{line.variant_name}</span> : null}
            </span>
            <span className="shrink-0 text-slate-700">
              {line.quantity} × {formatMoney(line.price, locale)}
            </span>
          </li>
        ))}
      </ul>
      <div className="border-t border-slate-200 p-4">
        <p className="mb-3 flex items-baseline justify-between">
          <span className="text-sm font-medium text-slate-600">
            <Text>{t('cart.total')}</Text>
          </span>
          <span className="text-lg font-bold text-slate-900">
            {formatMoney(serverCart?.total ?? 0, locale)}
          </span>
        </p>
        <Link
          to="/checkout"
          className="block w-full rounded-xl bg-accent px-4 py-3 text-center font-semibold text-on-accent"
        >
          <Text>{t('cart.checkout')}</Text>
        </Link>
      </div>
    </>
  );
}

/** The four drawers as `:target` panels of the server's page (see above). */
export function ShellPanels({ categories, brands }: { categories: NavCategory[]; brands: NavBrand[] }) {
  const { t } = useI18n();
  const { wishlist } = useCustomer();
  return (
    <>
      <Panel fragment={DRAWER_FRAGMENTS.category} side="left" title={t('header.allCategory')}>
        <LinkList
          links={categories.map((c) => ({ key: c.id, to: `/category?cat_id=${c.id}`, label: c.name }))}
          empty={t('header.noCategories')}
        />
      </Panel>
      <Panel fragment={DRAWER_FRAGMENTS.brand} side="left" title={t('header.allBrand')}>
        <LinkList
          links={brands.map((b) => ({ key: b.id, to: `/category?brand_id=${b.id}`, label: b.name }))}
          empty={t('header.noBrands')}
        />
      </Panel>
      <Panel fragment={DRAWER_FRAGMENTS.cart} side="right" title={t('cart.title')}>
        <CartPanelBody />
      </Panel>
      <Panel fragment={DRAWER_FRAGMENTS.wishlist} side="right" title={t('wishlist.title')}>
        <LinkList
          links={wishlist.map((w) => ({ key: w.wishlist_id, to: `/product/${w.id}`, label: w.name }))}
          empty={t('wishlist.empty')}
        />
      </Panel>
    </>
  );
}
