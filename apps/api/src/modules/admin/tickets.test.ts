import { auditLog, serviceTicketEvents, serviceTickets } from '@shop/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, forwardedFrom, type TestApi } from '../../test/harness';
import { shop } from './admin.fixtures';

// Repair tickets at the counter (issue 30, part 6): a cashier takes a device in, the code comes
// back; the ticket moves received → diagnosing → repairing → ready_for_pickup with the technician's
// note in Khmer, and the customer reads it on the storefront's check-result with their phone (and
// no one with another). The machine's refusals and a move made first by someone else are 409s
// with the ticket as it is; a resent take-in is one ticket; bad input a 400 naming the field;
// another shop's ticket a 404; an editor 403.

let api: TestApi;
let cashier: string;
let owner: string;
let editor: string;
let next = 1;
/** A fresh client address per lookup, so the storefront's lookup limits never spill between tests. */
const client = () => forwardedFrom(`198.51.100.${next++}`);

beforeAll(async () => {
  api = await createTestApi();
  [cashier, owner, editor] = await Promise.all([
    api.staffTokenFor('cashier@example.com'),
    api.staffTokenFor('owner@example.com'),
    api.staffTokenFor('editor@example.com'),
  ]);
});
afterAll(() => api?.close());

const TAKE_IN = {
  customer_name: 'Chan Dara',
  phone: '010 222 333',
  device: 'Samsung Galaxy S23',
  problem: 'The screen stays black after a fall.',
  note: 'Received with its case, no charger.',
};

const takeIn = (body: unknown = TAKE_IN, token = cashier, headers: Record<string, string> = {}) =>
  api.send('POST', '/admin/api/tickets', { token, body, headers: { ...shop('S001'), ...headers } });
const move = (id: number, body: unknown, token = cashier, code = 'S001') =>
  api.send('POST', `/admin/api/tickets/${id}/status`, { token, body, headers: shop(code) });
const read = (id: number, token = cashier, code = 'S001') =>
  api.send('GET', `/admin/api/tickets/${id}`, { token, headers: shop(code) });
const checkResult = (code: string, phone: string) =>
  api.get(`/api/service-ticket/${code}/status?phone=${encodeURIComponent(phone)}`, {
    'x-store-code': 'S001',
    ...client(),
  });

async function newTicket(body: Partial<typeof TAKE_IN> = {}) {
  const res = await takeIn({ ...TAKE_IN, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; code: string; status: string };
}

describe('repair tickets', () => {
  it('a cashier takes a device in: a code to read out, the phone stored as accounts store it, a step and an audit row', async () => {
    const res = await takeIn();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const t = res.body.data;
    expect(t.code).toMatch(/^RT-[2-9A-HJKMNP-Z]{6}$/);
    expect(t).toMatchObject({
      status: 'received',
      customer_name: 'Chan Dara',
      phone: '+85510222333',
      device: 'Samsung Galaxy S23',
      quote: null,
      moves: ['diagnosing', 'cancelled'],
      events: [{ status: 'received', note: 'Received with its case, no charger.' }],
    });
    const audits = await api.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ticket'), eq(auditLog.entityId, String(t.id))));
    expect(audits).toEqual([{ action: 'ticket.taken_in' }]);
    // The storefront knows the code at once.
    const known = await api.get(`/api/service-ticket/${t.code}`, { 'x-store-code': 'S001', ...client() });
    expect(known.status).toBe(200);
  });

  it('moves received → diagnosing → repairing → ready_for_pickup with a Khmer note; the customer reads it with their phone, no one with another', async () => {
    const t = await newTicket();
    const steps = [
      { from: 'received', to: 'diagnosing', note: '' },
      {
        from: 'diagnosing',
        to: 'repairing',
        note: 'អេក្រង់ខូច ត្រូវប្តូរថ្មី។',
        technician_name: 'សុខ វិបុល',
        quote: 45.5,
      },
      { from: 'repairing', to: 'ready_for_pickup', note: 'ជួសជុលរួចរាល់ សូមមកយកនៅបញ្ជរ។' },
    ];
    for (const step of steps) {
      const res = await move(t.id, step);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.status).toBe(step.to);
    }
    const after = (await read(t.id)).body.data;
    expect(after).toMatchObject({
      status: 'ready_for_pickup',
      technician_note: 'ជួសជុលរួចរាល់ សូមមកយកនៅបញ្ជរ។',
      technician_name: 'សុខ វិបុល',
      quote: 45.5,
      moves: ['collected'],
    });
    expect(after.events.map((e: { status: string }) => e.status)).toEqual([
      'received',
      'diagnosing',
      'repairing',
      'ready_for_pickup',
    ]);

    // As the customer types it at home, the code in lower case.
    const seen = await checkResult(t.code.toLowerCase(), '+855 10 222 333');
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body.data).toMatchObject({
      code: t.code,
      status: 'ready_for_pickup',
      technician_note: 'ជួសជុលរួចរាល់ សូមមកយកនៅបញ្ជរ។',
      technician_name: 'សុខ វិបុល',
      quote: '$45.50',
      quote_cents: 4550,
    });
    expect(seen.body.data.timeline.map((e: { note: string }) => e.note)).toEqual([
      'Received with its case, no charger.',
      '',
      'អេក្រង់ខូច ត្រូវប្តូរថ្មី។',
      'ជួសជុលរួចរាល់ សូមមកយកនៅបញ្ជរ។',
    ]);
    const other = await checkResult(t.code, '012 999 888');
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('ជួសជុល');

    const audits = await api.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ticket'), eq(auditLog.entityId, String(t.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual([
      'ticket.taken_in',
      'ticket.diagnosing',
      'ticket.repairing',
      'ticket.ready_for_pickup',
    ]);
    expect(audits[2]?.after).toMatchObject({ status: 'repairing', quote_cents: 4550 });
  });

  it('a move the machine does not allow is a 409 with the ticket as it is, and nothing is written', async () => {
    const t = await newTicket();
    const res = await move(t.id, { from: 'received', to: 'collected', note: 'too soon' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A ticket that is received cannot become collected');
    expect(res.body.data).toMatchObject({ id: t.id, status: 'received', moves: ['diagnosing', 'cancelled'] });
    const events = await api.db
      .select({ status: serviceTicketEvents.status })
      .from(serviceTicketEvents)
      .where(eq(serviceTicketEvents.ticketId, t.id));
    expect(events).toEqual([{ status: 'received' }]);
  });

  it('two staff move the same ticket: the second, still reading received, gets a 409 with the ticket as it now is', async () => {
    const t = await newTicket();
    expect((await move(t.id, { from: 'received', to: 'diagnosing' })).status).toBe(200);
    const late = await move(t.id, { from: 'received', to: 'cancelled', note: 'Declined' }, owner);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/is diagnosing now, not received: someone moved it first/);
    expect(late.body.data).toMatchObject({ status: 'diagnosing' });
    // A closed ticket has no moves.
    expect((await move(t.id, { from: 'diagnosing', to: 'cancelled', note: 'Quote declined' })).status).toBe(
      200,
    );
    const closed = await move(t.id, { from: 'cancelled', to: 'repairing' });
    expect([closed.status, closed.body.data.moves]).toEqual([409, []]);
  });

  it('the same Idempotency-Key twice takes the device in once', async () => {
    const key = { 'Idempotency-Key': `take-in-${Date.now()}` };
    const body = { ...TAKE_IN, customer_name: 'Double Tap', phone: '+855 97 111 2222' };
    const first = await takeIn(body, cashier, key);
    const second = await takeIn(body, cashier, key);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data.code).toBe(first.body.data.code);
    const rows = await api.db
      .select({ id: serviceTickets.id })
      .from(serviceTickets)
      .where(eq(serviceTickets.customerName, 'Double Tap'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ phone: 'call me' }, /^phone: phone must be a phone number/],
    [{ phone: '12' }, /^phone: phone must be a phone number/],
    [{ customer_name: ' ' }, /^customer_name: customer_name is required/],
    [{ device: '' }, /^device: device is required/],
    [{ problem: 'x'.repeat(1001) }, /^problem: problem must be at most 1000 characters/],
  ])('taking in %o is a 400 naming the field, and nothing is written', async (change, message) => {
    const name = `Refused ${JSON.stringify(change).length}`;
    const res = await takeIn({ ...TAKE_IN, customer_name: name, ...change });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toMatch(message);
    const rows = await api.db
      .select({ id: serviceTickets.id })
      .from(serviceTickets)
      .where(eq(serviceTickets.customerName, name));
    expect(rows).toEqual([]);
  });

  it.each([
    [{ to: 'fixed', from: 'received' }, /^to: to must be one of received, diagnosing/],
    [{ to: 'diagnosing' }, /^from: from must be one of/],
    [{ to: 'diagnosing', from: 'received', quote: -1 }, /^quote: quote must not be below 0/],
    [{ to: 'diagnosing', from: 'received', quote: 1.234 }, /^quote: quote must have at most 2 decimals/],
  ])('a move with %o is a 400 naming the field', async (body, message) => {
    const t = await newTicket();
    const res = await move(t.id, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('lists the shop’s tickets by status and by code, phone or name, a page at a time', async () => {
    const t = await newTicket({ customer_name: 'Listed Sreypov', phone: '088 765 4321' });
    const list = (query: string) =>
      api.send('GET', `/admin/api/tickets?${query}`, { token: cashier, headers: shop('S001') });
    for (const q of [t.code.toLowerCase(), '088 765 4321', '887654321', 'sreypov']) {
      const res = await list(`q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(
        res.body.data.data.map((r: { id: number }) => r.id),
        q,
      ).toEqual([t.id]);
    }
    const received = await list('status=received&row_per_page=2');
    expect(received.body.data).toMatchObject({ current_page: 1, per_page: 2 });
    expect(received.body.data.data.length).toBeLessThanOrEqual(2);
    expect(received.body.data.total).toBeGreaterThan(2);
    expect(received.body.data.last_page).toBe(Math.ceil(received.body.data.total / 2));
    expect(received.body.data.data.every((r: { status: string }) => r.status === 'received')).toBe(true);
    // The seeded ones are there (the demo shop's ready ticket).
    const ready = await list('status=ready_for_pickup');
    expect(ready.body.data.total).toBeGreaterThan(0);
  });

  it('a ticket of another shop is a 404, read or moved; an editor may not see tickets (403)', async () => {
    const t = await newTicket();
    const elsewhere = await read(t.id, owner, 'S002');
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(`Ticket ${t.id} not found`);
    expect((await move(t.id, { from: 'received', to: 'diagnosing' }, owner, 'S002')).status).toBe(404);
    expect((await read(t.id)).body.data.status).toBe('received');

    const refused = await api.send('GET', '/admin/api/tickets', { token: editor, headers: shop('S001') });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^A editor may not do this \(tickets\.manage\)/);
    expect((await takeIn(TAKE_IN, editor)).status).toBe(403);
  });
});
