import { useEffect } from 'react';
import { useLocalizedPath } from '../i18n/i18n';
import { guestCart } from './cart';
import { useCustomer } from './customer';
import { type GuestCartLine, useLocalList } from './local-list';

// A guest cart is kept in the browser with the names of the language it was filled in. The cart
// drawer (a chunk of its own: nothing here weighs on the first load) asks the API, through
// routes/resources/line-names.ts, for its lines' names in the page's language, and keeps those.

/** A line's product and variant named in the page's language. */
export interface LineName {
  product_id: number;
  variant_option_id: number;
  name: string;
  variant_name: string | null;
}

/** The answer of `GET /{lang}/api/line-names`. */
export interface LineNames {
  lines: LineName[];
}

/**
 * The guest cart's lines with the names the API sent (product and variant); a line it did not
 * name keeps its own. The same array when no name changed (nothing to write).
 */
export function renameGuestLines(lines: GuestCartLine[], names: LineName[]): GuestCartLine[] {
  const byLine = new Map(names.map((n) => [`${n.product_id}:${n.variant_option_id}`, n]));
  let changed = false;
  const renamed = lines.map((line) => {
    const named = byLine.get(`${line.id}:${line.variant_option_id}`);
    if (!named || (named.name === line.name && named.variant_name === line.variant_name)) return line;
    changed = true;
    return { ...line, name: named.name || line.name, variant_name: named.variant_name };
  });
  return changed ? renamed : lines;
}

/** Names a guest's cart lines in the page's language, again whenever the language or the lines change. */
export function useGuestCartNames(): void {
  const { loggedIn } = useCustomer();
  const lines = useLocalList(guestCart);
  const localize = useLocalizedPath();
  const items = loggedIn ? '' : [...new Set(lines.map((l) => `${l.id}:${l.variant_option_id}`))].join(',');
  useEffect(() => {
    if (!items) return;
    const controller = new AbortController();
    fetch(localize(`/api/line-names?items=${items}`), { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<LineNames>) : null))
      .then((answer) => {
        if (!answer || controller.signal.aborted) return;
        const stored = guestCart.read();
        const renamed = renameGuestLines(stored, answer.lines);
        if (renamed !== stored) guestCart.write(renamed);
      })
      .catch(() => {
        // Offline or aborted: the names the cart was filled with stay.
      });
    return () => controller.abort();
  }, [items, localize]);
}
