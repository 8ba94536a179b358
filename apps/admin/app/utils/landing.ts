import type { StaffRole } from '@shop/contracts/admin-rules';
import { may } from '@shop/contracts/admin-rules';

/**
 * Where a staff member of this role starts in a shop: the order desk if they may read orders, the
 * products if they keep the catalogue (an editor), else the shop's first page.
 */
export function landingOf(storeCode: string, role: StaffRole): string {
  if (may(role, 'orders.read')) return `/s/${storeCode}/orders`;
  if (may(role, 'catalogue.write')) return `/s/${storeCode}/products`;
  return `/s/${storeCode}`;
}
