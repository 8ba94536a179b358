import { useRouteLoaderData } from 'react-router';
import type { loader } from '../routes/shop-layout';

export type ShopData = Awaited<ReturnType<typeof loader>>;

/** The shop layout's data (the staff member and their role in the shop), for its pages. */
export function useShop(): ShopData {
  const found = useRouteLoaderData<typeof loader>('routes/shop-layout');
  if (!found) throw new Error('useShop outside a shop page');
  return found;
}
