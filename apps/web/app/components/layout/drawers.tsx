import { useEffect } from 'react';
import type { NavBrand, NavCategory } from '../../utils/shell';
import { BrandDrawer } from './brand-drawer';
import { CartDrawer } from './cart-drawer';
import { CategoryDrawer } from './category-drawer';
import { WishlistDrawer } from './wishlist-drawer';

/** All four drawers, in their own chunk: loaded when a shopper first reaches for one. */
export default function Drawers({ categories, brands }: { categories: NavCategory[]; brands: NavBrand[] }) {
  // From now on the drawers answer their buttons: the server's `:target` panels stay hidden
  // (shell-panels.tsx).
  useEffect(() => {
    document.documentElement.dataset.drawers = 'ready';
  }, []);
  return (
    <>
      <CategoryDrawer categories={categories} />
      <BrandDrawer brands={brands} />
      <CartDrawer />
      <WishlistDrawer />
    </>
  );
}
