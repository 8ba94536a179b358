import { type KeyboardEvent, lazy, type MouseEvent, type ReactNode, Suspense } from 'react';
import { DRAWER_FRAGMENTS, type DrawerName, useDrawers } from '../../state/drawers';
import type { NavBrand, NavCategory } from '../../utils/shell';

// The four drawers are a chunk of their own: it loads when a shopper first reaches for a drawer
// button (hover, focus or tap), and renders once one was opened. The buttons (header, menu bar,
// bottom bar) import this module; the idle-hydrated parts (idle-hydrated.tsx) import those buttons.

const loadDrawers = () => import('./drawers');
const Drawers = lazy(loadDrawers);

export function LazyDrawers({ categories, brands }: { categories: NavCategory[]; brands: NavBrand[] }) {
  const { drawerRequested } = useDrawers();
  if (!drawerRequested) return null;
  return (
    <Suspense fallback={null}>
      <Drawers categories={categories} brands={brands} />
    </Suspense>
  );
}

/** Spread on a drawer button: the drawers' code starts loading as the pointer or focus arrives. */
export const drawerTriggerProps = {
  onPointerEnter: () => void loadDrawers(),
  onFocus: () => void loadDrawers(),
};

/**
 * A drawer's button. On the server's page (before hydration, and without JavaScript) it is a link
 * to the drawer's `:target` panel (shell-panels.tsx), so the first tap always opens something;
 * hydrated, it opens the drawer.
 */
export function DrawerButton({
  name,
  className,
  label,
  children,
}: {
  name: DrawerName;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  const { drawer, openDrawer } = useDrawers();
  const open = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    openDrawer(name);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link before hydration (it works without JavaScript), a button after
    <a
      href={`#${DRAWER_FRAGMENTS[name]}`}
      role="button"
      className={className}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === ' ') open(event);
      }}
      aria-haspopup="dialog"
      {...drawerTriggerProps}
      aria-expanded={drawer === name}
      aria-label={label}
    >
      {children}
    </a>
  );
}
