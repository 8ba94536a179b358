import { ORDER_QUEUES, ORDER_STATUSES, orderQueue, PAYMENT_STATUSES } from '@shop/contracts';
import { auditLog, orderEvents, orders, payments, products, stores, warrantyUnits } from '@shop/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { addOrder, newCustomer, type TestCustomer } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let owner: string;
let cashier: string;
let packer: string;
let editor: string;
let customer: TestCustomer;
let storeId: number;

const S001 = { 'x-store-code': 'S001' };

beforeAll(async () => {
  api = await createTestApi();
  [owner, cashier, packer, editor] = await Promise.all([
    api.staffTokenFor('owner@example.com'),
    api.staffTokenFor('cashier@example.com'),
    api.staffTokenFor('packer@example.com'),
    api.staffTokenFor('editor@example.com'),
  ]);
  customer = await newCustomer(api, { name: 'Srey Neang Desk' });
  const [shop] = await api.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'S001'));
  storeId = shop?.id ?? 0;
});
afterAll(() => api.close());

const move = (
  token: string,
  id: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  api.send('POST', `/admin/api/orders/${id}/transition`, { token, body, headers: { ...S001, ...headers } });

/** A product of S001 with stock of its own (no variants), and its stock now. */
async function plainProduct() {
  const [row] = await rows<{ id: number; stock: number }>(
    api.db,
    sql`select p.id, p.stock from products p where p.store_id = ${storeId} and p.active
        and not exists (select 1 from product_variants v where v.store_id = p.store_id and v.product_id = p.id)
        order by p.id limit 1`,
  );
  if (!row) throw new Error('no plain product');
  return row;
}

describe('the order queue', () => {
  it('the database files every (status, payment status) pair in the queue orderQueue names', async () => {
    const pairs = ORDER_STATUSES.flatMap((s) => PAYMENT_STATUSES.map((p) => [s, p] as const));
    const found = await rows<{ s: string; p: string; q: string }>(
      api.db,
      sql`select s, p, order_queue(s, p) as q from (values ${sql.join(
        pairs.map(([s, p]) => sql`(${s}, ${p})`),
        sql`, `,
      )}) as v(s, p)`,
    );
    expect(found).toHaveLength(pairs.length);
    for (const row of found)
      expect([row.s, row.p, row.q]).toEqual([row.s, row.p, orderQueue(row.s as never, row.p as never)]);
  });

  it('lists the shop’s orders newest first with the count of every queue, and filters by queue and search', async () => {
    const cod = await addOrder(api, customer, { payment_status: 'pending' });
    const review = await addOrder(api, customer, {
      payment_method: 'bankTransfer',
      payment_status: 'awaiting_review',
    });
    const all = await api.get('/admin/api/orders?row_per_page=100', {
      authorization: `Bearer ${cashier}`,
      ...S001,
    });
    expect(all.status).toBe(200);
    expect(Object.keys(all.body.data.queues).sort()).toEqual([...ORDER_QUEUES].sort());
    const ids = all.body.data.data.map((o: { id: number }) => o.id);
    expect(ids.indexOf(review)).toBeLessThan(ids.indexOf(cod));
    const mine = all.body.data.data.find((o: { id: number }) => o.id === review);
    expect(mine).toMatchObject({
      status: 'placed',
      payment_status: 'awaiting_review',
      payment_method: 'bankTransfer',
      queue: 'to_review',
      total: 10,
      customer: { name: 'Srey Neang Desk', phone: customer.phone },
    });
    const queue = await api.get('/admin/api/orders?queue=to_review&row_per_page=100', {
      authorization: `Bearer ${cashier}`,
      ...S001,
    });
    expect(queue.body.data.data.every((o: { queue: string }) => o.queue === 'to_review')).toBe(true);
    expect(queue.body.data.total).toBe(all.body.data.queues.to_review);
    // A name; six digits (an order's number or a phone's part); the national number; the whole
    // international one (a phone only); the order's number.
    for (const q of [
      'Neang',
      customer.phone.slice(-6),
      `0${customer.phone.slice(4)}`,
      customer.phone,
      String(cod),
    ]) {
      const found = await api.get(`/admin/api/orders?q=${encodeURIComponent(q)}&row_per_page=100`, {
        authorization: `Bearer ${cashier}`,
        ...S001,
      });
      expect(found.status, q).toBe(200);
      expect(
        found.body.data.data.map((o: { id: number }) => o.id),
        q,
      ).toContain(cod);
    }
    const none = await api.get('/admin/api/orders?q=%23999999999', {
      authorization: `Bearer ${cashier}`,
      ...S001,
    });
    expect(none.body.data.data).toEqual([]);
  });

  it('counts a staff member’s own move at once (the counts are kept 2 s otherwise)', async () => {
    const id = await addOrder(api, customer, { payment_status: 'pending' });
    const counts = async () =>
      (await api.get('/admin/api/orders?row_per_page=1', { authorization: `Bearer ${cashier}`, ...S001 }))
        .body.data.queues;
    const before = await counts();
    expect((await move(cashier, id, { to: 'confirmed' })).status).toBe(200);
    expect((await counts()).to_pack).toBe(before.to_pack + 1);
  });

  it('refuses a bad filter with 400 naming it', async () => {
    for (const query of [
      'queue=later',
      'from=2026-13-40x',
      'row_per_page=1000',
      'from=2026-12-05&to=2026-12-01',
    ]) {
      const res = await api.get(`/admin/api/orders?${query}`, {
        authorization: `Bearer ${cashier}`,
        ...S001,
      });
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(/queue|from|row_per_page/);
    }
  });
});

describe('moving an order', () => {
  it('confirm, pack with serials, ship with tracking, deliver, collect the cash: each recorded with who and from where', async () => {
    const product = await plainProduct();
    const id = await addOrder(api, customer, {
      payment_status: 'pending',
      lines: [{ product_id: product.id, name: 'Phone', price: 250, quantity: 2 }],
    });
    expect((await move(cashier, id, { to: 'confirmed' })).body.data.status).toBe('confirmed');
    // The cashier may not pack, the packer may not confirm or cancel.
    expect((await move(cashier, id, { to: 'packed' })).status).toBe(403);
    const detail = await api.get(`/admin/api/orders/${id}`, { authorization: `Bearer ${packer}`, ...S001 });
    expect(detail.body.data.can).toEqual(['packed']);
    const line = detail.body.data.lines[0].id;
    const serial = `SN-${id}-A`;
    const packed = await move(packer, id, {
      to: 'packed',
      serials: [{ line_id: line, serials: [serial, `sn-${id}-b`] }],
    });
    expect(packed.status).toBe(200);
    expect(packed.body.data.lines[0].serials).toEqual([serial, `SN-${id}-B`]);
    expect((await move(packer, id, { to: 'shipped' })).body.message).toBe('courier is required');
    const shipped = await move(packer, id, {
      to: 'shipped',
      courier: 'Grab Express',
      tracking_number: 'GX-7781',
    });
    expect(shipped.body.data).toMatchObject({
      status: 'shipped',
      courier: 'Grab Express',
      tracking_number: 'GX-7781',
    });
    // The shopper's order page and tracking say it.
    const mine = await api.get(`/api/checkout/history/detail/${id}`, {
      authorization: `Bearer ${customer.token}`,
      ...S001,
    });
    expect(mine.body.data.status).toBe('shipped');
    expect((await move(packer, id, { to: 'delivered' })).body.data).toMatchObject({
      status: 'delivered',
      queue: 'to_collect',
    });
    const [unit] = await api.db
      .select()
      .from(warrantyUnits)
      .where(and(eq(warrantyUnits.storeId, storeId), eq(warrantyUnits.serial, serial)));
    expect(unit).toMatchObject({ orderId: id, productId: product.id });
    const warranty = await api.get(`/api/warranty?serial=${serial}`, S001);
    expect(warranty.status).toBe(200);
    const payment = shipped.body.data.payments[0];
    const short = await api.send('POST', `/admin/api/payments/${payment.id}/collect`, {
      token: packer,
      body: { amount: 499 },
      headers: S001,
    });
    expect([short.status, short.body.message]).toEqual([409, 'The amount due is 500.00 USD, not 499.00']);
    const collected = await api.send('POST', `/admin/api/payments/${payment.id}/collect`, {
      token: packer,
      body: { amount: 500 },
      headers: S001,
    });
    expect(collected.body.data).toMatchObject({ status: 'paid', can: { collect: false, refund: true } });
    const done = await api.get(`/admin/api/orders/${id}`, { authorization: `Bearer ${owner}`, ...S001 });
    expect(done.body.data).toMatchObject({ queue: 'done', payment_status: 'paid' });
    const timeline = done.body.data.timeline.map(
      (t: { action: string; from: string | null; staff: { email: string } | null; channel: string }) => [
        t.action,
        t.from,
        t.staff?.email ?? null,
        t.channel,
      ],
    );
    expect(timeline).toEqual(
      expect.arrayContaining([
        ['order.confirmed', 'placed', 'cashier@example.com', 'web'],
        ['order.packed', 'confirmed', 'packer@example.com', 'web'],
        ['order.shipped', 'packed', 'packer@example.com', 'web'],
        ['order.delivered', 'shipped', 'packer@example.com', 'web'],
        ['payment.paid', 'pending', 'packer@example.com', 'web'],
      ]),
    );
    const audited = await api.get(`/admin/api/audit?entity=order&entity_id=${id}`, {
      authorization: `Bearer ${owner}`,
      ...S001,
    });
    expect(audited.body.data.data.map((r: { action: string }) => r.action).sort()).toEqual(
      ['order.confirmed', 'order.delivered', 'order.packed', 'order.shipped'].sort(),
    );
  });

  it('does not confirm a transfer before its receipt is approved; a rejection’s reason reaches the shopper', async () => {
    const id = await addOrder(api, customer, {
      payment_method: 'bankTransfer',
      payment_status: 'awaiting_review',
    });
    const early = await move(cashier, id, { to: 'confirmed' });
    expect(early.status).toBe(409);
    expect(early.body.data).toMatchObject({ id, status: 'placed', queue: 'to_review' });
    const order = await api.get(`/admin/api/orders/${id}`, { authorization: `Bearer ${cashier}`, ...S001 });
    const payment = order.body.data.payments[0];
    expect(payment.can).toEqual({ review: true, collect: false, refund: false });
    const noReason = await api.send('POST', `/admin/api/payments/${payment.id}/review`, {
      token: cashier,
      body: { decision: 'reject' },
      headers: S001,
    });
    expect([noReason.status, noReason.body.message]).toEqual([400, 'reason is required']);
    const rejected = await api.send('POST', `/admin/api/payments/${payment.id}/review`, {
      token: cashier,
      body: { decision: 'reject', reason: 'The amount is $5 short' },
      headers: S001,
    });
    expect(rejected.body.data).toMatchObject({ status: 'failed', reason: 'The amount is $5 short' });
    // Reviewed already: the second press changes nothing.
    const again = await api.send('POST', `/admin/api/payments/${payment.id}/review`, {
      token: cashier,
      body: { decision: 'approve' },
      headers: S001,
    });
    expect(again.status).toBe(409);
    const other = await addOrder(api, customer, {
      payment_method: 'bankTransfer',
      payment_status: 'awaiting_review',
    });
    const otherPayment = (
      await api.get(`/admin/api/orders/${other}`, { authorization: `Bearer ${cashier}`, ...S001 })
    ).body.data.payments[0];
    const approved = await api.send('POST', `/admin/api/payments/${otherPayment.id}/review`, {
      token: cashier,
      body: { decision: 'approve' },
      headers: S001,
    });
    expect(approved.body.data.status).toBe('paid');
    expect((await move(cashier, other, { to: 'confirmed' })).body.data).toMatchObject({
      status: 'confirmed',
      queue: 'to_pack',
    });
  });

  it('a KHQR payment the provider reports paid cannot be approved or collected by the staff', async () => {
    const id = await addOrder(api, customer, { payment_method: 'khqr', payment_status: 'paid' });
    const order = await api.get(`/admin/api/orders/${id}`, { authorization: `Bearer ${owner}`, ...S001 });
    const payment = order.body.data.payments[0];
    expect(payment.can).toEqual({ review: false, collect: false, refund: true });
    for (const step of ['review', 'collect']) {
      const res = await api.send('POST', `/admin/api/payments/${payment.id}/${step}`, {
        token: owner,
        body: step === 'review' ? { decision: 'approve' } : {},
        headers: S001,
      });
      expect(res.status, step).toBe(409);
    }
  });

  it('cancelling a paid order returns its stock once and refunds it with its reference', async () => {
    const product = await plainProduct();
    const id = await addOrder(api, customer, {
      payment_method: 'khqr',
      payment_status: 'paid',
      lines: [{ product_id: product.id, name: 'Phone', price: 5, quantity: 3 }],
    });
    expect((await move(owner, id, { to: 'cancelled' })).body.message).toBe('reason is required');
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        move(owner, id, {
          to: 'cancelled',
          reason: 'Out of stock at the supplier',
          refund_reference: 'ABA 99812',
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const ok = results.find((r) => r.status === 200);
    expect(ok?.body.data.payments[0]).toMatchObject({
      status: 'refunded',
      reason: 'Out of stock at the supplier',
      refund_reference: 'ABA 99812',
    });
    expect(ok?.body.data).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      queue: 'cancelled',
    });
    const [after] = await api.db
      .select({ stock: products.stock })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.id, product.id)));
    expect(after?.stock).toBe(product.stock + 3);
    const [payment] = await api.db
      .select({ status: payments.status, reason: payments.reason })
      .from(payments)
      .where(and(eq(payments.storeId, storeId), eq(payments.orderId, id)));
    expect(payment).toEqual({ status: 'refunded', reason: 'Out of stock at the supplier' });
  });

  it('twenty staff pressing at once make one change each: one confirm, one event, one audit row', async () => {
    const id = await addOrder(api, customer, { payment_status: 'pending' });
    const tokens = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.staffTokenFor(i % 2 ? 'cashier@example.com' : 'owner@example.com'),
      ),
    );
    const results = await Promise.all(tokens.map((token) => move(token, id, { to: 'confirmed' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    for (const refused of results.filter((r) => r.status === 409))
      expect(refused.body.data.status).toBe('confirmed');
    const events = await api.db
      .select()
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.storeId, storeId),
          eq(orderEvents.orderId, id),
          eq(orderEvents.status, 'confirmed'),
        ),
      );
    expect(events).toHaveLength(1);
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.storeId, storeId),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, 'order.confirmed'),
        ),
      );
    expect(audits).toHaveLength(1);
  });

  it('twenty staff confirming, cancelling and shipping three orders at once: one change each, the stock back once, an audit row per change', async () => {
    const product = await plainProduct();
    const line = { product_id: product.id, name: 'Phone', price: 5, quantity: 2 };
    const toConfirm = await addOrder(api, customer, { payment_status: 'pending' });
    const toCancel = await addOrder(api, customer, { payment_status: 'pending', lines: [line] });
    const toShip = await addOrder(api, customer, { status: 'packed', payment_status: 'pending' });
    const owners = await Promise.all(
      Array.from({ length: 20 }, () => api.staffTokenFor('owner@example.com')),
    );
    const presses = owners.map((token, i) =>
      i % 3 === 0
        ? move(token, toConfirm, { to: 'confirmed' })
        : i % 3 === 1
          ? move(token, toCancel, { to: 'cancelled', reason: 'The customer called to cancel' })
          : move(token, toShip, { to: 'shipped', courier: 'Grab Express', tracking_number: `GX-${i}` }),
    );
    const results = await Promise.all(presses);
    const of = (id: number) => results.filter((r) => r.body?.data?.id === id);
    for (const id of [toConfirm, toCancel, toShip]) {
      expect(
        of(id).filter((r) => r.status === 200),
        `order ${id}`,
      ).toHaveLength(1);
      expect(
        of(id).every((r) => r.status === 200 || r.status === 409),
        `order ${id}`,
      ).toBe(true);
      const audits = await api.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.storeId, storeId), eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))),
        );
      expect(audits, `order ${id}`).toHaveLength(1);
    }
    const [after] = await api.db
      .select({ stock: products.stock })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.id, product.id)));
    expect(after?.stock).toBe(product.stock + 2);
  });

  it('a retry with the same Idempotency-Key gets the first answer, not a 409', async () => {
    const id = await addOrder(api, customer, { payment_status: 'pending' });
    const key = { 'idempotency-key': `confirm-${id}` };
    const first = await move(cashier, id, { to: 'confirmed' }, key);
    const retry = await move(cashier, id, { to: 'confirmed' }, key);
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  it('an order of another shop is not found, whoever asks', async () => {
    const elsewhere = await newCustomer(api, { shop: 'S002' });
    const id = await addOrder(api, elsewhere, { payment_status: 'pending' });
    const res = await api.get(`/admin/api/orders/${id}`, { authorization: `Bearer ${owner}`, ...S001 });
    expect(res.status).toBe(404);
    expect((await move(owner, id, { to: 'confirmed' })).status).toBe(404);
    const [row] = await api.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe('placed');
    // The editor of S001 has no order desk at all.
    expect((await api.get('/admin/api/orders', { authorization: `Bearer ${editor}`, ...S001 })).status).toBe(
      403,
    );
  });

  it('keeps an internal note with who wrote it', async () => {
    const id = await addOrder(api, customer, { payment_status: 'pending' });
    const res = await api.send('POST', `/admin/api/orders/${id}/notes`, {
      token: packer,
      body: { text: 'Customer asked to call before delivery' },
      headers: S001,
    });
    expect(res.body.data.notes).toEqual([
      expect.objectContaining({
        text: 'Customer asked to call before delivery',
        staff: expect.objectContaining({ email: 'packer@example.com' }),
      }),
    ]);
  });
});

describe('the audit log', () => {
  it('is append-only: the database refuses to change or remove a row', async () => {
    const refused = { cause: expect.objectContaining({ message: 'audit_log is append-only' }) };
    await expect(api.db.execute(sql`update audit_log set action = 'x'`)).rejects.toMatchObject(refused);
    await expect(api.db.execute(sql`delete from audit_log`)).rejects.toMatchObject(refused);
  });
});
