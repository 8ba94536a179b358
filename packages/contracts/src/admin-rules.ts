// The back office's rules, without Zod (safe in browser code): the roles and what each may do
// (PERMISSIONS: the API refuses by it, the admin shows only what a role may do), the staff's moves
// of an order, the order desk's queues, where an action came from.
import { ORDER_STATUSES, type OrderStatus, PAYMENT_STATUSES, type PaymentStatus } from './statuses';

/** A staff member's role in one shop (a staff member may have one in several shops). */
export const STAFF_ROLES = ['owner', 'manager', 'cashier', 'packer', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff call may do; each `/admin/api` route declares the one it needs. */
export const PERMISSIONS = {
  /** See the order desk, an order, its payments and receipts. */
  'orders.read': ['owner', 'manager', 'cashier', 'packer'],
  /** Confirm a placed order. */
  'orders.confirm': ['owner', 'manager', 'cashier'],
  /** Pack (serials), ship (courier, tracking number), out for delivery, delivered. */
  'orders.fulfil': ['owner', 'manager', 'packer'],
  /** Cancel an order (its stock back, its payment cancelled or refunded). */
  'orders.cancel': ['owner', 'manager'],
  /** Write an internal note on an order. */
  'orders.note': ['owner', 'manager', 'cashier', 'packer'],
  /** Approve or reject a transfer's receipt. */
  'payments.review': ['owner', 'manager', 'cashier'],
  /** Record the money in: cash on delivery collected, a wallet's credit seen. */
  'payments.collect': ['owner', 'manager', 'cashier', 'packer'],
  /** Give paid money back. */
  'payments.refund': ['owner', 'manager'],
  /** Sales figures and the orders export. */
  'reports.read': ['owner', 'manager'],
  /** The shop's own pages: help categories and articles, news posts, policy sections. */
  'content.write': ['owner', 'manager', 'editor'],
  /** Repair tickets: taken in at the counter, moved through their statuses, the technician's note. */
  'tickets.manage': ['owner', 'manager', 'cashier', 'packer'],
  /** The shop's profile: name, colour, contacts, links, about text, footer, menu. */
  'shop.settings': ['owner', 'manager'],
  /** The shop's money: payment methods, transfer accounts, KHQR, discounts, riel rate, delivery fee. */
  'shop.money': ['owner'],
  /** The catalogue: products, variants, prices, stock. */
  'catalogue.write': ['owner', 'manager', 'editor'],
  /** Staff, roles and invitations; the shop's two-factor rule. */
  'staff.manage': ['owner'],
  /** The audit log. */
  'audit.read': ['owner'],
  /** The shop's Telegram group (its chat and language) and its messages that could not be sent. */
  'telegram.manage': ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof PERMISSIONS;

/** Whether `role` may do `permission`. */
export const may = (role: StaffRole, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);

/** The moves staff make an order, and what each needs. */
export const ORDER_TRANSITIONS = [
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];
export type OrderTransition = (typeof ORDER_TRANSITIONS)[number];

/** The permission of each move. */
export const TRANSITION_PERMISSION: Record<OrderTransition, Permission> = {
  confirmed: 'orders.confirm',
  packed: 'orders.fulfil',
  shipped: 'orders.fulfil',
  out_for_delivery: 'orders.fulfil',
  delivered: 'orders.fulfil',
  cancelled: 'orders.cancel',
};

/**
 * The order desk's queues, by what needs doing: every order is in exactly one (`orderQueue`).
 * A transfer's receipt is reviewed before the order is confirmed; a delivered order whose money
 * is still to come (cash on delivery) waits in to_collect.
 */
export const ORDER_QUEUES = [
  'to_review',
  'to_confirm',
  'to_pack',
  'to_ship',
  'out_for_delivery',
  'to_collect',
  'done',
  'cancelled',
] as const;
export type OrderQueue = (typeof ORDER_QUEUES)[number];

/** The queue of an order of `status` whose payment is `payment`. */
export function orderQueue(status: OrderStatus, payment: PaymentStatus): OrderQueue {
  if (status === 'cancelled') return 'cancelled';
  if (payment === 'awaiting_review') return 'to_review';
  switch (status) {
    case 'placed':
      return 'to_confirm';
    case 'confirmed':
      return 'to_pack';
    case 'packed':
      return 'to_ship';
    case 'shipped':
    case 'out_for_delivery':
      return 'out_for_delivery';
    case 'delivered':
      return payment === 'pending' ? 'to_collect' : 'done';
  }
}

/**
 * `orderQueue` as SQL over the columns named `status` and `payment`: the expression of the orders'
 * generated `queue` column (migration 0019), made from the function above, pair by pair, so the
 * two say the same (a test checks the database's column against `orderQueue` for every pair).
 */
export function orderQueueSql(status: string, payment: string): string {
  const pairs = new Map<OrderQueue, string[]>();
  for (const s of ORDER_STATUSES)
    for (const p of PAYMENT_STATUSES) {
      const queue = orderQueue(s, p);
      pairs.set(queue, [...(pairs.get(queue) ?? []), `('${s}','${p}')`]);
    }
  const whens = [...pairs].map(
    ([queue, list]) => `when (${status}, ${payment}) in (${list.join(',')}) then '${queue}'`,
  );
  return `case ${whens.join(' ')} end`;
}

/** Where a staff action came from. */
export const CHANNELS = ['web', 'telegram', 'shopper', 'system'] as const;
export type Channel = (typeof CHANNELS)[number];

/** What the audit log records actions on. */
export const AUDIT_ENTITIES = [
  'order',
  'payment',
  'product',
  'category',
  'brand',
  'content',
  'ticket',
  'staff',
  'shop',
  'session',
] as const;

/** Why staff changed a unit's stock (an order's stock is the order's own). */
export const STOCK_REASONS = ['received', 'damaged', 'counted', 'correction'] as const;
