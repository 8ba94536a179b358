import { describe, expect, it } from 'vitest';
import { createTestServer, openTestApi } from '../../test/server';
import { DEMO_AFTERSALES } from '../../test/shoppers';

const testApi = openTestApi();

const NOINDEX = '<meta name="robots" content="noindex"/>';

// S001's seeded after-sale records: the demo customer's orders and units, and repair tickets.
const { activeSerial, shippedTracking, tickets } = DEMO_AFTERSALES.S001!;
/** The shipped order is the demo customer's fifth (phone 012 345 678); this ticket is another's. */
const SHIPPED_ORDER = 5;
const TICKET = tickets.waitingForParts;
const TICKET_PHONE = '098765432';

describe('after-sale lookups (GET forms, no JavaScript needed)', () => {
  it('/warranty: the form, a result card with its status, and messages for bad or unknown serials', async () => {
    const app = createTestServer(testApi());
    const empty = await (await app.request('/warranty')).text();
    expect(empty).toContain('name="serial"');
    expect(empty).not.toContain(NOINDEX);
    // Typed as a shopper might: lower case, in groups.
    const typed = activeSerial.toLowerCase().replace(/(.{4})(?!$)/g, '$1+');
    expect(typed).toContain('+');
    const found = await app.request(`/warranty?serial=${typed}`);
    const html = await found.text();
    expect(found.status).toBe(200);
    expect(html).toContain('data-testid="warranty-result"');
    expect(html).toContain('data-status="active"');
    expect(html).toContain(NOINDEX);
    expect(await (await app.request('/warranty?serial=x')).text()).toContain('4 to 40');
    expect(await (await app.request('/zh/warranty?serial=NOPE1234')).text()).toContain(
      '未找到该序列号的保修记录',
    );
  });

  it('/tracking-delivery and its embeddable "index copy": the timeline with the courier', async () => {
    const app = createTestServer(testApi());
    const page = await (
      await app.request(`/tracking-delivery?order=${SHIPPED_ORDER}&phone=012345678`)
    ).text();
    expect(page).toContain('data-step="shipped"');
    expect(page).toContain(shippedTracking);
    expect(page).toContain('Handed to courier');
    const embed = await app.request(`/tracking-delivery/index%20copy?order=${SHIPPED_ORDER}&phone=012345678`);
    const bare = await embed.text();
    expect(embed.status).toBe(200);
    expect(bare).toContain('data-testid="tracking-result"');
    expect(bare).not.toContain('<footer');
    const kh = await (
      await app.request(`/kh/tracking-delivery?order=${SHIPPED_ORDER}&phone=099999999`)
    ).text();
    expect(kh).toContain('គ្មានការបញ្ជាទិញណាត្រូវនឹងលេខ');
  });

  it('/check-result/:id: 404 for an unknown code, the phone form, the status with the right phone', async () => {
    const app = createTestServer(testApi());
    expect((await app.request('/check-result/RT-NOPE00')).status).toBe(404);
    const form = await (await app.request(`/check-result/${TICKET}`)).text();
    expect(form).toContain('name="phone"');
    expect(form).not.toContain('data-testid="ticket-result"');
    const shown = await (await app.request(`/check-result/${TICKET}?phone=${TICKET_PHONE}`)).text();
    expect(shown).toContain('data-testid="ticket-result"');
    expect(shown).toContain('$35.00');
    expect(shown).toContain('Waiting for parts');
    const wrong = await (await app.request(`/check-result/${TICKET}?phone=011111111`)).text();
    expect(wrong).toContain('does not match the ticket');
  });
});
