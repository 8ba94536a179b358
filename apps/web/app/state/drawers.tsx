import { createContext, type ReactNode, use, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';

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
  // fragment: the drawer opens in its place (and the fragment leaves the address).
  useEffect(() => {
    const follow = () => {
      const name = drawerOfFragment(window.location.hash);
      if (!name) return;
      setDrawerRequested(true);
      setDrawer(name);
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
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
