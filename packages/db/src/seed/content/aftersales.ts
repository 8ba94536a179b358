import type { TicketStatus } from '@shop/contracts/aftersales';
import type { OrderStatus } from '@shop/contracts/checkout';
import { shopDate } from '@shop/i18n/format';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  categories,
  orderEvents,
  orderLines,
  orders,
  paymentEvents,
  payments,
  productSpecs,
  products,
  productTranslations,
  serviceTicketEvents,
  serviceTickets,
  warrantyUnits,
} from '../../schema/index';
import type { ContentSeed } from './types';

// After the sale, for the demo customer of each demo shop: a few orders of the shop's own products
// (delivered long ago with an expired warranty, recently with an active one, one with a claimed
// unit, one shipped, one out for delivery) and repair tickets at each stage. Serials, tracking
// numbers and ticket codes are constants, different per shop, so tests and demos can use them.

interface ShopAftersales {
  /** A phone's IMEI (15 digits) delivered two years ago: its 12-month warranty has expired. */
  expiredSerial: string;
  /** Delivered two years ago too (a laptop's serial), expired. */
  expiredSerial2: string;
  /** Delivered ten days ago: active. */
  activeSerial: string;
  /** Taken in for a claim. */
  claimedSerial: string;
  shippedTracking: string;
  shippedCourier: string;
  outForDeliveryTracking: string;
  outForDeliveryCourier: string;
  /** Ticket codes by status; the first two have the demo customer's phone. */
  tickets: { received: string; diagnosing: string; waitingForParts: string; readyForPickup: string };
  /** The phone of the tickets that are not the demo customer's. */
  otherPhone: string;
}

export const DEMO_AFTERSALES: Record<string, ShopAftersales> = {
  S001: {
    expiredSerial: '356938035643809',
    expiredSerial2: 'M6NRKD01F234567',
    activeSerial: 'N2NRCV06A118472',
    claimedSerial: 'SN8RT4Q1M7W2',
    shippedTracking: 'JT0012384756KH',
    shippedCourier: 'J&T Express',
    outForDeliveryTracking: 'GRAB-7Q2M9X4K',
    outForDeliveryCourier: 'Grab Express',
    tickets: {
      received: 'RT-7K3Q9P',
      diagnosing: 'RT-M4X8TB',
      waitingForParts: 'RT-2HZ6WN',
      readyForPickup: 'RT-Q9C5LD',
    },
    otherPhone: '+85598765432',
  },
  S002: {
    expiredSerial: '353879234252633',
    expiredSerial2: 'M6NRKD02G871203',
    activeSerial: 'N2NRCV07B220935',
    claimedSerial: 'SN3JX9V5P0T6',
    shippedTracking: 'VET-88213407',
    shippedCourier: 'Virak Buntham Express',
    outForDeliveryTracking: 'JT0019900231KH',
    outForDeliveryCourier: 'J&T Express',
    tickets: {
      received: 'RT-4NF7YA',
      diagnosing: 'RT-W2K9GE',
      waitingForParts: 'RT-8PB3RV',
      readyForPickup: 'RT-T6J1ZU',
    },
    otherPhone: '+85516223344',
  },
  S007: {
    expiredSerial: '490154203237518',
    expiredSerial2: 'M6NRKD03H409816',
    activeSerial: 'N2NRCV09C331560',
    claimedSerial: 'SN6WC2H8D4R9',
    shippedTracking: 'GRAB-3F8K1Z7P',
    shippedCourier: 'Grab Express',
    outForDeliveryTracking: 'VET-40917262',
    outForDeliveryCourier: 'Virak Buntham Express',
    tickets: {
      received: 'RT-9D5VXC',
      diagnosing: 'RT-H7R2MQ',
      waitingForParts: 'RT-K3T8NS',
      readyForPickup: 'RT-B5Y4EJ',
    },
    otherPhone: '+85577889900',
  },
};

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

/** The date (YYYY-MM-DD) of an instant in Phnom Penh (UTC+7, no daylight saving). */

interface Picked {
  id: number;
  priceCents: number;
  image: string;
  names: { en: string; kh: string; zh: string };
  months: number;
}

async function pickProducts(seed: ContentSeed): Promise<Picked[]> {
  const { db, storeId } = seed;
  const slugs = ['phones', 'laptops', 'components', 'tablets', 'cameras', 'networking', 'smart-home'];
  const rows = await db
    .select({ id: products.id, price: products.priceCents, image: products.image, slug: categories.slug })
    .from(products)
    .innerJoin(
      categories,
      and(eq(categories.storeId, products.storeId), eq(categories.id, products.categoryId)),
    )
    .where(and(eq(products.storeId, storeId), eq(products.active, true), inArray(categories.slug, slugs)))
    .orderBy(asc(products.id));
  const first = new Map<string, (typeof rows)[number]>();
  // The first product of each category; of the phones the cheapest (a two-year-old purchase is
  // more likely an everyday model than this year's flagship).
  for (const row of rows) {
    const had = first.get(row.slug);
    if (row.price <= 0) continue;
    const phone = row.slug === 'phones';
    // Accessories sit among the phones: a phone costs $150 or more.
    if (phone && row.price < 15_000) continue;
    if (!had || (phone && row.price < had.price)) first.set(row.slug, row);
  }
  const chosen = slugs.map((s) => first.get(s)).filter((r) => r !== undefined);
  // Fewer categories in a small shop: fill with the next products.
  for (const row of rows) {
    if (chosen.length >= 5) break;
    if (!chosen.includes(row) && row.price > 0) chosen.push(row);
  }
  const ids = chosen.map((r) => r.id);
  if (!ids.length) return [];
  const names = await db
    .select({
      id: productTranslations.entityId,
      locale: productTranslations.locale,
      name: productTranslations.name,
    })
    .from(productTranslations)
    .where(and(eq(productTranslations.storeId, storeId), inArray(productTranslations.entityId, ids)));
  const specs = await db
    .select({ id: productSpecs.productId, value: productSpecs.value })
    .from(productSpecs)
    .where(
      and(
        eq(productSpecs.storeId, storeId),
        inArray(productSpecs.productId, ids),
        eq(productSpecs.key, 'warranty'),
      ),
    );
  return chosen.map((r) => {
    const of = (locale: string) =>
      names.find((n) => n.id === r.id && n.locale === locale)?.name ??
      names.find((n) => n.id === r.id && n.locale === 'en')?.name ??
      '';
    const months = Number.parseInt(specs.find((s) => s.id === r.id)?.value ?? '', 10);
    return {
      id: r.id,
      priceCents: r.price,
      image: r.image ?? '',
      names: { en: of('en'), kh: of('kh'), zh: of('zh') },
      months: Number.isFinite(months) && months > 0 && months <= 120 ? months : 12,
    };
  });
}

const FLOW: OrderStatus[] = ['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'];

interface DemoOrder {
  product: Picked;
  placedAt: Date;
  status: OrderStatus;
  courier: string;
  tracking: string;
  unit?: { serial: string; claimedAt?: Date; months?: number };
}

async function insertOrder(seed: ContentSeed, o: DemoOrder) {
  const { db, storeId, customerId } = seed;
  const fee = 150;
  // Cash on delivery: collected by the rider when delivered more than a few days ago, else still to
  // collect (the back office's "cash to collect").
  const collected = o.status === 'delivered' && Date.now() - o.placedAt.getTime() > 3 * DAY;
  const [payment] = await db
    .insert(payments)
    .values({
      storeId,
      customerId,
      provider: 'cod',
      status: collected ? 'paid' : 'pending',
      checkoutType: 'cart',
      subject: 'demo order',
      amountCents: o.product.priceCents + fee,
      amountMinor: o.product.priceCents + fee,
      createdAt: o.placedAt,
      updatedAt: o.placedAt,
    })
    .returning({ id: payments.id });
  const [order] = await db
    .insert(orders)
    .values({
      paymentId: payment!.id,
      storeId,
      customerId,
      status: o.status,
      checkoutType: 'cart',
      paymentMethod: 'cod',
      paymentType: 'cash',
      subtotalCents: o.product.priceCents,
      deliveryFeeCents: fee,
      totalCents: o.product.priceCents + fee,
      addressName: 'Home',
      addressDescription: 'St. 271, Sangkat Toul Tumpoung 2, Chamkarmon, Phnom Penh',
      addressLat: 11.5449,
      addressLong: 104.9114,
      courier: o.courier,
      trackingNumber: o.tracking,
      createdAt: o.placedAt,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  const deliveredAt = new Date(o.placedAt.getTime() + 29 * HOUR);
  await db
    .update(payments)
    .set({ orderId })
    .where(and(eq(payments.storeId, storeId), eq(payments.id, payment!.id)));
  await db.insert(paymentEvents).values([
    { storeId, paymentId: payment!.id, status: 'pending', at: o.placedAt },
    ...(collected
      ? [
          {
            storeId,
            paymentId: payment!.id,
            status: 'paid' as const,
            fromStatus: 'pending',
            at: deliveredAt,
          },
        ]
      : []),
  ]);
  const [line] = await db
    .insert(orderLines)
    .values({
      storeId,
      orderId,
      productId: o.product.id,
      name: o.product.names.en,
      names: { name: o.product.names, variant: null },
      image: o.product.image,
      unitPriceCents: o.product.priceCents,
      quantity: 1,
      lineTotalCents: o.product.priceCents,
    })
    .returning({ id: orderLines.id });
  // Each step a few hours after the one before; the delivery the next day.
  const steps = FLOW.slice(0, FLOW.indexOf(o.status) + 1);
  const offsets = [0, 2 * HOUR, 5 * HOUR, 20 * HOUR, 26 * HOUR, 29 * HOUR];
  await db.insert(orderEvents).values(
    steps.map((status, i) => ({
      storeId,
      orderId,
      status,
      note: status === 'shipped' ? `${o.courier} ${o.tracking}` : '',
      at: new Date(o.placedAt.getTime() + (offsets[i] ?? 0)),
      fromStatus: i > 0 ? steps[i - 1] : null,
      channel: status === 'placed' ? ('shopper' as const) : ('system' as const),
    })),
  );
  if (o.unit) {
    await db.insert(warrantyUnits).values({
      storeId,
      orderId,
      orderLineId: line!.id,
      productId: o.product.id,
      serial: o.unit.serial,
      months: o.unit.months ?? o.product.months,
      startsOn: shopDate(deliveredAt),
      claimedAt: o.unit.claimedAt ?? null,
    });
  }
  return orderId;
}

interface DemoTicket {
  code: string;
  customerName: string;
  phone: string;
  device: string;
  problem: string;
  status: TicketStatus;
  technicianNote?: string;
  technicianName?: string;
  quoteCents?: number;
  daysAgo: number;
  notes: Partial<Record<TicketStatus, string>>;
}

/** Where each demo shop's service counter is (the tickets' notes name it). */
const COUNTER: Record<string, string> = {
  S001: 'Monivong Blvd',
  S002: 'Toul Kork',
  S007: 'BKK1',
};

const TICKET_FLOW: TicketStatus[] = [
  'received',
  'diagnosing',
  'waiting_for_parts',
  'repairing',
  'ready_for_pickup',
];

export async function seedAftersales(seed: ContentSeed): Promise<void> {
  const demo = DEMO_AFTERSALES[seed.code];
  if (!demo) return;
  const { db, storeId } = seed;
  // Seeded once: a shop that has the demo tickets already (a second run) is left alone.
  const [seeded] = await db
    .select({ id: serviceTickets.id })
    .from(serviceTickets)
    .where(and(eq(serviceTickets.storeId, storeId), eq(serviceTickets.code, demo.tickets.received)))
    .limit(1);
  if (seeded) return;
  const picked = await pickProducts(seed);
  if (picked.length) {
    const at = (i: number) => picked[i % picked.length]!;
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY);
    // The phone first (its IMEI), then the laptop: both two years old, 12-month warranties.
    await insertOrder(seed, {
      product: at(0),
      placedAt: ago(730),
      status: 'delivered',
      courier: 'Grab Express',
      tracking: `GRAB-${demo.expiredSerial.slice(-6)}`,
      unit: { serial: demo.expiredSerial, months: 12 },
    });
    await insertOrder(seed, {
      product: at(1),
      placedAt: ago(700),
      status: 'delivered',
      courier: 'J&T Express',
      tracking: `JT00${demo.expiredSerial2.length}${demo.expiredSerial.slice(0, 8)}KH`,
      unit: { serial: demo.expiredSerial2, months: 12 },
    });
    await insertOrder(seed, {
      product: at(1),
      placedAt: ago(11),
      status: 'delivered',
      courier: 'Virak Buntham Express',
      tracking: `VET-${demo.activeSerial.slice(-8)}`,
      unit: { serial: demo.activeSerial, months: Math.max(at(1).months, 6) },
    });
    await insertOrder(seed, {
      product: at(2),
      placedAt: ago(120),
      status: 'delivered',
      courier: 'J&T Express',
      tracking: `JT${demo.claimedSerial.slice(-8)}KH`,
      unit: { serial: demo.claimedSerial, months: Math.max(at(2).months, 12), claimedAt: ago(5) },
    });
    await insertOrder(seed, {
      product: at(3),
      placedAt: ago(2),
      status: 'shipped',
      courier: demo.shippedCourier,
      tracking: demo.shippedTracking,
    });
    await insertOrder(seed, {
      product: at(4),
      placedAt: new Date(now - 30 * HOUR),
      status: 'out_for_delivery',
      courier: demo.outForDeliveryCourier,
      tracking: demo.outForDeliveryTracking,
    });
  }

  const shop = COUNTER[seed.code] ?? 'shop';
  const tickets: DemoTicket[] = [
    {
      code: demo.tickets.received,
      customerName: 'Sokha Chan',
      phone: '+85512345678',
      device: 'iPhone 13 Pro (128 GB)',
      problem: 'Cracked screen after a fall; touch works in the lower half only.',
      status: 'received',
      daysAgo: 1,
      notes: { received: `Received at the ${shop} counter with a case and no charger.` },
    },
    {
      code: demo.tickets.diagnosing,
      customerName: 'Sokha Chan',
      phone: '+85512345678',
      device: 'ASUS VivoBook 15 (X1504)',
      problem: 'Does not power on; the charging light blinks orange.',
      status: 'diagnosing',
      technicianName: 'Dara Kim',
      daysAgo: 3,
      notes: {
        received: 'Received with its charger.',
        diagnosing: 'Testing the charging board and battery.',
      },
    },
    {
      code: demo.tickets.waitingForParts,
      customerName: 'Vannak Sok',
      phone: demo.otherPhone,
      device: 'Samsung Galaxy A54',
      problem: 'Battery drains in a few hours and the back is swollen.',
      status: 'waiting_for_parts',
      technicianName: 'Dara Kim',
      technicianNote: 'The battery is swollen and must be replaced; the original part arrives in 3–5 days.',
      quoteCents: 3_500,
      daysAgo: 6,
      notes: {
        received: 'Received without a case.',
        diagnosing: 'Swollen battery confirmed.',
        waiting_for_parts: 'Original battery ordered; quote $35.00 accepted by phone.',
      },
    },
    {
      code: demo.tickets.readyForPickup,
      customerName: 'Sokha Chan',
      phone: '+85512345678',
      device: 'NVIDIA GeForce RTX 3060 graphics card',
      problem: 'Fans are loud and the card overheats in games.',
      status: 'ready_for_pickup',
      technicianName: 'Sreyleak Heng',
      technicianNote:
        'Cleaned the heatsink, replaced the thermal paste and pads; tested 2 hours under load at 71 °C. Ready to collect.',
      quoteCents: 2_000,
      daysAgo: 9,
      notes: {
        received: 'Received in its box.',
        diagnosing: 'Dried thermal paste and dust in the heatsink.',
        repairing: 'Cleaning and new thermal paste and pads.',
        ready_for_pickup: `Ready at the ${shop} counter; bring the slip.`,
      },
    },
  ];
  const now = Date.now();
  for (const t of tickets) {
    const created = new Date(now - t.daysAgo * DAY);
    const steps = TICKET_FLOW.slice(0, TICKET_FLOW.indexOf(t.status) + 1).filter(
      (s) => s === t.status || t.notes[s] !== undefined,
    );
    const updated = new Date(created.getTime() + (steps.length - 1) * 20 * HOUR);
    const [ticket] = await db
      .insert(serviceTickets)
      .values({
        storeId,
        code: t.code,
        customerName: t.customerName,
        phone: t.phone,
        device: t.device,
        problem: t.problem,
        status: t.status,
        technicianNote: t.technicianNote ?? '',
        technicianName: t.technicianName ?? '',
        quoteCents: t.quoteCents ?? null,
        createdAt: created,
        updatedAt: updated,
      })
      .returning({ id: serviceTickets.id });
    await db.insert(serviceTicketEvents).values(
      steps.map((status, i) => ({
        storeId,
        ticketId: ticket!.id,
        status,
        note: t.notes[status] ?? '',
        at: new Date(created.getTime() + i * 20 * HOUR),
      })),
    );
  }
}
