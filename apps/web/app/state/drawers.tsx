import { createContext, type ReactNode, use, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';

export type DrawerName = 'category' | 'brand' | 'cart' | 'wishlist';

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

  // A link followed from a drawer lands on a new page: the drawer closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setDrawer(null), [location.key]);

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
