import type { OrderQueue } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRiel } from '../../lib/money';
import { addOrder, newCustomer } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import { bearer, shop } from './admin.fixtures';

let api: TestApi;
let owner: string;
let manager: string;
let cashier: string;
let packer: string;
let editor: string;
let rate: number;

beforeAll(async () => {
  api = await createTestApi();
  [owner, manager, cashier, packer, editor] = await Promise.all([
    api.staffTokenFor('owner@example.com'),
    api.staffTokenFor('manager@example.com'),
    api.staffTokenFor('cashier@example.com'),
    api.staffTokenFor('packer@example.com'),
    api.staffTokenFor('editor@example.com'),
  ]);
  rate = (await api.get('/api/vendor/info', shop('S001'))).body.data.khr_per_usd;
});
afterAll(() => api.close());

const DAY = 86_400_000;
/** A moment `days` days ago. */
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
/** The shop's day (Phnom Penh, UTC+7) `days` days ago, as YYYY-MM-DD. */
const shopDay = (days = 0) => new Date(Date.now() + 7 * 3_600_000 - days * DAY).toISOString().slice(0, 10);

type Period = { days: number; orders: number; sales: number; sales_khr: number; cancelled: number };
type Method = { method: string; orders: number; sales: number };

const dashboard = async (token = owner) => {
  const res = await api.get('/admin/api/dashboard', { ...bearer(token), ...shop('S001') });
  expect(res.status).toBe(200);
  return res.body.data as {
    periods: Period[];
    daily: { day: string; orders: number; sales: number }[];
    queues: Record<OrderQueue, number>;
    by_method: Method[];
    top_products: { product_id: number; quantity: number }[];
  };
};

const period = (data: { periods: Period[] }, days: number) => {
  const found = data.periods.find((p) => p.days === days);
  if (!found) throw new Error(`no period of ${days} days`);
  return found;
};
const method = (data: { by_method: Method[] }, name: string) =>
  data.by_method.find((m) => m.method === name) ?? { method: name, orders: 0, sales: 0 };
const cents = (dollars: number) => Math.round(dollars * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A CSV text as rows of fields (RFC 4180: quoted fields, doubled quotes, commas and line ends inside). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

describe('the dashboard', () => {
  it('gives today, 7 and 30 days, the queues and the payment methods, which add up with new orders', async () => {
    const customer = await newCustomer(api, { name: 'Dashboard Buyer' });
    const before = await dashboard();
    expect(before.periods.map((p) => p.days)).toEqual([1, 7, 30]);

    await addOrder(api, customer, { payment_status: 'pending' });
    await addOrder(api, customer, {
      payment_method: 'khqr',
      payment_status: 'paid',
      lines: [{ product_id: 1, name: 'Case', price: 12.75, quantity: 2 }],
    });
    await addOrder(api, customer, {
      status: 'cancelled',
      payment_method: 'bankTransfer',
      lines: [{ product_id: 1, name: 'X', price: 7, quantity: 1 }],
    });
    await addOrder(api, customer, {
      payment_status: 'pending',
      created_at: ago(10),
      lines: [{ product_id: 1, name: 'Older', price: 12, quantity: 1 }],
    });
    await addOrder(api, customer, {
      payment_status: 'pending',
      created_at: ago(40),
      lines: [{ product_id: 1, name: 'Old', price: 99, quantity: 1 }],
    });
    const after = await dashboard();

    // Today and the last 7 days: two orders for $35.50, one cancelled (never in the sales).
    for (const days of [1, 7]) {
      expect(period(after, days).orders - period(before, days).orders, `${days} days`).toBe(2);
      expect(cents(period(after, days).sales) - cents(period(before, days).sales), `${days} days`).toBe(3550);
      expect(period(after, days).cancelled - period(before, days).cancelled, `${days} days`).toBe(1);
    }
    // 30 days: the order of 10 days ago too; the one of 40 days ago in none.
    expect(period(after, 30).orders - period(before, 30).orders).toBe(3);
    expect(cents(period(after, 30).sales) - cents(period(before, 30).sales)).toBe(4750);
    for (const p of after.periods) expect(p.sales_khr, `${p.days} days`).toBe(toRiel(cents(p.sales), rate));

    expect(method(after, 'cod').orders - method(before, 'cod').orders).toBe(2);
    expect(cents(method(after, 'cod').sales) - cents(method(before, 'cod').sales)).toBe(2200);
    expect(method(after, 'khqr').orders - method(before, 'khqr').orders).toBe(1);
    expect(cents(method(after, 'khqr').sales) - cents(method(before, 'khqr').sales)).toBe(2550);
    expect(method(after, 'bankTransfer').orders).toBe(method(before, 'bankTransfer').orders);

    // The parts add up to the whole of the 30 days.
    const thirty = period(after, 30);
    expect(sum(after.by_method.map((m) => m.orders))).toBe(thirty.orders);
    expect(sum(after.by_method.map((m) => cents(m.sales)))).toBe(cents(thirty.sales));
    expect(after.daily).toHaveLength(30);
    expect(after.daily.at(-1)?.day).toBe(shopDay());
    expect(sum(after.daily.map((d) => d.orders))).toBe(thirty.orders);
    expect(sum(after.daily.map((d) => cents(d.sales)))).toBe(cents(thirty.sales));
    expect(after.daily.at(-1)?.orders).toBe(period(after, 1).orders);
    expect(sum(after.daily.slice(-7).map((d) => d.orders))).toBe(period(after, 7).orders);

    // The queues are the order desk's: counted again within 2 s of new orders (they are kept that
    // long; a staff member's own move forgets them at once).
    await expect
      .poll(async () => (await dashboard()).queues.to_confirm - before.queues.to_confirm, { timeout: 5000 })
      .toBe(4);
    const latest = await dashboard();
    const desk = await api.get('/admin/api/orders', { ...bearer(owner), ...shop('S001') });
    expect(latest.queues).toEqual(desk.body.data.queues);
    expect(latest.queues.cancelled - before.queues.cancelled).toBe(1);
  });

  it('a manager reads the same; a cashier, a packer or an editor may not (403)', async () => {
    const mine = await dashboard(owner);
    expect(await dashboard(manager)).toEqual(mine);
    for (const token of [cashier, packer, editor]) {
      const res = await api.get('/admin/api/dashboard', { ...bearer(token), ...shop('S001') });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 403, data: null });
      expect(res.body.message).toMatch(/reports\.read/);
    }
  });
});

describe('the orders export', () => {
  const exportOf = (query: string, token = owner) =>
    api.get(`/admin/api/orders/export?${query}`, { ...bearer(token), ...shop('S001') });

  it('is a CSV of the orders placed in the range, one row each, Khmer names intact', async () => {
    const khmer = await newCustomer(api, { name: 'សុខ ស្រីមុំ' });
    const quoted = await newCustomer(api, { name: 'Dara, "Big" Phone Shop' });
    const formula = await newCustomer(api, { name: '=HYPERLINK("http://evil.example","Click")' });
    const risky = await addOrder(api, formula, { payment_status: 'pending' });
    const today = await addOrder(api, khmer, { payment_status: 'pending' });
    const earlier = await addOrder(api, quoted, {
      payment_method: 'khqr',
      payment_status: 'paid',
      created_at: ago(3),
      delivery_fee: 1.5,
      lines: [{ product_id: 1, name: 'Cable', price: 4.25, quantity: 2 }],
    });
    const old = await addOrder(api, khmer, { payment_status: 'pending', created_at: ago(40) });
    const from = shopDay(5);
    const to = shopDay(0);

    // The bytes as sent (a Response's text() would drop the byte-order mark).
    const res = await api.app.request(`/admin/api/orders/export?from=${from}&to=${to}`, {
      headers: { ...bearer(owner), ...shop('S001') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="orders-S001-${from}-${to}.csv"`,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    // A byte-order mark first, so that spreadsheet programs read UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'order',
      'placed',
      'status',
      'payment_method',
      'payment_status',
      'customer',
      'phone',
      'items',
      'subtotal_usd',
      'discount_usd',
      'delivery_usd',
      'total_usd',
      'total_khr',
      'courier',
      'tracking_number',
    ]);
    for (const row of rows) expect(row).toHaveLength(header?.length ?? 0);
    const ids = rows.map((row) => Number(row[0]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(today);
    expect(ids).toContain(earlier);
    expect(ids).not.toContain(old);
    // One row per order of the range: as many as the order desk finds for the same days.
    const desk = await api.get(`/admin/api/orders?from=${from}&to=${to}&row_per_page=1`, {
      ...bearer(owner),
      ...shop('S001'),
    });
    expect(rows).toHaveLength(desk.body.data.total);
    for (const row of rows) {
      const day = (row[1] ?? '').slice(0, 10);
      expect(day >= from && day <= to, row[1]).toBe(true);
    }

    expect(rows.find((row) => Number(row[0]) === today)).toEqual([
      String(today),
      expect.stringMatching(new RegExp(`^${to} \\d{2}:\\d{2}$`)),
      'placed',
      'cod',
      'pending',
      'សុខ ស្រីមុំ',
      khmer.phone,
      '1',
      '10.00',
      '0.00',
      '0.00',
      '10.00',
      String(toRiel(1000, rate)),
      '',
      '',
    ]);
    expect(rows.find((row) => Number(row[0]) === earlier)).toEqual([
      String(earlier),
      expect.stringMatching(new RegExp(`^${shopDay(3)} `)),
      'placed',
      'khqr',
      'paid',
      'Dara, "Big" Phone Shop',
      quoted.phone,
      '2',
      '8.50',
      '0.00',
      '1.50',
      '10.00',
      String(toRiel(1000, rate)),
      '',
      '',
    ]);
    // A name that starts like a formula is a text for a spreadsheet: a quote mark before it.
    expect(rows.find((row) => Number(row[0]) === risky)?.[5]).toBe(
      `'=HYPERLINK("http://evil.example","Click")`,
    );
    // The bytes are UTF-8: the Khmer name is there as written.
    expect(text).toContain('សុខ ស្រីមុំ');
  });

  it('a range of one day without orders is the header row alone', async () => {
    const res = await exportOf('from=2001-01-01&to=2001-01-01');
    expect(res.status).toBe(200);
    expect(parseCsv(res.body as string)).toEqual([
      [
        'order',
        'placed',
        'status',
        'payment_method',
        'payment_status',
        'customer',
        'phone',
        'items',
        'subtotal_usd',
        'discount_usd',
        'delivery_usd',
        'total_usd',
        'total_khr',
        'courier',
        'tracking_number',
      ],
    ]);
  });

  it('refuses a range over 366 days, a from after to, or an impossible day, with 400', async () => {
    expect((await exportOf('from=2025-01-01&to=2026-01-02')).status).toBe(200);
    const cases: [string, RegExp][] = [
      ['from=2025-01-01&to=2026-01-03', /^to: at most 366 days/],
      ['from=2026-03-05&to=2026-03-01', /^from: /],
      ['from=2026-02-30&to=2026-03-05', /^from: /],
      ['from=2026-02-01&to=2026-04-31', /^to: /],
      ['from=0000-01-01&to=0000-01-02', /^from: /],
      ['from=2026-1-5&to=2026-01-31', /^from: /],
      ['from=2026-01-05', /^to: /],
      ['to=2026-01-05', /^from: /],
    ];
    for (const [query, message] of cases) {
      const res = await exportOf(query);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ code: 400, data: null });
      expect(res.body.message, query).toMatch(message);
    }
  });

  it('the order desk refuses an impossible day too (400, never a 500)', async () => {
    for (const query of ['from=2026-02-30', 'to=2026-04-31', 'from=2026-02-29', 'to=0000-12-31']) {
      const res = await api.get(`/admin/api/orders?${query}`, { ...bearer(cashier), ...shop('S001') });
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(/^(from|to): /);
    }
  });

  it('only owners and managers export: 403 for a cashier, a packer or an editor', async () => {
    const query = `from=${shopDay(1)}&to=${shopDay(0)}`;
    expect((await exportOf(query, manager)).status).toBe(200);
    for (const token of [cashier, packer, editor]) {
      const res = await exportOf(query, token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 403, data: null });
    }
  });
});
