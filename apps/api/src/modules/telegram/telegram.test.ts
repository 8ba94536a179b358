import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { auditLog, orders, payments, staff, stores, telegramOutbox } from '@shop/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { addOrder, newCustomer, type TestCustomer } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import { packButton, unpackButton } from './callback-data';
import { telegramRuntime } from './index';
import { claimNext, sweep } from './outbox';
import { createTelegramSender, type TelegramSender } from './sender';
import type { TelegramSettings } from './settings';
import { type FakeTelegram, startFakeTelegram } from './testing/fake-telegram';

// The shops' Telegram groups end to end, against a fake Bot API speaking the real protocol on
// loopback: the outbox written by the order's own transaction, the sender (order, edits, the
// receipt's photo, the pace, Telegram down, a sender that dies, two senders), the webhook (its
// secret, the buttons' signatures, who may tap, replays) and the owner's view of what failed.

const S001_CHAT = '-1001987654321';
const S002_CHAT = '-1002233445566';
const SECRET = 'test-webhook-secret-0123456789';
const CASHIER = { id: 7000001, first_name: 'Dara' };
const PACKER = { id: 7000002, first_name: 'Piseth' };
const STRANGER = { id: 7000099, first_name: 'Nobody' };

let fake: FakeTelegram;
let api: TestApi;
let server: Server;
let receiptsDir: string;
let settings: TelegramSettings;
let customer: TestCustomer;
const senders: TelegramSender[] = [];

/** A sender of this API (loops not started: `drain` steps it). */
function newSender(overrides: Partial<TelegramSettings> = {}) {
  const sender = createTelegramSender(api.deps, { ...settings, ...overrides });
  senders.push(sender);
  return sender;
}

/** Steps a sender until nothing is due. */
async function drain(sender = newSender()) {
  for (let i = 0; i < 200 && (await sender.step()); i++);
}

/** Time passes: every wait (backoff, pace) is over. */
async function timePasses() {
  await api.db.execute(sql`update telegram_outbox set next_at = now() where sent_at is null`);
  await api.db.execute(sql`update telegram_chats set next_at = now()`);
}

const botMessages = (chat: string) => fake.messages(chat).filter((m) => m.from.is_bot);
const messageOf = (chat: string, orderId: number) =>
  botMessages(chat).filter((m) => m.text?.includes(`#${orderId}`));
const buttonsOf = (message: { reply_markup?: { inline_keyboard?: { callback_data?: string }[][] } }) =>
  (message.reply_markup?.inline_keyboard ?? []).flat().map((b) => b.callback_data ?? '');

async function storeId(code: string) {
  const [row] = await api.db.select({ id: stores.id }).from(stores).where(eq(stores.code, code));
  return row?.id ?? 0;
}

async function paymentOf(orderId: number) {
  const [row] = await api.db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  if (!row) throw new Error(`order ${orderId} has no payment`);
  return row;
}

beforeAll(async () => {
  fake = await startFakeTelegram({ webhookSecret: SECRET });
  settings = {
    token: fake.token,
    apiUrl: fake.url,
    webhookSecret: SECRET,
    signingKey: 'test-signing-key',
    adminUrl: 'https://admin.example.test',
    // The pace is tested on its own below; elsewhere messages go as fast as the test steps.
    perChatMs: 0,
    leaseMs: 5_000,
    timeoutMs: 2_000,
  };
  receiptsDir = await mkdtemp(join(tmpdir(), 'receipts-telegram-'));
  api = await createTestApi({ receiptsDir, telegram: telegramRuntime(settings) });
  server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await fetch(`${fake.url}/bot${fake.token}/setWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: `http://127.0.0.1:${port}/telegram/webhook`, secret_token: SECRET }),
  });
  customer = await newCustomer(api, { name: 'Srey Telegram' });
  // What the seed's orders queued is not news; a test starts with an empty outbox.
  await drain();
});

afterEach(async () => {
  await Promise.all(senders.splice(0).map((s) => s.stop()));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
  await fake.close();
  await rm(receiptsDir, { recursive: true, force: true });
});

describe('the buttons’ callback_data', () => {
  it('is at most 64 bytes, and any change to it is refused', () => {
    const button = {
      storeId: 2_147_483_647,
      orderId: 2_147_483_647,
      action: 'approve' as const,
      paymentId: 2_147_483_647,
    };
    const data = packButton('key', button);
    expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);
    expect(unpackButton('key', data)).toEqual(button);
    expect(unpackButton('another key', data)).toBeNull();
    const parts = data.split('.');
    for (let i = 1; i < 5; i++) {
      const changed = [...parts];
      changed[i] = i === 3 ? 'c' : '1';
      expect(unpackButton('key', changed.join('.'))).toBeNull();
    }
    expect(unpackButton('key', 'not ours')).toBeNull();
    expect(unpackButton('key', 42)).toBeNull();
  });
});

describe('an order in the shop’s group', () => {
  it('is posted once in the shop’s language with what it needs, and a change edits that message', async () => {
    const orderId = await addOrder(api, customer, {
      payment_method: 'bankTransfer',
      payment_status: 'awaiting_review',
      transfer_type: 'ABA',
      lines: [
        { product_id: 1, name: 'Laptop <Pro> & "Air"', variant_name: '16 GB', price: 999, quantity: 1 },
        { product_id: 2, name: 'Mouse', price: 5, quantity: 2 },
      ],
    });
    // Written in the order's own transaction: there before any sender ran.
    const [queued] = await api.db.select().from(telegramOutbox).where(eq(telegramOutbox.orderId, orderId));
    expect(queued).toMatchObject({ kind: 'order', chatId: S001_CHAT });
    await drain();
    const [message] = messageOf(S001_CHAT, orderId);
    expect(message?.text).toContain(`ការកុម្ម៉ង់ថ្មី #${orderId}`);
    expect(message?.text).toContain('Laptop &lt;Pro&gt; &amp; &quot;Air&quot; (16 GB) × 1');
    expect(message?.text).toContain('$1,009.00');
    expect(message?.text).toContain('Srey Telegram');
    expect(message?.text).toContain(`https://admin.example.test/s/S001/orders/${orderId}`);
    const buttons = buttonsOf(message ?? {});
    expect(buttons.map((b) => b.split('.')[3])).toEqual(['a', 'r']);
    for (const data of buttons) expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);

    // Approved in the back office: the same message now says so, with no buttons left.
    const token = await api.staffTokenFor('cashier@example.com');
    const payment = await paymentOf(orderId);
    const review = await api.send('POST', `/admin/api/payments/${payment.id}/review`, {
      token,
      body: { decision: 'approve' },
      headers: { 'x-store-code': 'S001', 'idempotency-key': `tg-approve-${orderId}` },
    });
    expect(review.status).toBe(200);
    await drain();
    const after = messageOf(S001_CHAT, orderId);
    expect(after).toHaveLength(1);
    expect(after[0]?.edits.length).toBe(1);
    expect(after[0]?.text).toContain('Dara Cashier');
    expect(after[0]?.text).toContain('បានបង់');
    // Paid: what it needs now is to be confirmed.
    expect(buttonsOf(after[0] ?? {}).map((b) => b.split('.')[3])).toEqual(['c']);
  });

  it('a long order is shortened with how many more, within 4,096 characters', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      product_id: 1,
      name: `Part ${i} ${'x'.repeat(150)}`,
      price: 1,
      quantity: 1,
    }));
    const orderId = await addOrder(api, customer, { lines });
    await drain();
    const [message] = messageOf(S001_CHAT, orderId);
    expect(message?.text).toContain('…និង 30 ទៀត');
    expect(message?.text?.length).toBeLessThanOrEqual(4096);
    // Cash on delivery: confirm the order.
    expect(buttonsOf(message ?? {}).map((b) => b.split('.')[3])).toEqual(['c']);
  });

  it('a transfer’s receipt goes as a photo under the order’s message', async () => {
    const orderId = await addOrder(api, customer, {
      payment_method: 'bankTransfer',
      payment_status: 'awaiting_review',
    });
    await drain();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const sid = await storeId('S001');
    await mkdir(join(receiptsDir, String(sid), String(customer.id)), { recursive: true });
    await writeFile(join(receiptsDir, String(sid), String(customer.id), `receipt-tg-${orderId}.png`), png);
    await api.db
      .update(orders)
      .set({ receiptKey: `receipt-tg-${orderId}.png` })
      .where(and(eq(orders.storeId, sid), eq(orders.id, orderId)));
    await drain();
    const [message] = messageOf(S001_CHAT, orderId);
    const photo = fake
      .messages(S001_CHAT)
      .find((m) => m.photo && m.reply_to_message_id === message?.message_id);
    expect(photo?.photo?.bytes?.equals(png)).toBe(true);
    expect(photo?.caption).toContain(`#${orderId}`);
  });
});

describe('a tap in the group', () => {
  it('by the linked cashier approves the payment as them, from Telegram, and the message says so', async () => {
    const orderId = await addOrder(api, customer, {
      payment_method: 'bankTransfer',
      payment_status: 'awaiting_review',
    });
    await drain();
    const [message] = messageOf(S001_CHAT, orderId);
    const [approve] = buttonsOf(message ?? {});
    const tap = await fake.press(S001_CHAT, message?.message_id ?? 0, approve ?? '', CASHIER);
    expect(tap.status).toBe(200);
    expect(tap.performed?.method).toBe('answerCallbackQuery');
    expect(fake.answers().at(-1)?.text).toBe('Done: Paid');
    expect((await paymentOf(orderId)).status).toBe('paid');
    const [row] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.action, 'payment.approved')))
      .orderBy(desc(auditLog.at))
      .limit(1);
    const [cashier] = await api.db.select().from(staff).where(eq(staff.email, 'cashier@example.com'));
    expect(row).toMatchObject({ channel: 'telegram', staffId: cashier?.id });
    await drain();
    const [edited] = messageOf(S001_CHAT, orderId);
    expect(edited?.text).toContain('Dara Cashier · Telegram');
    expect(buttonsOf(edited ?? {}).map((b) => b.split('.')[3])).toEqual(['c']);

    // The same button tapped again on a phone that still shows it: no longer possible, no change.
    const again = await fake.postUpdate({
      update_id: 800_001,
      callback_query: {
        id: 'again-1',
        from: { ...CASHIER, is_bot: false },
        chat_instance: '1',
        data: approve,
        message: {
          message_id: message?.message_id,
          date: 0,
          chat: { id: Number(S001_CHAT), type: 'supergroup' },
        },
      },
    });
    expect(again.status).toBe(200);
    expect((again.body as { text: string }).text).toMatch(
      /^No longer possible: the order is Placed, its payment Paid/,
    );
  });

  it('is refused, changing nothing, for anyone who may not', async () => {
    const orderId = await addOrder(api, customer, {
      payment_method: 'bankTransfer',
      payment_status: 'awaiting_review',
    });
    await drain();
    const [message] = messageOf(S001_CHAT, orderId);
    const [approve, reject] = buttonsOf(message ?? {});
    const id = message?.message_id ?? 0;

    await fake.press(S001_CHAT, id, approve ?? '', STRANGER);
    expect(fake.answers().at(-1)?.text).toMatch(/គណនី Telegram របស់អ្នកមិនទាន់ភ្ជាប់/);
    await fake.press(S001_CHAT, id, reject ?? '', PACKER);
    expect(fake.answers().at(-1)?.text).toBe('Your role in this shop may not do this.');
    // A changed button (another order) is not ours.
    const forged = (approve ?? '').split('.');
    forged[2] = (orderId + 1).toString(36);
    await fake.press(S001_CHAT, id, forged.join('.'), CASHIER).catch(() => null);
    const forgedTap = await fake.postUpdate({
      update_id: 900_001,
      callback_query: {
        id: 'forged-1',
        from: { ...CASHIER, is_bot: false },
        chat_instance: '1',
        data: forged.join('.'),
        message: { message_id: id, date: 0, chat: { id: Number(S001_CHAT), type: 'supergroup' } },
      },
    });
    expect(forgedTap.body).toMatchObject({
      method: 'answerCallbackQuery',
      text: 'This button is not valid.',
    });
    // A true button of S001 tapped in another shop's group.
    const elsewhere = await fake.postUpdate({
      update_id: 900_002,
      callback_query: {
        id: 'elsewhere-1',
        from: { ...CASHIER, is_bot: false },
        chat_instance: '2',
        data: approve,
        message: { message_id: id, date: 0, chat: { id: Number(S002_CHAT), type: 'supergroup' } },
      },
    });
    expect(elsewhere.body).toMatchObject({ text: 'This button is not valid.' });
    // Without the secret, or with a wrong one: 401, nothing read.
    const update = {
      update_id: 900_003,
      callback_query: {
        id: 'nosecret-1',
        from: { ...CASHIER, is_bot: false },
        chat_instance: '1',
        data: approve,
        message: { message_id: id, date: 0, chat: { id: Number(S001_CHAT), type: 'supergroup' } },
      },
    };
    expect((await fake.postUpdate(update, { secret: null })).status).toBe(401);
    expect((await fake.postUpdate(update, { secret: 'wrong-secret-0123456789' })).status).toBe(401);
    // Not an update: 400; an update of another kind: ignored.
    expect((await fake.postUpdate({ hello: 'world' })).status).toBe(400);
    expect((await fake.postUpdate({ update_id: 900_004, edited_message: { text: 'x' } })).status).toBe(200);
    expect((await paymentOf(orderId)).status).toBe('awaiting_review');

    // A delivery Telegram repeats is acted on once.
    const first = await fake.postUpdate(update);
    expect(first.body).toMatchObject({ text: 'Done: Paid' });
    const replay = await fake.postUpdate(update);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({});
    const approvals = await api.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'payment.approved'),
          eq(auditLog.entityId, String((await paymentOf(orderId)).id)),
        ),
      );
    expect(approvals).toHaveLength(1);
  });

  it('a staff member links their Telegram account with a one-time code sent to the bot', async () => {
    const token = await api.staffTokenFor('manager@example.com');
    const made = await api.send('POST', '/admin/api/me/telegram', { token });
    expect(made.status).toBe(200);
    const { code } = made.body.data as { code: string };
    const user = { id: 7000123, first_name: 'Vanna' };
    const linked = await fake.say(user, `/start ${code}`);
    expect(linked.body).toMatchObject({ method: 'sendMessage', chat_id: user.id });
    expect((linked.body as { text: string }).text).toContain('Vanna Manager');
    const [row] = await api.db.select().from(staff).where(eq(staff.email, 'manager@example.com'));
    expect(row?.telegramUserId).toBe(7000123);
    const audited = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.telegram_linked'), eq(auditLog.staffId, row?.id ?? 0)));
    expect(audited.map((a) => a.channel)).toEqual(['telegram']);
    expect((await api.send('GET', '/admin/api/me', { token })).body.data.staff.telegram_linked).toBe(true);
    // Good once.
    const again = await fake.say({ id: 7000124, first_name: 'Other' }, `/start ${code}`);
    expect((again.body as { text: string }).text).toMatch(/not valid or has expired/);
    expect((await api.send('DELETE', '/admin/api/me/telegram', { token })).status).toBe(200);
    const [after] = await api.db.select().from(staff).where(eq(staff.email, 'manager@example.com'));
    expect(after?.telegramUserId).toBeNull();
    const unlinked = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.telegram_unlinked'), eq(auditLog.staffId, row?.id ?? 0)));
    expect(unlinked).toHaveLength(1);
  });
});

describe('the outbox under faults', () => {
  it('Telegram answering 500 and 429: every message arrives after, in order, once', async () => {
    fake.failNext(3, 500);
    const ids = [await addOrder(api, customer), await addOrder(api, customer), await addOrder(api, customer)];
    const sender = newSender();
    for (let i = 0; i < 3; i++) {
      await drain(sender);
      await timePasses();
    }
    fake.rateLimitNext(1);
    await drain(sender);
    const [waiting] = await rows<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from telegram_outbox where sent_at is null`,
    );
    expect(waiting?.n).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1100));
    await drain(sender);
    const posted = botMessages(S001_CHAT).filter((m) => ids.some((id) => m.text?.includes(`#${id}`)));
    expect(posted.map((m) => Number(/#(\d+)/.exec(m.text ?? '')?.[1]))).toEqual(ids);
  });

  it('a sender that dies mid-send: the next sends after its lease, once', async () => {
    const orderId = await addOrder(api, customer);
    // Sender A claims the row and dies before sending.
    const claim = await claimNext(api.db, 300);
    expect(claim?.orderId).toBe(orderId);
    const b = newSender();
    expect(await b.step()).toBe(false);
    await new Promise((r) => setTimeout(r, 350));
    await drain(b);
    expect(messageOf(S001_CHAT, orderId)).toHaveLength(1);

    // Sender A dies after Telegram took the message and its id was recorded, before the row was
    // marked sent: the retry finds the message already says so, and posts nothing again.
    const second = await addOrder(api, customer);
    await drain(b);
    expect(messageOf(S001_CHAT, second)).toHaveLength(1);
    await api.db.execute(sql`update telegram_outbox set sent_at = null where order_id = ${second}`);
    await timePasses();
    await drain(newSender());
    expect(messageOf(S001_CHAT, second)).toHaveLength(1);
  });

  it('two senders at once never send a row twice, and keep a second between messages to a chat', async () => {
    const s002 = await newCustomer(api, { shop: 'S002' });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(await addOrder(api, customer), await addOrder(api, s002));
    // The last messages of the tests before were sent without a pace.
    await new Promise((r) => setTimeout(r, 1100));
    await timePasses();
    const before = fake.violations().length;
    const paced = { perChatMs: 1000, pollMs: 20 };
    const a = newSender(paced);
    const b = newSender(paced);
    a.start();
    b.start();
    const deadline = Date.now() + 15_000;
    const all = () =>
      ids.every((id) => messageOf(S001_CHAT, id).length + messageOf(S002_CHAT, id).length > 0);
    while (!all() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    for (const id of ids) expect(messageOf(S001_CHAT, id).length + messageOf(S002_CHAT, id).length).toBe(1);
    expect(fake.violations().slice(before)).toEqual([]);
  }, 30_000);

  it('a group without the bot: failed, shown to the owner with Telegram’s words, sent again on retry', async () => {
    fake.removeChat(S001_CHAT);
    const orderId = await addOrder(api, customer);
    await timePasses();
    await drain();
    const token = await api.staffTokenFor('owner@example.com');
    const headers = { 'x-store-code': 'S001' };
    const view = await api.send('GET', '/admin/api/telegram', { token, headers });
    expect(view.status).toBe(200);
    const failed = (
      view.body.data.outbox as { id: number; order_id: number; state: string; error: string }[]
    ).find((row) => row.order_id === orderId);
    expect(failed).toMatchObject({ state: 'failed' });
    expect(failed?.error).toMatch(/Forbidden|kicked/);
    expect(messageOf(S001_CHAT, orderId)).toHaveLength(0);
    fake.addChat({ id: S001_CHAT, title: 'S001 orders', type: 'supergroup' });
    await timePasses();
    const retried = await api.send('POST', `/admin/api/telegram/outbox/${failed?.id}/retry`, {
      token,
      headers: { ...headers, 'idempotency-key': `tg-retry-${failed?.id}` },
    });
    expect(retried.status).toBe(200);
    await drain();
    expect(messageOf(S001_CHAT, orderId)).toHaveLength(1);

    // Kicked again; the owner makes a new group and sends what failed there.
    fake.removeChat(S001_CHAT);
    const next = await addOrder(api, customer);
    await timePasses();
    await drain();
    const NEW_CHAT = '-1009876543210';
    fake.addChat({ id: NEW_CHAT, title: 'S001 new group', type: 'supergroup' });
    const write = (key: string) => ({ ...headers, 'idempotency-key': key });
    const set = await api.send('PUT', '/admin/api/telegram', {
      token,
      headers: write(`tg-set-${next}`),
      body: { chat_id: NEW_CHAT, locale: 'en' },
    });
    expect(set.body.data).toMatchObject({ chat_id: NEW_CHAT, locale: 'en' });
    const failedNow = (set.body.data.outbox as { id: number; order_id: number; state: string }[]).find(
      (row) => row.order_id === next && row.state === 'failed',
    );
    await api.send('POST', `/admin/api/telegram/outbox/${failedNow?.id}/retry`, {
      token,
      headers: write(`tg-retry-${failedNow?.id}`),
    });
    await timePasses();
    await drain();
    expect(messageOf(NEW_CHAT, next)).toHaveLength(1);
    expect(messageOf(NEW_CHAT, next)[0]?.text).toContain(`New order #${next}`);
    // Back as it was, for the tests after.
    fake.addChat({ id: S001_CHAT, title: 'S001 orders', type: 'supergroup' });
    await api.send('PUT', '/admin/api/telegram', {
      token,
      headers: write(`tg-back-${next}`),
      body: { chat_id: S001_CHAT, locale: 'kh' },
    });
  });
});

describe('the sweep', () => {
  it('forgets old deliveries and rows sent a month ago, and keeps failed rows for the owner', async () => {
    const orderId = await addOrder(api, customer);
    await drain();
    const sid = await storeId('S001');
    await api.db.execute(
      sql`insert into telegram_updates (update_id, at) values (123456789, now() - interval '3 days')`,
    );
    await api.db.execute(sql`
      insert into telegram_outbox (store_id, order_id, kind, chat_id, sent_at, failed_at, error)
      values (${sid}, ${orderId}, 'order', ${S001_CHAT}, now() - interval '31 days', null, ''),
             (${sid}, ${orderId}, 'order', ${S001_CHAT}, null, now() - interval '31 days', 'Forbidden')`);
    await sweep(api.db);
    const [left] = await rows(
      api.db,
      sql`
      select (select count(*)::int from telegram_updates where update_id = 123456789) as updates,
             (select count(*)::int from telegram_outbox where order_id = ${orderId} and sent_at < now() - interval '30 days') as old_sent,
             (select count(*)::int from telegram_outbox where order_id = ${orderId} and failed_at is not null) as failed,
             (select count(*)::int from telegram_outbox where order_id = ${orderId} and sent_at > now() - interval '1 day') as recent`,
    );
    expect(left).toEqual({
      updates: 0,
      old_sent: 0,
      failed: 1,
      recent: 1,
    });
  });
});

describe('without a bot', () => {
  it('the webhook is not there, and an order is placed as before', async () => {
    const plain = await createTestApi();
    try {
      const res = await plain.send('POST', '/telegram/webhook', {
        body: { update_id: 1 },
        headers: { 'x-telegram-bot-api-secret-token': SECRET },
      });
      expect(res.status).toBe(404);
      const someone = await newCustomer(plain);
      expect(await addOrder(plain, someone)).toBeGreaterThan(0);
    } finally {
      await plain.close();
    }
  });
});
