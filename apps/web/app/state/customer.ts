import { useRouteLoaderData } from 'react-router';
import { LOGGED_IN, type ShellData } from '../utils/shell';
import type { ServerCart, WishlistItem } from './cart-types';

const NO_WISHES: WishlistItem[] = [];

/**
 * The shopper as the root loader saw them: a guest, or a customer with the server cart and
 * wishlist (both read again after every cart or wishlist change).
 */
export function useCustomer(): {
  loggedIn: boolean;
  serverCart: ServerCart | null;
  wishlist: WishlistItem[];
} {
  const shell = useRouteLoaderData('root') as ShellData | undefined;
  const loggedIn = shell?.loginStatusCode === LOGGED_IN;
  return {
    loggedIn,
    serverCart: loggedIn ? (shell?.serverCart ?? null) : null,
    wishlist: shell?.wishlist ?? NO_WISHES,
  };
}
