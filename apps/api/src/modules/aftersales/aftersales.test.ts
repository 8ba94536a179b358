import { DEMO_AFTERSALES, DEMO_CUSTOMER } from '@shop/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, forwardedFrom, type TestApi } from '../../test/harness';
import { one } from '../cart/shopping.fixtures';
import { warrantyEnd, warrantyStatus } from './aftersales.service';

const S001 = DEMO_AFTERSALES.S001!;
const S002 = DEMO_AFTERSALES.S002!;
let next = 1;
/** A fresh client address per test, so the lookups' rate limits do not spill between tests. */
const client = () => forwardedFrom(`203.0.113.${next++}`);

describe('after the sale: warranty, delivery tracking and repair tickets', () => {
  let api: TestApi;
  const get = (path: string, store = 'S001', headers: Record<string, string> = client()) =>
    api.get(path, { 'x-store-code': store, ...headers });
  const orderByTracking = async (tracking: string, store = 'S001') =>
    (
      await one<{ id: number }>(
        api,
        sql`select o.id from orders o join stores s on s.id = o.store_id where s.code = ${store} and o.tracking_number = ${tracking}`,
      )
    ).id;

  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  describe('GET /api/warranty', () => {
    it('answers an active warranty with the product in the shopper language', async () => {
      const res = await get(`/api/warranty?serial=${S001.activeSerial.toLowerCase()}`, 'S001', {
        ...client(),
        'accept-language': 'kh',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const w = res.body.data;
      expect(w.serial).toBe(S001.activeSerial);
      expect(w.status).toBe('active');
      expect(w.name).toMatch(/[\u1780-\u17FF]|\w/);
      expect(w.ends_on).toBe(warrantyEnd(w.purchased_on, w.months));
      expect(w.ends_on > w.purchased_on).toBe(true);
    });

    it('answers expired and claimed units', async () => {
      const expired = await get(`/api/warranty?serial=${S001.expiredSerial}`);
      expect([expired.status, expired.body.data.status, expired.body.data.months]).toEqual([
        200,
        'expired',
        12,
      ]);
      const spaced = encodeURIComponent(
        ` ${S001.expiredSerial2.slice(0, 3)} ${S001.expiredSerial2.slice(3)} `,
      );
      expect((await get(`/api/warranty?serial=${spaced}`)).body.data.status).toBe('expired');
      const claimed = await get(`/api/warranty?serial=${S001.claimedSerial}`);
      expect([claimed.status, claimed.body.data.status]).toEqual([200, 'claimed']);
      expect(claimed.body.data.claimed_at).toBeTruthy();
    });

    it('checks the order number when given', async () => {
      const w = (await get(`/api/warranty?serial=${S001.activeSerial}`)).body.data;
      expect((await get(`/api/warranty?serial=${S001.activeSerial}&order_id=${w.order_id}`)).status).toBe(
        200,
      );
      const wrong = await get(`/api/warranty?serial=${S001.activeSerial}&order_id=${w.order_id + 1}`);
      expect(wrong.status).toBe(404);
    });

    it('refuses a bad serial (400) and does not answer another shop’s (404)', async () => {
      const bad = await get('/api/warranty?serial=a%3Bb');
      expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('serial')]);
      expect((await get('/api/warranty?serial=AB')).status).toBe(400);
      expect((await get('/api/warranty')).status).toBe(400);
      expect((await get('/api/warranty?serial=X&order_id=abc')).status).toBe(400);
      const other = await get(`/api/warranty?serial=${S002.activeSerial}`);
      expect([other.status, other.body.message]).toEqual([404, expect.stringContaining('No warranty')]);
      expect((await get(`/api/warranty?serial=${S002.activeSerial}`, 'S002')).status).toBe(200);
    });

    it('limits lookups per shop and client: the 11th in a minute is a 429 with Retry-After', async () => {
      const me = client();
      for (let i = 0; i < 10; i++)
        expect((await get(`/api/warranty?serial=UNKNOWN-${i}`, 'S001', me)).status).toBe(404);
      const refused = await get(`/api/warranty?serial=${S001.activeSerial}`, 'S001', me);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another shop counts apart; so does another client.
      expect((await get(`/api/warranty?serial=${S002.activeSerial}`, 'S002', me)).status).toBe(200);
      expect((await get(`/api/warranty?serial=${S001.activeSerial}`)).status).toBe(200);
    });

    it('computes the state from the dates', () => {
      expect(warrantyEnd('2024-01-31', 1)).toBe('2024-02-28');
      expect(warrantyEnd('2024-03-15', 12)).toBe('2025-03-14');
      expect(warrantyStatus('2025-03-14', null, '2025-03-14')).toBe('active');
      expect(warrantyStatus('2025-03-14', null, '2025-03-15')).toBe('expired');
      expect(warrantyStatus('2025-03-14', new Date(), '2025-01-01')).toBe('claimed');
    });
  });

  describe('GET /api/tracking', () => {
    it('answers a shipped order by number and phone (0… or +855…), with courier and timeline', async () => {
      const id = await orderByTracking(S001.shippedTracking);
      const local = `0${DEMO_CUSTOMER.phone.slice(4)}`;
      for (const phone of [local, DEMO_CUSTOMER.phone]) {
        const res = await get(`/api/tracking?order_id=${id}&phone=${encodeURIComponent(phone)}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const t = res.body.data;
        expect([t.status, t.courier, t.tracking_number]).toEqual([
          'shipped',
          S001.shippedCourier,
          S001.shippedTracking,
        ]);
        expect(t.timeline.map((e: { status: string }) => e.status)).toEqual([
          'placed',
          'confirmed',
          'packed',
          'shipped',
        ]);
        expect(t.timeline[0].at).toMatch(/^\d{4}-\d\d-\d\dT/);
        expect(t.lines[0].quantity).toBe(1);
        expect(t.lines[0].image).toMatch(/^http/);
      }
      const out = await get(
        `/api/tracking?order_id=${await orderByTracking(S001.outForDeliveryTracking)}&phone=${DEMO_CUSTOMER.phone}`,
      );
      expect(out.body.data.status).toBe('out_for_delivery');
    });

    it('gives the same 404 for a wrong phone, an unknown order and another shop’s order', async () => {
      const id = await orderByTracking(S001.shippedTracking);
      const wrong = await get(`/api/tracking?order_id=${id}&phone=012999999`);
      const unknown = await get(`/api/tracking?order_id=2000000000&phone=${DEMO_CUSTOMER.phone}`);
      const other = await get(`/api/tracking?order_id=${id}&phone=${DEMO_CUSTOMER.phone}`, 'S002');
      expect([wrong.status, unknown.status, other.status]).toEqual([404, 404, 404]);
      expect(wrong.body.message).toBe(unknown.body.message);
      expect(other.body.message).toBe(unknown.body.message);
    });

    it('refuses bad input with a 400 naming the field', async () => {
      const noPhone = await get('/api/tracking?order_id=1');
      expect([noPhone.status, noPhone.body.message]).toEqual([400, expect.stringContaining('phone')]);
      expect((await get('/api/tracking?order_id=x&phone=012345678')).body.message).toContain('order_id');
      expect((await get('/api/tracking?order_id=1&phone=hello')).status).toBe(400);
    });

    it('limits the lookups (429)', async () => {
      const me = client();
      for (let i = 0; i < 10; i++) await get(`/api/tracking?order_id=${i + 1}&phone=012000000`, 'S001', me);
      expect((await get('/api/tracking?order_id=1&phone=012000000', 'S001', me)).status).toBe(429);
    });

    it('GET /api/tracking/mine: the signed-in customer’s orders with timelines (401 without a token)', async () => {
      expect((await get('/api/tracking/mine')).status).toBe(401);
      const token = await api.tokenFor('S001');
      const res = await get('/api/tracking/mine', 'S001', { authorization: `Bearer ${token}` });
      expect(res.status).toBe(200);
      const trackings = res.body.data.map((o: { tracking_number: string }) => o.tracking_number);
      expect(trackings).toContain(S001.shippedTracking);
      expect(trackings).not.toContain(S002.shippedTracking);
      expect(res.body.data.length).toBeLessThanOrEqual(10);
    });
  });

  describe('GET /api/service-ticket/{code}[/status]', () => {
    it('says only that a code exists in this shop', async () => {
      const res = await get(`/api/service-ticket/${S001.tickets.received}`);
      expect([res.status, res.body.data]).toEqual([200, { code: S001.tickets.received, exists: true }]);
      expect((await get(`/api/service-ticket/${S002.tickets.received}`)).status).toBe(404);
      expect((await get('/api/service-ticket/RT-NOPE00')).status).toBe(404);
      expect((await get('/api/service-ticket/a%20b')).status).toBe(400);
    });

    it('answers the status with the right phone: note, quote, timeline', async () => {
      const res = await get(`/api/service-ticket/${S001.tickets.readyForPickup}/status?phone=012345678`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const t = res.body.data;
      expect([t.status, t.quote_cents, t.quote]).toEqual(['ready_for_pickup', 2000, '$20.00']);
      expect(t.technician_note).not.toBe('');
      expect(t.timeline.at(-1).status).toBe('ready_for_pickup');
      expect(t.timeline[0].status).toBe('received');
      const waiting = await get(
        `/api/service-ticket/${S001.tickets.waitingForParts}/status?phone=${S001.otherPhone}`,
      );
      expect([waiting.status, waiting.body.data.status, waiting.body.data.quote]).toEqual([
        200,
        'waiting_for_parts',
        '$35.00',
      ]);
    });

    it('gives the same 404 for a wrong phone, an unknown code and another shop’s code', async () => {
      const wrong = await get(`/api/service-ticket/${S001.tickets.waitingForParts}/status?phone=012345678`);
      const unknown = await get('/api/service-ticket/RT-NOPE00/status?phone=012345678');
      const other = await get(`/api/service-ticket/${S002.tickets.received}/status?phone=012345678`);
      expect([wrong.status, unknown.status, other.status]).toEqual([404, 404, 404]);
      expect(new Set([wrong.body.message, unknown.body.message, other.body.message]).size).toBe(1);
      expect((await get(`/api/service-ticket/${S001.tickets.received}/status`)).status).toBe(400);
    });

    it('limits the lookups (429)', async () => {
      const me = client();
      for (let i = 0; i < 10; i++)
        await get(`/api/service-ticket/RT-X${i}XXXX/status?phone=012000000`, 'S001', me);
      const refused = await get(
        `/api/service-ticket/${S001.tickets.received}/status?phone=012345678`,
        'S001',
        me,
      );
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
    });
  });
});
