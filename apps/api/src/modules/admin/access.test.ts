import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  may,
  ORDER_TRANSITIONS,
  PERMISSIONS,
  type Permission,
  STAFF_ROLES,
  type StaffRole,
  TRANSITION_PERMISSION,
} from '@shop/contracts';
import { payments, staff, stores } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, newCustomer, type TestCustomer } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import { newStaff, shop, type TestStaff } from './admin.fixtures';

// Who may call what in the back office: every /admin/api route, a sample request each, sent by
// every role of S001, by a staff member of another shop, by the operator, by a customer and by
// nobody. PERMISSIONS (@shop/contracts) is the table the expectations come from; a few cases are
// written out by hand besides, so the test fails if that table were emptied or loosened.

let api: TestApi;
let receiptsDir: string;
const tokens = {} as Record<StaffRole | 'operator', string>;
let outsider: TestStaff;
let customer: TestCustomer;
let ids: {
  placed: number;
  cancelled: number;
  paidPayment: number;
  pendingPayment: number;
  receiptPayment: number;
  cashier: number;
  owner: number;
};

/** Today in the shops' time zone (Phnom Penh, UTC+7), as the export takes it. */
const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
/** A PNG's first bytes: enough for a receipt the API only reads back. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function paymentOf(orderId: number) {
  const [row] = await api.db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId));
  if (!row) throw new Error(`order ${orderId} has no payment`);
  return row.id;
}

async function staffId(email: string) {
  const [row] = await api.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  if (!row) throw new Error(`no staff member ${email}`);
  return row.id;
}

beforeAll(async () => {
  receiptsDir = await mkdtemp(join(tmpdir(), 'receipts-access-'));
  api = await createTestApi({ receiptsDir });
  for (const role of STAFF_ROLES) tokens[role] = await api.staffTokenFor(`${role}@example.com`);
  tokens.operator = await api.staffTokenFor('operator@example.com');
  // An owner, but of S002 only.
  outsider = await newStaff(api, tokens.owner, { shop: 'S002', role: 'owner' });
  customer = await newCustomer(api, { name: 'Sreymom Confidential' });
  const placed = await addOrder(api, customer, { payment_status: 'pending' });
  const cancelled = await addOrder(api, customer, { status: 'cancelled' });
  const paid = await addOrder(api, customer, { payment_method: 'khqr', payment_status: 'paid' });
  const transfer = await addOrder(api, customer, {
    payment_method: 'bankTransfer',
    payment_status: 'awaiting_review',
  });
  // The transfer's receipt, where the API keeps receipts: {shop}/{customer}/{name}.
  const [s001] = await api.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'S001'));
  const receiptPayment = await paymentOf(transfer);
  const folder = join(receiptsDir, String(s001?.id), String(customer.id));
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, `receipt-${receiptPayment}.png`), PNG);
  await api.db
    .update(payments)
    .set({ receiptKey: `receipt-${receiptPayment}.png` })
    .where(and(eq(payments.storeId, s001?.id ?? 0), eq(payments.id, receiptPayment)));
  ids = {
    placed,
    cancelled,
    paidPayment: await paymentOf(paid),
    pendingPayment: await paymentOf(placed),
    receiptPayment,
    cashier: await staffId('cashier@example.com'),
    owner: await staffId('owner@example.com'),
  };
});
afterAll(async () => {
  await api.close();
  await rm(receiptsDir, { recursive: true, force: true });
});

interface Call {
  /** The route as /openapi.json names it. */
  route: string;
  name: string;
  path: () => string;
  body?: () => unknown;
  /** What a role needs for it: the route's permission, and a move's own. */
  needs: Permission[];
  /** The answer to a role that may: the sample is made so that it changes nothing that matters. */
  allowed: number;
}

/** A shop's call of the back office, one per route (one per move for the transitions). */
/** Settings saved at a version no save had: valid, and refused with 409 by a role that may. */
const STALE_PROFILE = {
  version: 999_999,
  name: { en: 'Access test' },
  color: '#1d4ed8',
  email: '',
  ...Object.fromEntries(
    [
      'smart',
      'cellcard',
      'metfone',
      'whatapp',
      'telegram_url',
      'telegram_channel',
      'facebook_url',
      'tiktok_url',
      'youtube_url',
      'playstore',
      'appstore',
    ].map((field) => [field, '']),
  ),
  about_us: { en: '' },
  address: { en: '' },
  opening_hours: { en: '' },
  footer: 'default',
  menu: [],
};
const STALE_MONEY = {
  version: 999_999,
  methods: ['cod'],
  bank_transfer: [],
  khqr_account: '',
  merchant_city: 'Phnom Penh',
  anakut_discount_percent: 0,
  anakut_discount_label: { en: '' },
  khr_per_usd: 4100,
  delivery_fee: 0,
  free_delivery_from: null,
};

const SHOP_CALLS: Call[] = [
  {
    route: 'GET /admin/api/orders',
    name: 'the order desk',
    path: () => '/admin/api/orders',
    needs: ['orders.read'],
    allowed: 200,
  },
  {
    route: 'GET /admin/api/orders/{id}',
    name: 'an order',
    path: () => `/admin/api/orders/${ids.placed}`,
    needs: ['orders.read'],
    allowed: 200,
  },
  // Moves of a cancelled order: a role that may make the move gets the machine's 409.
  ...ORDER_TRANSITIONS.map(
    (to): Call => ({
      route: 'POST /admin/api/orders/{id}/transition',
      name: `move to ${to}`,
      path: () => `/admin/api/orders/${ids.cancelled}/transition`,
      body: () => ({ to, reason: 'access test', courier: 'Grab' }),
      needs: ['orders.read', TRANSITION_PERMISSION[to]],
      allowed: 409,
    }),
  ),
  {
    route: 'POST /admin/api/orders/{id}/notes',
    name: 'a note',
    path: () => `/admin/api/orders/${ids.placed}/notes`,
    body: () => ({ text: 'access test note' }),
    needs: ['orders.note'],
    allowed: 200,
  },
  {
    route: 'POST /admin/api/payments/{id}/review',
    name: 'review',
    path: () => `/admin/api/payments/${ids.paidPayment}/review`,
    body: () => ({ decision: 'approve' }),
    needs: ['payments.review'],
    allowed: 409,
  },
  {
    route: 'POST /admin/api/payments/{id}/collect',
    name: 'collect',
    path: () => `/admin/api/payments/${ids.paidPayment}/collect`,
    body: () => ({}),
    needs: ['payments.collect'],
    allowed: 409,
  },
  {
    route: 'POST /admin/api/payments/{id}/refund',
    name: 'refund',
    path: () => `/admin/api/payments/${ids.pendingPayment}/refund`,
    body: () => ({ reason: 'access test' }),
    needs: ['payments.refund'],
    allowed: 409,
  },
  {
    route: 'GET /admin/api/payments/{id}/receipt',
    name: 'a receipt',
    path: () => `/admin/api/payments/${ids.receiptPayment}/receipt`,
    needs: ['orders.read'],
    allowed: 200,
  },
  {
    route: 'GET /admin/api/staff',
    name: 'the staff list',
    path: () => '/admin/api/staff',
    needs: ['staff.manage'],
    allowed: 200,
  },
  {
    route: 'POST /admin/api/staff',
    name: 'an invitation',
    path: () => '/admin/api/staff',
    body: () => ({ email: 'cashier@example.com', name: 'Again', role: 'owner' }),
    needs: ['staff.manage'],
    allowed: 409,
  },
  {
    route: 'PUT /admin/api/staff/{id}',
    name: 'a role change',
    path: () => `/admin/api/staff/${ids.cashier}`,
    body: () => ({ role: 'cashier' }),
    needs: ['staff.manage'],
    allowed: 200,
  },
  {
    route: 'DELETE /admin/api/staff/{id}',
    name: 'a removal',
    path: () => `/admin/api/staff/${ids.owner}`,
    needs: ['staff.manage'],
    allowed: 409,
  },
  {
    route: 'PUT /admin/api/shop/security',
    name: 'the two-factor rule',
    path: () => '/admin/api/shop/security',
    body: () => ({ totp_required: false }),
    needs: ['staff.manage'],
    allowed: 200,
  },
  {
    route: 'GET /admin/api/settings',
    name: 'the shop’s settings',
    path: () => '/admin/api/settings',
    needs: ['shop.settings'],
    allowed: 200,
  },
  {
    // A version no save had: a role that may is told it changed (nothing is written).
    route: 'PUT /admin/api/settings',
    name: 'the shop’s profile saved',
    path: () => '/admin/api/settings',
    body: () => STALE_PROFILE,
    needs: ['shop.settings'],
    allowed: 409,
  },
  {
    route: 'PUT /admin/api/settings/money',
    name: 'the shop’s money settings saved',
    path: () => '/admin/api/settings/money',
    body: () => STALE_MONEY,
    needs: ['shop.money'],
    allowed: 409,
  },
  {
    route: 'GET /admin/api/audit',
    name: 'the audit log',
    path: () => '/admin/api/audit',
    needs: ['audit.read'],
    allowed: 200,
  },
  {
    route: 'GET /admin/api/dashboard',
    name: 'the dashboard',
    path: () => '/admin/api/dashboard',
    needs: ['reports.read'],
    allowed: 200,
  },
  {
    route: 'GET /admin/api/telegram',
    name: 'the Telegram group',
    path: () => '/admin/api/telegram',
    needs: ['telegram.manage'],
    allowed: 200,
  },
  {
    route: 'PUT /admin/api/telegram',
    name: 'the Telegram group set',
    path: () => '/admin/api/telegram',
    body: () => ({ chat_id: '-1001987654321', locale: 'kh' }),
    needs: ['telegram.manage'],
    allowed: 200,
  },
  {
    route: 'POST /admin/api/telegram/outbox/{id}/retry',
    name: 'a Telegram message sent again',
    path: () => '/admin/api/telegram/outbox/2147483647/retry',
    needs: ['telegram.manage'],
    allowed: 404,
  },
  {
    route: 'GET /admin/api/orders/export',
    name: 'the orders export',
    path: () => `/admin/api/orders/export?from=${today}&to=${today}`,
    needs: ['reports.read'],
    allowed: 200,
  },
  {
    route: 'GET /admin/api/products',
    name: 'the products',
    path: () => '/admin/api/products',
    needs: ['catalogue.write'],
    allowed: 200,
  },
  {
    route: 'POST /admin/api/products',
    name: 'a new product',
    path: () => '/admin/api/products',
    body: () => ({
      category_id: 2147483647,
      name: { en: 'Access test' },
      variants: [{ sku: 'ACCESS-TEST', price: 1, stock: 0 }],
    }),
    needs: ['catalogue.write'],
    allowed: 400,
  },
  {
    route: 'GET /admin/api/products/{id}',
    name: 'a product',
    path: () => '/admin/api/products/2147483647',
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'PUT /admin/api/products/{id}',
    name: 'a product saved',
    path: () => '/admin/api/products/2147483647',
    body: () => ({
      category_id: 2147483647,
      name: { en: 'Access test' },
      variants: [{ sku: 'ACCESS-TEST', price: 1, stock: 0 }],
    }),
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'POST /admin/api/products/bulk',
    name: 'products changed at once',
    path: () => '/admin/api/products/bulk',
    body: () => ({ ids: [2147483647], action: 'publish' }),
    needs: ['catalogue.write'],
    allowed: 400,
  },
  {
    route: 'PUT /admin/api/products/{id}/variants',
    name: 'a product’s variants',
    path: () => '/admin/api/products/2147483647/variants',
    body: () => ({ version: 1, types: [], variants: [] }),
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'POST /admin/api/products/{id}/stock',
    name: 'a stock adjustment',
    path: () => '/admin/api/products/2147483647/stock',
    body: () => ({ delta: 1, reason: 'received' }),
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'GET /admin/api/products/{id}/stock',
    name: 'the stock movements',
    path: () => '/admin/api/products/2147483647/stock',
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'GET /admin/api/products/export',
    name: 'the catalogue export',
    path: () => '/admin/api/products/export',
    needs: ['catalogue.write'],
    allowed: 200,
  },
  {
    route: 'POST /admin/api/products/import',
    name: 'the catalogue import',
    path: () => '/admin/api/products/import?dry_run=1',
    // JSON, not a file: the roles that may are told it must be multipart (400).
    body: () => ({}),
    needs: ['catalogue.write'],
    allowed: 400,
  },
  // Categories and brands: samples that change nothing (a kind that does not exist, a slug taken,
  // ids of no row, an order that is not every row's).
  {
    route: 'GET /admin/api/categories',
    name: 'the categories',
    path: () => '/admin/api/categories',
    needs: ['catalogue.write'],
    allowed: 200,
  },
  {
    route: 'POST /admin/api/categories',
    name: 'a new category',
    path: () => '/admin/api/categories',
    body: () => ({ name: { en: 'Access test' }, kind: 'no-such-kind' }),
    needs: ['catalogue.write'],
    allowed: 400,
  },
  {
    route: 'PUT /admin/api/categories/order',
    name: 'the categories’ order',
    path: () => '/admin/api/categories/order',
    body: () => ({ ids: [2147483647] }),
    needs: ['catalogue.write'],
    allowed: 409,
  },
  {
    route: 'PUT /admin/api/categories/{id}',
    name: 'a category saved',
    path: () => '/admin/api/categories/2147483647',
    body: () => ({ name: { en: 'Access test' } }),
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'DELETE /admin/api/categories/{id}',
    name: 'a category deleted',
    path: () => '/admin/api/categories/2147483647',
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'POST /admin/api/categories/{id}/groups',
    name: 'a new group',
    path: () => '/admin/api/categories/2147483647/groups',
    body: () => ({ name: { en: 'Access test' } }),
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'PUT /admin/api/categories/{id}/groups/order',
    name: 'the groups’ order',
    path: () => '/admin/api/categories/2147483647/groups/order',
    body: () => ({ ids: [2147483647] }),
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'PUT /admin/api/category-groups/{id}',
    name: 'a group saved',
    path: () => '/admin/api/category-groups/2147483647',
    body: () => ({ name: { en: 'Access test' } }),
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'DELETE /admin/api/category-groups/{id}',
    name: 'a group deleted',
    path: () => '/admin/api/category-groups/2147483647',
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'POST /admin/api/category-groups/{id}/subcategories',
    name: 'a new subcategory',
    path: () => '/admin/api/category-groups/2147483647/subcategories',
    body: () => ({ name: { en: 'Access test' } }),
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'PUT /admin/api/category-groups/{id}/subcategories/order',
    name: 'the subcategories’ order',
    path: () => '/admin/api/category-groups/2147483647/subcategories/order',
    body: () => ({ ids: [2147483647] }),
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'PUT /admin/api/subcategories/{id}',
    name: 'a subcategory saved',
    path: () => '/admin/api/subcategories/2147483647',
    body: () => ({ name: { en: 'Access test' } }),
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'DELETE /admin/api/subcategories/{id}',
    name: 'a subcategory deleted',
    path: () => '/admin/api/subcategories/2147483647',
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'GET /admin/api/brands',
    name: 'the brands',
    path: () => '/admin/api/brands',
    needs: ['catalogue.write'],
    allowed: 200,
  },
  {
    route: 'POST /admin/api/brands',
    name: 'a new brand',
    path: () => '/admin/api/brands',
    body: () => ({ name: { en: 'Access test' }, slug: 'apple' }),
    needs: ['catalogue.write'],
    allowed: 409,
  },
  {
    route: 'PUT /admin/api/brands/order',
    name: 'the brands’ order',
    path: () => '/admin/api/brands/order',
    body: () => ({ ids: [2147483647] }),
    needs: ['catalogue.write'],
    allowed: 409,
  },
  {
    route: 'PUT /admin/api/brands/{id}',
    name: 'a brand saved',
    path: () => '/admin/api/brands/2147483647',
    body: () => ({ name: { en: 'Access test' } }),
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'DELETE /admin/api/brands/{id}',
    name: 'a brand deleted',
    path: () => '/admin/api/brands/2147483647',
    needs: ['catalogue.write'],
    allowed: 404,
  },
  // The shop's own pages: samples that change nothing (a slug taken, ids of no row, an order that
  // is not every row's).
  {
    route: 'GET /admin/api/content/help',
    name: 'the help center',
    path: () => '/admin/api/content/help',
    needs: ['content.write'],
    allowed: 200,
  },
  {
    route: 'POST /admin/api/content/help-categories',
    name: 'a new help category',
    path: () => '/admin/api/content/help-categories',
    body: () => ({ name: { en: 'Access test' }, slug: 'payments' }),
    needs: ['content.write'],
    allowed: 409,
  },
  {
    route: 'PUT /admin/api/content/help-categories/order',
    name: 'the help categories’ order',
    path: () => '/admin/api/content/help-categories/order',
    body: () => ({ ids: [2147483647] }),
    needs: ['content.write'],
    allowed: 409,
  },
  {
    route: 'GET /admin/api/content/help-categories/{id}',
    name: 'a help category',
    path: () => '/admin/api/content/help-categories/2147483647',
    needs: ['content.write'],
    allowed: 404,
  },
  {
    route: 'PUT /admin/api/content/help-categories/{id}',
    name: 'a help category saved',
    path: () => '/admin/api/content/help-categories/2147483647',
    body: () => ({ name: { en: 'Access test' } }),
    needs: ['content.write'],
    allowed: 404,
  },
  {
    route: 'DELETE /admin/api/content/help-categories/{id}',
    name: 'a help category deleted',
    path: () => '/admin/api/content/help-categories/2147483647',
    needs: ['content.write'],
    allowed: 404,
  },
  {
    route: 'PUT /admin/api/content/help-categories/{id}/articles/order',
    name: 'the help articles’ order',
    path: () => '/admin/api/content/help-categories/2147483647/articles/order',
    body: () => ({ ids: [2147483647] }),
    needs: ['content.write'],
    allowed: 404,
  },
  {
    route: 'POST /admin/api/content/help-articles',
    name: 'a new help article',
    path: () => '/admin/api/content/help-articles',
    body: () => ({ category_id: 2147483647, title: { en: 'Access test' }, body: { en: 'Access test' } }),
    needs: ['content.write'],
    allowed: 404,
  },
  {
    route: 'GET /admin/api/content/help-articles/{id}',
    name: 'a help article',
    path: () => '/admin/api/content/help-articles/2147483647',
    needs: ['content.write'],
    allowed: 404,
  },
  {
    route: 'PUT /admin/api/content/help-articles/{id}',
    name: 'a help article saved',
    path: () => '/admin/api/content/help-articles/2147483647',
    body: () => ({ category_id: 2147483647, title: { en: 'Access test' }, body: { en: 'Access test' } }),
    needs: ['content.write'],
    allowed: 404,
  },
  {
    route: 'PUT /admin/api/content/help-articles/{id}/published',
    name: 'a help article hidden',
    path: () => '/admin/api/content/help-articles/2147483647/published',
    body: () => ({ published: false }),
    needs: ['content.write'],
    allowed: 404,
  },
  {
    route: 'DELETE /admin/api/content/help-articles/{id}',
    name: 'a help article deleted',
    path: () => '/admin/api/content/help-articles/2147483647',
    needs: ['content.write'],
    allowed: 404,
  },
  {
    route: 'GET /admin/api/content/policy',
    name: 'the policy sections',
    path: () => '/admin/api/content/policy',
    needs: ['content.write'],
    allowed: 200,
  },
  {
    route: 'POST /admin/api/content/policy',
    name: 'a new policy section',
    path: () => '/admin/api/content/policy',
    body: () => ({ title: { en: 'Access test' }, body: { en: 'Access test' }, slug: 'terms' }),
    needs: ['content.write'],
    allowed: 409,
  },
  {
    route: 'PUT /admin/api/content/policy/order',
    name: 'the policy sections’ order',
    path: () => '/admin/api/content/policy/order',
    body: () => ({ ids: [2147483647] }),
    needs: ['content.write'],
    allowed: 409,
  },
  {
    route: 'GET /admin/api/content/policy/{id}',
    name: 'a policy section',
    path: () => '/admin/api/content/policy/2147483647',
    needs: ['content.write'],
    allowed: 404,
  },
  {
    route: 'PUT /admin/api/content/policy/{id}',
    name: 'a policy section saved',
    path: () => '/admin/api/content/policy/2147483647',
    body: () => ({ title: { en: 'Access test' }, body: { en: 'Access test' } }),
    needs: ['content.write'],
    allowed: 404,
  },
  {
    route: 'PUT /admin/api/content/policy/{id}/published',
    name: 'a policy section hidden',
    path: () => '/admin/api/content/policy/2147483647/published',
    body: () => ({ published: false }),
    needs: ['content.write'],
    allowed: 404,
  },
  {
    route: 'DELETE /admin/api/content/policy/{id}',
    name: 'a policy section deleted',
    path: () => '/admin/api/content/policy/2147483647',
    needs: ['content.write'],
    allowed: 404,
  },
  {
    route: 'GET /admin/api/content/news',
    name: 'the news posts',
    path: () => '/admin/api/content/news',
    needs: ['content.write'],
    allowed: 200,
  },
  {
    route: 'POST /admin/api/content/news',
    name: 'a new news post',
    path: () => '/admin/api/content/news',
    body: () => ({
      title: { en: 'Access test' },
      body: { en: 'Access test' },
      slug: 'year-end-sale',
      published_at: null,
    }),
    needs: ['content.write'],
    allowed: 409,
  },
  {
    route: 'GET /admin/api/content/news/{id}',
    name: 'a news post',
    path: () => '/admin/api/content/news/2147483647',
    needs: ['content.write'],
    allowed: 404,
  },
  {
    route: 'PUT /admin/api/content/news/{id}',
    name: 'a news post saved',
    path: () => '/admin/api/content/news/2147483647',
    body: () => ({ title: { en: 'Access test' }, body: { en: 'Access test' }, published_at: null }),
    needs: ['content.write'],
    allowed: 404,
  },
  {
    route: 'PUT /admin/api/content/news/{id}/published',
    name: 'a news post hidden',
    path: () => '/admin/api/content/news/2147483647/published',
    body: () => ({ published: false }),
    needs: ['content.write'],
    allowed: 404,
  },
  {
    route: 'DELETE /admin/api/content/news/{id}',
    name: 'a news post deleted',
    path: () => '/admin/api/content/news/2147483647',
    needs: ['content.write'],
    allowed: 404,
  },
  // Pictures: no such product, category or brand (404, before the body is read); the logo, JSON
  // where a file is due (400).
  {
    route: 'POST /admin/api/products/{id}/images',
    name: 'a product picture added',
    path: () => '/admin/api/products/2147483647/images',
    body: () => ({}),
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'PUT /admin/api/products/{id}/images',
    name: 'a product’s pictures ordered',
    path: () => '/admin/api/products/2147483647/images',
    body: () => ({ order: [1] }),
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'DELETE /admin/api/products/{id}/images/{imageId}',
    name: 'a product picture removed',
    path: () => '/admin/api/products/2147483647/images/1',
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'POST /admin/api/categories/{id}/image',
    name: 'a category picture',
    path: () => '/admin/api/categories/2147483647/image',
    body: () => ({}),
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'POST /admin/api/brands/{id}/image',
    name: 'a brand picture',
    path: () => '/admin/api/brands/2147483647/image',
    body: () => ({}),
    needs: ['catalogue.write'],
    allowed: 404,
  },
  {
    route: 'GET /admin/api/tickets',
    name: 'the repair tickets',
    path: () => '/admin/api/tickets',
    needs: ['tickets.manage'],
    allowed: 200,
  },
  {
    route: 'GET /admin/api/tickets/{id}',
    name: 'a repair ticket',
    path: () => '/admin/api/tickets/2147483647',
    needs: ['tickets.manage'],
    allowed: 404,
  },
  {
    route: 'POST /admin/api/tickets',
    name: 'a ticket taken in',
    path: () => '/admin/api/tickets',
    // Invalid (no device): a role that may is told what is missing, and nothing is written.
    body: () => ({ customer_name: 'Access test', phone: '012 345 678', device: '', problem: 'None' }),
    needs: ['tickets.manage'],
    allowed: 400,
  },
  {
    route: 'POST /admin/api/tickets/{id}/status',
    name: 'a ticket moved',
    path: () => '/admin/api/tickets/2147483647/status',
    body: () => ({ to: 'diagnosing', from: 'received' }),
    needs: ['tickets.manage'],
    allowed: 404,
  },
  {
    route: 'POST /admin/api/shop/logo',
    name: 'the shop’s logo',
    path: () => '/admin/api/shop/logo',
    body: () => ({}),
    needs: ['shop.settings'],
    allowed: 400,
  },
];

interface SelfCall {
  route: string;
  name: string;
  path: () => string;
  body?: () => unknown;
  /** The answer to any staff member (the operator's own where it differs). */
  staff: number;
  operator?: number;
  /** Sent only without a valid staff token (it would end the session of the test). */
  refusalOnly?: boolean;
}

/** The staff member's own calls, which name no shop: any staff token reaches them. */
const SELF_CALLS: SelfCall[] = [
  { route: 'GET /admin/api/me', name: 'me', path: () => '/admin/api/me', staff: 200 },
  { route: 'GET /admin/api/me/sessions', name: 'sessions', path: () => '/admin/api/me/sessions', staff: 200 },
  {
    route: 'DELETE /admin/api/me/sessions/{id}',
    name: 'end a session',
    path: () => '/admin/api/me/sessions/2147483647',
    staff: 404,
  },
  {
    route: 'PUT /admin/api/me/password',
    name: 'password',
    path: () => '/admin/api/me/password',
    body: () => ({ current_password: 'not-the-password', new_password: 'another-password' }),
    staff: 400,
  },
  { route: 'POST /admin/api/me/totp', name: 'totp setup', path: () => '/admin/api/me/totp', staff: 200 },
  {
    route: 'POST /admin/api/me/totp/disable',
    name: 'totp off',
    path: () => '/admin/api/me/totp/disable',
    body: () => ({ totp: '123456' }),
    staff: 409,
  },
  {
    route: 'POST /admin/api/me/telegram',
    name: 'a Telegram link code',
    path: () => '/admin/api/me/telegram',
    staff: 200,
  },
  {
    route: 'DELETE /admin/api/me/telegram',
    name: 'Telegram unlinked',
    path: () => '/admin/api/me/telegram',
    staff: 200,
  },
  {
    route: 'PUT /admin/api/me/locale',
    name: 'locale',
    path: () => '/admin/api/me/locale',
    body: () => ({ locale: 'en' }),
    staff: 200,
  },
  {
    route: 'POST /admin/api/shops',
    name: 'open a shop',
    path: () => '/admin/api/shops',
    body: () => ({
      store_code: 'S001',
      name: 'Taken',
      domains: ['taken.example.com'],
      owner_email: 'taken@example.com',
    }),
    staff: 403,
    operator: 409,
  },
  {
    route: 'GET /admin/api/shops',
    name: 'the platform’s shops',
    path: () => '/admin/api/shops',
    staff: 403,
    operator: 200,
  },
  {
    route: 'POST /admin/api/shops/{code}/suspend',
    name: 'suspend a shop',
    path: () => '/admin/api/shops/NO-SUCH-SHOP/suspend',
    body: () => ({ reason: 'Access test' }),
    staff: 403,
    operator: 404,
  },
  {
    route: 'POST /admin/api/shops/{code}/resume',
    name: 'resume a shop',
    path: () => '/admin/api/shops/NO-SUCH-SHOP/resume',
    staff: 403,
    operator: 404,
  },
  {
    route: 'POST /admin/api/me/totp/confirm',
    name: 'totp confirm',
    path: () => '/admin/api/me/totp/confirm',
    body: () => ({ totp: '123456' }),
    staff: 0,
    refusalOnly: true,
  },
  {
    route: 'POST /admin/api/auth/logout',
    name: 'logout',
    path: () => '/admin/api/auth/logout',
    staff: 0,
    refusalOnly: true,
  },
];

/** The calls that need no token at all. */
const PUBLIC_ROUTES = ['POST /admin/api/auth/login', 'POST /admin/api/auth/accept-invite'];

const send = (call: { route: string; path: () => string; body?: () => unknown }, token?: string) =>
  api.send(call.route.split(' ')[0] as string, call.path(), {
    token,
    body: call.body?.(),
    headers: shop('S001'),
  });

/** What a role of S001 is expected to get for a call, from PERMISSIONS. */
const expectedFor = (role: StaffRole, call: Call) =>
  call.needs.every((permission) => may(role, permission)) ? call.allowed : 403;

/** What S001 knows and no one else may read: its customer, its order, its staff. */
const secrets = () => [
  customer.name,
  customer.phone,
  customer.email,
  'cashier@example.com',
  'packer@example.com',
  'manager@example.com',
  'editor@example.com',
  'Dara Cashier',
];

describe('the table', () => {
  it('covers every /admin/api route of /openapi.json, and no other', async () => {
    const doc = (await api.get('/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/admin/api'))
      .flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
    const tabled = new Set([
      ...SHOP_CALLS.map((c) => c.route),
      ...SELF_CALLS.map((c) => c.route),
      ...PUBLIC_ROUTES,
    ]);
    expect([...tabled].sort()).toEqual([...new Set(documented)].sort());
  });

  it('every move of an order is in it, with the move’s own permission', () => {
    const moves = SHOP_CALLS.filter((c) => c.route.endsWith('/transition'));
    expect(moves.map((c) => c.needs[1])).toEqual(ORDER_TRANSITIONS.map((to) => TRANSITION_PERMISSION[to]));
  });
});

describe('the roles of a shop', () => {
  it.each(STAFF_ROLES)(
    'S001’s %s gets exactly what PERMISSIONS gives the role, and 403 for the rest',
    async (role) => {
      const wrong: string[] = [];
      for (const call of SHOP_CALLS) {
        const res = await send(call, tokens[role]);
        const expected = expectedFor(role, call);
        if (res.status !== expected)
          wrong.push(`${call.name}: ${res.status} (${res.body?.message}), not ${expected}`);
        if (expected === 403) {
          expect(res.body, call.name).toMatchObject({ code: 403, data: null });
          expect(res.body.message, call.name).toMatch(new RegExp(`^A ${role} may not do this`));
        } else if (res.status === 404) expect(res.body.message, call.name).not.toMatch(/^Store /);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('the table is not PERMISSIONS’ word alone: cases written out by hand', async () => {
    const cases: [StaffRole, string, number][] = [
      ['owner', 'the audit log', 200],
      ['owner', 'the staff list', 200],
      ['owner', 'move to cancelled', 409],
      ['manager', 'the audit log', 403],
      ['manager', 'the staff list', 403],
      ['manager', 'the dashboard', 200],
      ['manager', 'refund', 409],
      ['manager', 'move to cancelled', 409],
      ['cashier', 'the order desk', 200],
      ['cashier', 'review', 409],
      ['cashier', 'move to confirmed', 409],
      ['cashier', 'move to packed', 403],
      ['cashier', 'move to cancelled', 403],
      ['cashier', 'the dashboard', 403],
      ['cashier', 'the orders export', 403],
      ['packer', 'collect', 409],
      ['packer', 'move to shipped', 409],
      ['packer', 'move to confirmed', 403],
      ['packer', 'review', 403],
      ['packer', 'refund', 403],
      ['editor', 'the order desk', 403],
      ['editor', 'the repair tickets', 403],
      ['editor', 'a ticket taken in', 403],
      ['cashier', 'a ticket taken in', 400],
      ['packer', 'a ticket moved', 404],
      ['editor', 'an order', 403],
      ['editor', 'a receipt', 403],
      ['editor', 'a note', 403],
    ];
    for (const [role, name, status] of cases) {
      const call = SHOP_CALLS.find((c) => c.name === name);
      if (!call) throw new Error(`no call ${name}`);
      expect(expectedFor(role, call), `${role}: ${name} by PERMISSIONS`).toBe(status);
      expect((await send(call, tokens[role])).status, `${role}: ${name}`).toBe(status);
    }
    // And the rules themselves, as the design gives them.
    expect(PERMISSIONS['staff.manage']).toEqual(['owner']);
    expect([...PERMISSIONS['orders.read']].sort()).toEqual(['cashier', 'manager', 'owner', 'packer']);
  });

  it('a role that may read an order gets it whole; the receipt is the stored picture', async () => {
    const order = await send(SHOP_CALLS[1] as Call, tokens.packer);
    expect(order.body.data).toMatchObject({ id: ids.placed, customer: { phone: customer.phone } });
    const receipt = await api.app.request(`/admin/api/payments/${ids.receiptPayment}/receipt`, {
      headers: { authorization: `Bearer ${tokens.cashier}`, ...shop('S001') },
    });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await receipt.arrayBuffer())).toEqual(PNG);
  });
});

describe('anyone else', () => {
  it('a staff member of another shop gets 404 for every call of S001, and learns nothing of it', async () => {
    for (const call of SHOP_CALLS) {
      const res = await send(call, outsider.token);
      expect(res.status, call.name).toBe(404);
      expect(res.body, call.name).toMatchObject({ code: 404, message: 'Store S001 not found', data: null });
      const text = JSON.stringify(res.body);
      for (const secret of secrets()) expect(text, call.name).not.toContain(secret);
    }
    // Their token is good: their own shop answers, and their own calls.
    expect(
      (await api.get('/admin/api/orders', { authorization: `Bearer ${outsider.token}`, ...shop('S002') }))
        .status,
    ).toBe(200);
    for (const call of SELF_CALLS.filter((c) => !c.refusalOnly)) {
      const res = await send(call, outsider.token);
      expect(res.status, call.name).toBe(call.staff);
      const text = JSON.stringify(res.body);
      for (const secret of secrets()) expect(text, call.name).not.toContain(secret);
    }
  });

  it('through their own shop, S001’s orders, payments and staff are not found either, and stay as they were', async () => {
    // The removal's sample names the demo owner, who is S002's owner too: here, S001's cashier.
    const byId: Pick<Call, 'route' | 'name' | 'path' | 'body'>[] = [
      ...SHOP_CALLS.filter((c) => c.route.includes('{id}') && c.name !== 'a removal'),
      {
        route: 'DELETE /admin/api/staff/{id}',
        name: 'a removal',
        path: () => `/admin/api/staff/${ids.cashier}`,
      },
    ];
    expect(byId.length).toBeGreaterThan(10);
    for (const call of byId) {
      const res = await api.send(call.route.split(' ')[0] as string, call.path(), {
        token: outsider.token,
        body: call.body?.(),
        headers: shop('S002'),
      });
      expect(res.status, call.name).toBe(404);
      expect(res.body, call.name).toMatchObject({ code: 404, data: null });
      const text = JSON.stringify(res.body);
      for (const secret of secrets()) expect(text, call.name).not.toContain(secret);
    }
    const order = await send(SHOP_CALLS[1] as Call, tokens.owner);
    expect(order.body.data).toMatchObject({ status: 'placed', payment_status: 'pending' });
    expect(
      order.body.data.notes.some((n: { staff: { id: number } | null }) => n.staff?.id === outsider.id),
    ).toBe(false);
    const team = await api.get('/admin/api/staff', {
      authorization: `Bearer ${tokens.owner}`,
      ...shop('S001'),
    });
    expect(team.body.data.find((m: { id: number }) => m.id === ids.cashier)).toMatchObject({
      role: 'cashier',
    });
  });

  it('the operator has no role in a shop: 404 for its calls; only they open shops', async () => {
    for (const call of SHOP_CALLS) {
      const res = await send(call, tokens.operator);
      expect(res.status, call.name).toBe(404);
      expect(res.body.message, call.name).toBe('Store S001 not found');
      const text = JSON.stringify(res.body);
      for (const secret of secrets()) expect(text, call.name).not.toContain(secret);
    }
    for (const call of SELF_CALLS.filter((c) => !c.refusalOnly))
      expect((await send(call, tokens.operator)).status, call.name).toBe(call.operator ?? call.staff);
  });

  it('every role of S001 reaches its own calls; only the operator opens a shop', async () => {
    for (const role of STAFF_ROLES)
      for (const call of SELF_CALLS.filter((c) => !c.refusalOnly))
        expect((await send(call, tokens[role])).status, `${role}: ${call.name}`).toBe(call.staff);
  });

  it('without a staff token, every call is 401', async () => {
    for (const token of [undefined, 'st_not-a-token-of-anyone', 'Bearer', outsider.token.slice(0, -2)])
      for (const call of [...SHOP_CALLS, ...SELF_CALLS]) {
        const res = await send(call, token);
        expect(res.status, `${call.name} with ${token}`).toBe(401);
        expect(res.body, call.name).toMatchObject({ code: 401, data: null });
      }
  });

  it('a customer’s token is not a staff token: 401 for every call, and nothing of S001 in the answer', async () => {
    for (const call of [...SHOP_CALLS, ...SELF_CALLS]) {
      const res = await send(call, customer.token);
      expect(res.status, call.name).toBe(401);
      const text = JSON.stringify(res.body);
      for (const secret of secrets()) expect(text, call.name).not.toContain(secret);
    }
    // Nor is a staff token a customer's.
    const profile = await api.get('/api/profile', {
      authorization: `Bearer ${tokens.owner}`,
      ...shop('S001'),
    });
    expect(profile.status).toBe(401);
  });
});
