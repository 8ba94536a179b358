import { randomInt } from 'node:crypto';
import {
  categories,
  customers,
  orderEvents,
  orderLines,
  orders,
  outbox,
  payments,
  productSpecs,
  stores,
} from '@shop/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { rows } from '../lib/sql';
import { hashPassword } from '../modules/accounts/password';
import type { TestApi } from './harness';

// Data of a test's own, written into its copy of the seeded database: a customer no other test
// knows, an order in whatever state a test needs. The tests of the storefront use them too.

let serial = 0;

async function storeIdOf(api: TestApi, code: string): Promise<number> {
  const [store] = await api.db.select({ id: stores.id }).from(stores).where(eq(stores.code, code));
  if (!store) throw new Error(`No shop ${code}`);
  return store.id;
}

export interface TestCustomer {
  id: number;
  shop: string;
  name: string;
  email: string;
  /** +855 and 8 or 9 digits, as the API stores a phone. */
  phone: string;
  password: string;
  /** A bearer token of a session of theirs, and the storefront's cookie holding it. */
  token: string;
  cookie: string;
}

/**
 * A new customer of a shop (S001 by default) with a session: their own e-mail and phone (+855 9…),
 * a verified phone unless told, and a password they can sign in with.
 */
export async function newCustomer(
  api: TestApi,
  options: { shop?: string; name?: string; password?: string; verified?: boolean } = {},
): Promise<TestCustomer> {
  const shop = options.shop ?? 'S001';
  const n = `${process.pid}${++serial}${randomInt(1000, 9999)}`;
  const name = options.name ?? 'Dara Test';
  const email = `shopper${n}@example.com`;
  const phone = `+8559${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const password = options.password ?? 'correct horse battery';
  const [row] = await api.db
    .insert(customers)
    .values({
      storeId: await storeIdOf(api, shop),
      name,
      email,
      phone,
      passwordHash: await hashPassword(password),
      phoneVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer made');
  const token = await api.tokenFor(shop, email);
  return { id: row.id, shop, name, email, phone, password, token, cookie: `session=${token}` };
}

/** The 6-digit code of the last message a shop sent to a recipient (a phone or an e-mail). */
export async function lastCode(api: TestApi, recipient: string, shop = 'S001'): Promise<string> {
  const [row] = await api.db
    .select({ body: outbox.body })
    .from(outbox)
    .innerJoin(stores, eq(stores.id, outbox.storeId))
    .where(and(eq(stores.code, shop), eq(outbox.recipient, recipient)))
    .orderBy(desc(outbox.id))
    .limit(1);
  const found = /\b(\d{6})\b/.exec(row?.body ?? '');
  if (!found?.[1]) throw new Error(`No code sent to ${recipient}`);
  return found[1];
}

export interface TestOrderLine {
  product_id: number;
  variant_option_id?: number;
  name: string;
  variant_name?: string | null;
  image?: string;
  is_service?: boolean;
  /** Dollars. */
  price: number;
  quantity: number;
}

export interface TestOrder {
  status?: (typeof orders.$inferInsert)['status'];
  payment_method?: string;
  /** The status of its payment; none (a cash order's, until the courier collects) reads as pending. */
  payment_status?: (typeof payments.$inferInsert)['status'];
  transfer_type?: string | null;
  created_at?: string;
  lines?: TestOrderLine[];
  discount?: number;
  delivery_fee?: number;
  address?: { name: string; description: string; lat: number; long: number };
  note?: string;
  /** Its statuses with their times, oldest first (by default: placed, when it was made). */
  history?: { status: (typeof orderEvents.$inferInsert)['status']; at: string }[];
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * An order of a customer as the shop keeps it, in the state a test needs (placed and unpaid, cash
 * on delivery, one line of $10.00, by default); its total is its lines' less the discount plus
 * the delivery fee. Answers its id.
 */
export async function addOrder(api: TestApi, customer: TestCustomer, order: TestOrder = {}): Promise<number> {
  const storeId = await storeIdOf(api, customer.shop);
  const lines = order.lines ?? [{ product_id: 1, name: 'A line', price: 10, quantity: 1 }];
  const subtotal = lines.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);
  const discount = cents(order.discount ?? 0);
  const deliveryFee = cents(order.delivery_fee ?? 0);
  const total = subtotal - discount + deliveryFee;
  const createdAt = new Date(order.created_at ?? Date.now());
  const method = order.payment_method ?? 'cod';
  const address = order.address ?? { name: 'Home', description: 'Street 51', lat: 11.5564, long: 104.9282 };
  return api.db.transaction(async (tx) => {
    let paymentId: number | null = null;
    if (order.payment_status) {
      const [payment] = await tx
        .insert(payments)
        .values({
          storeId,
          customerId: customer.id,
          provider: method as (typeof payments.$inferInsert)['provider'],
          status: order.payment_status,
          checkoutType: 'cart',
          subject: 'test order',
          amountCents: Math.max(total, 1),
          amountMinor: Math.max(total, 1),
          createdAt,
        })
        .returning({ id: payments.id });
      paymentId = payment?.id ?? null;
    }
    const [made] = await tx
      .insert(orders)
      .values({
        storeId,
        customerId: customer.id,
        status: order.status ?? 'placed',
        checkoutType: 'cart',
        paymentMethod: method,
        paymentType: method === 'cod' ? 'cash' : 'transfer',
        transferType: order.transfer_type ?? null,
        paymentId,
        subtotalCents: subtotal,
        discountCents: discount,
        deliveryFeeCents: deliveryFee,
        totalCents: total,
        addressName: address.name,
        addressDescription: address.description,
        addressLat: address.lat,
        addressLong: address.long,
        note: order.note ?? '',
        createdAt,
      })
      .returning({ id: orders.id });
    if (!made) throw new Error('no order made');
    if (paymentId !== null)
      await tx
        .update(payments)
        .set({ orderId: made.id })
        .where(and(eq(payments.storeId, storeId), eq(payments.id, paymentId)));
    await tx.insert(orderLines).values(
      lines.map((line) => ({
        storeId,
        orderId: made.id,
        productId: line.product_id,
        variantId: line.variant_option_id ?? 0,
        name: line.name,
        variantName: line.variant_name ?? null,
        image: line.image ?? '',
        isService: line.is_service ? 1 : 0,
        unitPriceCents: cents(line.price),
        quantity: line.quantity,
        lineTotalCents: cents(line.price) * line.quantity,
      })),
    );
    const history = order.history ?? [{ status: 'placed' as const, at: createdAt.toISOString() }];
    await tx
      .insert(orderEvents)
      .values(
        history.map((event) => ({ storeId, orderId: made.id, status: event.status, at: new Date(event.at) })),
      );
    return made.id;
  });
}

/** An order's status as the shop keeps it. */
export async function orderStatus(api: TestApi, orderId: number, shop = 'S001') {
  const [row] = await api.db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.storeId, await storeIdOf(api, shop)), eq(orders.id, orderId)));
  return row?.status;
}

/**
 * Adds plain products to a shop (in its first category, at $10.00) until it has `total` active
 * ones: a large shop, made in one statement. Answers the shop's active product ids, oldest first.
 */
export async function growCatalogue(api: TestApi, shop: string, total: number): Promise<number[]> {
  const storeId = await storeIdOf(api, shop);
  await api.db.execute(sql`
    insert into products (store_id, slug, category_id, unit_id, price_cents, stock)
    select ${storeId}, 'bulk-' || n, c.id, u.id, 1000, 5
    from generate_series(1, greatest(0, ${total} - (select count(*) from products where store_id = ${storeId} and active))) n,
      (select id from categories where store_id = ${storeId} order by id limit 1) c,
      (select id from units where store_id = ${storeId} order by id limit 1) u`);
  const ids = await rows<{ id: number }>(
    api.db,
    sql`select id from products where store_id = ${storeId} and active order by id`,
  );
  return ids.map((r) => r.id);
}

/** Adds a specification line to a product (after its others), e.g. one whose key no page translates. */
export async function addSpecification(
  api: TestApi,
  productId: number,
  key: string,
  value: string,
  shop = 'S001',
) {
  await api.db.insert(productSpecs).values({
    storeId: await storeIdOf(api, shop),
    productId,
    key,
    value,
    sequence: 999,
  });
}

/** Gives a shop's category of one slug another, so that the shop has no category of that slug. */
export async function renameCategorySlug(api: TestApi, shop: string, from: string, to: string) {
  await api.db
    .update(categories)
    .set({ slug: to })
    .where(and(eq(categories.storeId, await storeIdOf(api, shop)), eq(categories.slug, from)));
}

/**
 * Lets a payment lapse: its expiry passed, and its last check long enough ago that the next one asks
 * the provider again.
 */
export async function lapsePayment(api: TestApi, paymentId: number) {
  await api.db.execute(
    sql`update payments set expires_at = now() - interval '1 minute', updated_at = now() - interval '1 hour'
        where id = ${paymentId}`,
  );
}
