import { lazy, Suspense } from 'react';
import { useDrawers } from '../../state/drawers';
import type { NavBrand, NavCategory } from '../../utils/shell';

// The four drawers are a chunk of their own: it loads when a shopper first reaches for a drawer
// button (hover, focus or tap), and renders once one was opened. The buttons (header, menu bar,
// bottom bar) import this module; the idle-hydrated parts (lazy-parts.tsx) import those buttons.

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
