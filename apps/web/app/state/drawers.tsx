import { createContext, type ReactNode, use, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { afterHydration } from '../utils/hydration';

export type DrawerName = 'category' | 'brand' | 'cart' | 'wishlist';

/**
 * The fragment each drawer's button links to. Until the layout is hydrated (and without
 * JavaScript) the button is a plain link to a `:target` panel of the server's page
 * (components/layout/shell-panels.tsx); once hydrated, a fragment followed before then opens the
 * drawer itself.
 */
export const DRAWER_FRAGMENTS: Record<DrawerName, string> = {
  category: 'all-category',
  brand: 'all-brand',
  cart: 'cart',
  wishlist: 'wishlist',
};

const drawerOfFragment = (hash: string): DrawerName | null => {
  const fragment = hash.replace(/^#/, '');
  const entry = Object.entries(DRAWER_FRAGMENTS).find(([, value]) => value === fragment);
  return entry ? (entry[0] as DrawerName) : null;
};

/** Fragments of the page's own panels (the drawers', the search field, closing a panel, top). */
const PANEL_FRAGMENTS = new Set([...Object.values(DRAWER_FRAGMENTS), 'header-search', '_', 'top']);

// A panel's link followed before hydration changes only the fragment, and the browser tells the
// router (popstate). Its new location would be a change of context above the layout's parts that
// are still dehydrated, and React would drop their server markup until their code arrives (the
// header, the bottom bar and the panels blank for a moment). Those fragment changes are the
// page's own business: the router does not hear of them. This module is evaluated with the root
// route, before the router starts listening.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => {
    // The browser's own entry of a fragment followed (the router's entries carry its state).
    const fragment = window.location.hash.replace(/^#/, '');
    if (window.history.state === null && PANEL_FRAGMENTS.has(fragment)) event.stopImmediatePropagation();
  });
}

interface Drawers {
  /** The open drawer, or null. */
  drawer: DrawerName | null;
  /** True once any drawer was opened: their code is loaded from then on. */
  drawerRequested: boolean;
  openDrawer(name: DrawerName): void;
  closeDrawer(): void;
}

const DrawersContext = createContext<Drawers | null>(null);

/** Which drawer is open: shared by the buttons (header, menu bar, bottom bar) and the drawers. */
export function DrawersProvider({ children }: { children: ReactNode }) {
  const [drawer, setDrawer] = useState<DrawerName | null>(null);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const location = useLocation();
  const page = `${location.pathname}${location.search}`;
  const lastPage = useRef(page);

  // A link followed from a drawer lands on a new page: the drawer closes (not on a change of the
  // fragment alone, which is how a button tapped before hydration asks for its drawer).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => {
    if (lastPage.current === page) return;
    lastPage.current = page;
    setDrawer(null);
  }, [location.key]);

  // A drawer button tapped before the layout was hydrated followed its link to the panel's
  // fragment (the panel shows meanwhile): once every part is hydrated, the drawer opens in its
  // place and the fragment leaves the address.
  useEffect(() => {
    let live = true;
    const follow = () => {
      if (!live) return;
      const name = drawerOfFragment(window.location.hash);
      if (!name) return;
      setDrawerRequested(true);
      setDrawer(name);
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    };
    const later = () => afterHydration(follow);
    later();
    window.addEventListener('hashchange', later);
    return () => {
      live = false;
      window.removeEventListener('hashchange', later);
    };
  }, []);

  const value = useMemo<Drawers>(
    () => ({
      drawer,
      drawerRequested,
      openDrawer: (name) => {
        setDrawerRequested(true);
        setDrawer(name);
      },
      closeDrawer: () => setDrawer(null),
    }),
    [drawer, drawerRequested],
  );
  return <DrawersContext value={value}>{children}</DrawersContext>;
}

export function useDrawers(): Drawers {
  const drawers = use(DrawersContext);
  if (!drawers) throw new Error('useDrawers needs a <DrawersProvider>');
  return drawers;
}
