import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { CART_QUANTITY_STEP, STORAGE_KEYS } from '../constants';
import {
  createLocalList,
  type GuestCartLine,
  parseCartLine,
  parseCompareItem,
  useLocalList,
} from './local-list';

export type DrawerName = 'category' | 'brand' | 'cart' | 'wishlist';

/** A wishlist entry as the drawer shows it (the server wishlist of a logged-in customer). */
export interface WishlistItem {
  wishlist_id: number;
  id: number;
  name: string;
  image: string;
  price: number;
}

export const guestCart = createLocalList(STORAGE_KEYS.cart, parseCartLine);
export const compareList = createLocalList(STORAGE_KEYS.compare, parseCompareItem);

interface ShopUi {
  drawer: DrawerName | null;
  /** True once any drawer was opened: its code is loaded from then on. */
  drawerRequested: boolean;
  openDrawer(name: DrawerName): void;
  closeDrawer(): void;
  cart: GuestCartLine[];
  cartCount: number;
  cartTotal: number;
  /** +1 / −1 on a line; −1 does nothing at quantity 1; an invalid index does nothing. */
  changeQuantity(index: number, delta: 1 | -1): void;
  removeLine(index: number): void;
  compareCount: number;
  wishlist: WishlistItem[];
}

const ShopUiContext = createContext<ShopUi | null>(null);

export function ShopUiProvider({ wishlist, children }: { wishlist: WishlistItem[]; children: ReactNode }) {
  const [drawer, setDrawer] = useState<DrawerName | null>(null);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const cart = useLocalList(guestCart);
  const compare = useLocalList(compareList);
  const location = useLocation();

  // A link followed from a drawer lands on a new page: the drawer closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setDrawer(null), [location.key]);

  const changeQuantity = useCallback((index: number, delta: 1 | -1) => {
    const lines = guestCart.read();
    const line = lines[index];
    if (!line) return;
    const quantity = line.quantity + delta * CART_QUANTITY_STEP;
    if (quantity < 1) return;
    guestCart.write(lines.map((l, i) => (i === index ? { ...l, quantity } : l)));
  }, []);

  const removeLine = useCallback((index: number) => {
    const lines = guestCart.read();
    if (!lines[index]) return;
    guestCart.write(lines.filter((_, i) => i !== index));
  }, []);

  const value = useMemo<ShopUi>(
    () => ({
      drawer,
      drawerRequested,
      openDrawer: (name: DrawerName) => {
        setDrawerRequested(true);
        setDrawer(name);
      },
      closeDrawer: () => setDrawer(null),
      cart,
      cartCount: cart.reduce((sum, line) => sum + line.quantity, 0),
      cartTotal: Math.round(cart.reduce((sum, line) => sum + line.quantity * line.price, 0) * 100) / 100,
      changeQuantity,
      removeLine,
      compareCount: compare.length,
      wishlist,
    }),
    [drawer, drawerRequested, cart, compare, wishlist, changeQuantity, removeLine],
  );
  return <ShopUiContext value={value}>{children}</ShopUiContext>;
}

export function useShopUi(): ShopUi {
  const ui = use(ShopUiContext);
  if (!ui) throw new Error('useShopUi needs a <ShopUiProvider>');
  return ui;
}
