import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { useFetchers, useLocation, useSubmit } from 'react-router';
import { CART_QUANTITY_STEP, STORAGE_KEYS } from '../constants';
import { useLocalizedPath } from '../i18n/i18n';
import type { ServerCart, WishlistItem } from './cart-types';
import {
  createLocalList,
  type GuestCartLine,
  parseCartLine,
  parseCompareItem,
  useLocalList,
} from './local-list';

export type { WishlistItem } from './cart-types';

export type DrawerName = 'category' | 'brand' | 'cart' | 'wishlist';

/** A line of the cart drawer: from the server cart (logged in) or the guest cart. */
export interface CartLineView {
  key: string;
  /** The server line's id; null for a guest line. */
  lineId: number | null;
  /** The product's id. */
  id: number;
  name: string;
  image: string;
  price: number;
  quantity: number;
  /** The line's grand total (quantity × price for a guest line). */
  total: number;
  variant_name: string | null;
  unit: { name: string } | null;
  note: string | null;
}

export const guestCart = createLocalList(STORAGE_KEYS.cart, parseCartLine);
export const compareList = createLocalList(STORAGE_KEYS.compare, parseCompareItem);

/** The web's cart and wishlist actions (resource routes that forward to the API with the cookie). */
export const CART_ACTION = '/api/cart';
export const WISHLIST_ACTION = '/api/wishlist';

interface ShopUi {
  drawer: DrawerName | null;
  /** True once any drawer was opened: its code is loaded from then on. */
  drawerRequested: boolean;
  openDrawer(name: DrawerName): void;
  closeDrawer(): void;
  loggedIn: boolean;
  cart: CartLineView[];
  cartCount: number;
  cartTotal: number;
  /** +1 / −1 on a line; −1 does nothing at quantity 1; an invalid index does nothing. */
  changeQuantity(index: number, delta: 1 | -1): void;
  removeLine(index: number): void;
  /** Logged in: adds to the server cart (the badge counts it at once). */
  addToServerCart(item: { product_id: number; variant_option_id: number; quantity?: number }): void;
  removeFromWishlist(wishlistId: number): void;
  compareCount: number;
  wishlist: WishlistItem[];
}

const ShopUiContext = createContext<ShopUi | null>(null);

const round = (n: number) => Math.round(n * 100) / 100;

function guestView(line: GuestCartLine, index: number): CartLineView {
  return {
    key: `${line.id}-${line.variant_option_id}-${index}`,
    lineId: null,
    id: line.id,
    name: line.name,
    image: line.image,
    price: line.price,
    quantity: line.quantity,
    total: round(line.quantity * line.price),
    variant_name: line.variant_name,
    unit: line.unit ?? null,
    note: line.note ?? null,
  };
}

/** The server cart with the changes still on their way applied (optimistic counts). */
function useOptimisticServer(cart: ServerCart | null, wishlist: WishlistItem[]) {
  const fetchers = useFetchers();
  return useMemo(() => {
    if (!cart) return { lines: null, extra: 0, wishlist };
    let lines = cart.lines;
    let extra = 0;
    const removedWishes = new Set<number>();
    for (const fetcher of fetchers) {
      const form = fetcher.formData;
      if (!form || !fetcher.formAction) continue;
      const intent = form.get('intent');
      const target = Number(form.get('line_id'));
      if (fetcher.formAction.endsWith(WISHLIST_ACTION)) {
        if (intent === 'remove') removedWishes.add(Number(form.get('wishlist_id')));
        continue;
      }
      if (!fetcher.formAction.endsWith(CART_ACTION)) continue;
      if (intent === 'increase' || intent === 'decrease') {
        const delta = intent === 'increase' ? 1 : -1;
        lines = lines.map((l) => {
          if (l.lineId !== target) return l;
          const quantity = Math.max(1, l.quantity + delta);
          return { ...l, quantity, total: round(quantity * l.price) };
        });
      } else if (intent === 'remove') {
        lines = lines.filter((l) => l.lineId !== target);
      } else if (intent === 'add') {
        extra += Number(form.get('quantity') ?? 1) || 1;
      }
    }
    return {
      lines,
      extra,
      wishlist: removedWishes.size ? wishlist.filter((w) => !removedWishes.has(w.wishlist_id)) : wishlist,
    };
  }, [cart, wishlist, fetchers]);
}

export function ShopUiProvider({
  loggedIn,
  serverCart,
  wishlist,
  children,
}: {
  loggedIn: boolean;
  serverCart: ServerCart | null;
  wishlist: WishlistItem[];
  children: ReactNode;
}) {
  const [drawer, setDrawer] = useState<DrawerName | null>(null);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const guest = useLocalList(guestCart);
  const compare = useLocalList(compareList);
  const location = useLocation();
  const submit = useSubmit();
  const localize = useLocalizedPath();
  const server = useOptimisticServer(loggedIn ? serverCart : null, wishlist);

  // A link followed from a drawer lands on a new page: the drawer closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setDrawer(null), [location.key]);

  const cart = useMemo<CartLineView[]>(
    () =>
      server.lines
        ? server.lines.map((line) => ({ ...line, key: String(line.lineId), lineId: line.lineId }))
        : guest.map(guestView),
    [server.lines, guest],
  );

  const send = useCallback(
    (action: string, fields: Record<string, string | number>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
      submit(form, {
        method: 'post',
        action: localize(action),
        navigate: false,
        fetcherKey: `${action}-${Date.now()}-${Math.random()}`,
      });
    },
    [submit, localize],
  );

  const changeQuantity = useCallback(
    (index: number, delta: 1 | -1) => {
      if (server.lines) {
        const line = server.lines[index];
        if (!line || (delta < 0 && line.quantity <= 1)) return;
        send(CART_ACTION, { intent: delta > 0 ? 'increase' : 'decrease', line_id: line.lineId });
        return;
      }
      const lines = guestCart.read();
      const line = lines[index];
      if (!line) return;
      const quantity = line.quantity + delta * CART_QUANTITY_STEP;
      if (quantity < 1) return;
      guestCart.write(lines.map((l, i) => (i === index ? { ...l, quantity } : l)));
    },
    [server.lines, send],
  );

  const removeLine = useCallback(
    (index: number) => {
      if (server.lines) {
        const line = server.lines[index];
        if (line) send(CART_ACTION, { intent: 'remove', line_id: line.lineId });
        return;
      }
      const lines = guestCart.read();
      if (!lines[index]) return;
      guestCart.write(lines.filter((_, i) => i !== index));
    },
    [server.lines, send],
  );

  const value = useMemo<ShopUi>(
    () => ({
      drawer,
      drawerRequested,
      openDrawer: (name: DrawerName) => {
        setDrawerRequested(true);
        setDrawer(name);
      },
      closeDrawer: () => setDrawer(null),
      loggedIn,
      cart,
      cartCount: cart.reduce((sum, line) => sum + line.quantity, 0) + server.extra,
      cartTotal: round(cart.reduce((sum, line) => sum + line.total, 0)),
      changeQuantity,
      removeLine,
      addToServerCart: (item) =>
        send(CART_ACTION, {
          intent: 'add',
          product_id: item.product_id,
          variant_option_id: item.variant_option_id,
          quantity: item.quantity ?? 1,
        }),
      removeFromWishlist: (wishlistId) =>
        send(WISHLIST_ACTION, { intent: 'remove', wishlist_id: wishlistId }),
      compareCount: compare.length,
      wishlist: server.wishlist,
    }),
    [drawer, drawerRequested, loggedIn, cart, server, compare, changeQuantity, removeLine, send],
  );
  return <ShopUiContext value={value}>{children}</ShopUiContext>;
}

export function useShopUi(): ShopUi {
  const ui = use(ShopUiContext);
  if (!ui) throw new Error('useShopUi needs a <ShopUiProvider>');
  return ui;
}
