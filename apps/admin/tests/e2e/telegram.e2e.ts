import type { APIRequestContext } from '@playwright/test';
import { E2E_TELEGRAM_WEBHOOK_SECRET, FAKE_TELEGRAM_PORT } from '../../../../playwright.config';
import { msg } from '../../../web/tests/e2e/fixtures';
import { card, expectStatus, header, openAsCustomer } from './desk';
import { adminUrl, apiBase, expect, placeOrder, productFor, signIn, test, tx } from './fixtures';

// The shop's Telegram group (apps/api/src/modules/telegram), on the fake Bot API that
// playwright.config starts: a transfer's order is posted to S001's group (in Khmer, the shop's
// telegram_locale) with its approve and reject buttons and its receipt under it; the cashier's
// linked Telegram account approves it from the group; the back office and the shopper see it paid,
// and the message is edited to say so and by whom. A second tap on the old button, and a tap by a
// Telegram user linked to no staff member, change nothing and are told why.

/** The fake Bot API (serve-fake-telegram.ts): its JSON API for tests. */
const FAKE = `http://127.0.0.1:${FAKE_TELEGRAM_PORT}`;
/** S001's group (the demo shop's chat_id). */
const S001_CHAT = -1001987654321;
/** The Telegram accounts of the demo: the cashier's (linked to cashier@example.com) and nobody's. */
const CASHIER_TG = 7000001;
const STRANGER_TG = 7000099;

interface Button {
  text: string;
  callback_data?: string;
}

/** A message of the group as the fake keeps it (text and caption as sent: HTML). */
interface GroupMessage {
  message_id: number;
  text?: string;
  caption?: string;
  photo?: { width: number; height: number; file_size?: number };
  reply_to_message_id?: number;
  reply_markup?: { inline_keyboard?: Button[][] };
  edits: string[];
  edit_date?: number;
}

/** What POST /api/press answers: our webhook's HTTP answer and the answerCallbackQuery it carried. */
interface Pressed {
  status: number;
  body: unknown;
  answer: { text?: string; show_alert: boolean } | null;
}

async function groupMessages(request: APIRequestContext): Promise<GroupMessage[]> {
  const response = await request.get(`${FAKE}/api/messages?chat=${S001_CHAT}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as GroupMessage[];
}

/** `#<id>` and not the start of a longer number. */
const mentions = (text: string | undefined, orderId: number) =>
  text !== undefined && new RegExp(`#${orderId}(?!\\d)`).test(text);

/** The order's own message in the group (not its receipt's photo), if posted yet. */
async function orderMessage(request: APIRequestContext, orderId: number) {
  return (await groupMessages(request)).find((m) => mentions(m.text, orderId));
}

const buttonsOf = (message: GroupMessage | undefined) => message?.reply_markup?.inline_keyboard?.flat() ?? [];

/** A button's callback_data, `1.<store>.<order>.<a|r|c>.<payment>.<sig>` (base 36), in parts. */
function unpacked(button: Button) {
  const [version, store, order, action, payment, signature] = (button.callback_data ?? '').split('.');
  return { version, store, order, action, payment, signature };
}

/** The actions of a message's buttons ('a', 'r', 'c'), each checked to be about `orderId`. */
function actionsOf(message: GroupMessage | undefined, orderId: number) {
  return buttonsOf(message).map((button) => {
    const parts = unpacked(button);
    expect(parts.version, button.callback_data).toBe('1');
    expect(parts.order, button.callback_data).toBe(orderId.toString(36));
    return parts.action;
  });
}

/** A tap on a button of a message of the group, through the fake (as Telegram delivers it). */
async function press(request: APIRequestContext, messageId: number, data: string, fromId: number) {
  const response = await request.post(`${FAKE}/api/press`, {
    data: { chat_id: S001_CHAT, message_id: messageId, data, from_id: fromId },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Pressed;
}

let updateSeq = 0;
/**
 * A tap delivered straight to our webhook, as Telegram delivers one from a client that still shows
 * an old keyboard: the fake presses only the buttons a message shows now. Answers the method our
 * webhook's answer carries (answerCallbackQuery).
 */
async function staleTap(
  request: APIRequestContext,
  baseURL: string | undefined,
  messageId: number,
  data: string,
  fromId: number,
) {
  updateSeq += 1;
  // Far from the fake's own update ids (500,000,001 on): a replayed update id is answered once.
  const updateId = 900_000_000 + (process.pid % 1000) * 1000 + updateSeq;
  const queryId = `e2e-${Date.now()}-${updateSeq}`;
  const response = await request.post(`${apiBase(baseURL)}/telegram/webhook`, {
    headers: { 'x-telegram-bot-api-secret-token': E2E_TELEGRAM_WEBHOOK_SECRET },
    data: {
      update_id: updateId,
      callback_query: {
        id: queryId,
        from: { id: fromId, is_bot: false, first_name: 'Cashier (demo)' },
        message: {
          message_id: messageId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: S001_CHAT, type: 'supergroup', title: 'S001 orders' },
        },
        chat_instance: '-1001987654321',
        data,
      },
    },
  });
  const text = await response.text();
  expect(response.status(), `our webhook answered: ${text}`).toBe(200);
  const reply = JSON.parse(text) as {
    method?: string;
    callback_query_id?: string;
    text?: string;
    show_alert?: boolean;
  };
  expect(reply).toMatchObject({ method: 'answerCallbackQuery', callback_query_id: queryId });
  return reply;
}

/** The refusal of a Telegram user linked to no staff member (in the group's language, Khmer here). */
const NOT_LINKED = /not linked|មិនទាន់ភ្ជាប់|尚未关联/;

test('a transfer in the shop’s Telegram group: the cashier approves it there; the back office, the shopper and the message say paid; stale and strangers’ taps are refused', async ({
  page,
  request,
  baseURL,
}) => {
  // Two waits on the group (20 s each at most), a sign-in and the shopper's page.
  test.slow();
  const order = await placeOrder(request, baseURL, 'bankTransfer', await productFor(request, baseURL, 2));

  // 1. The order's message in S001's group, with the buttons to approve and to reject the transfer.
  await expect
    .poll(async () => (await orderMessage(request, order.id))?.message_id ?? null, {
      message: `a message of order #${order.id} in S001's group`,
      timeout: 45_000,
    })
    .not.toBeNull();
  const posted = (await orderMessage(request, order.id)) as GroupMessage;
  // In the shop's language: Khmer.
  expect(posted.text).toMatch(/[\u1780-\u17FF]/);
  expect(actionsOf(posted, order.id).sort()).toEqual(['a', 'r']);
  const approve = buttonsOf(posted).find((b) => unpacked(b).action === 'a')?.callback_data as string;
  const reject = buttonsOf(posted).find((b) => unpacked(b).action === 'r')?.callback_data as string;
  // Both act on the same payment, the transfer to review.
  expect(unpacked({ text: '', callback_data: approve }).payment).toBe(
    unpacked({ text: '', callback_data: reject }).payment,
  );

  // 2. Its receipt follows, a photo replying to it.
  await expect
    .poll(
      async () =>
        (await groupMessages(request)).filter(
          (m) => m.photo && m.reply_to_message_id === posted.message_id && mentions(m.caption, order.id),
        ).length,
      { message: `the receipt of order #${order.id} under its message`, timeout: 45_000 },
    )
    .toBe(1);
  const receipt = (await groupMessages(request)).find(
    (m) => m.photo && m.reply_to_message_id === posted.message_id,
  ) as GroupMessage;
  expect(receipt.message_id).toBeGreaterThan(posted.message_id);
  // The PNG the shopper uploaded (fixtures' receiptPicture: 180×320).
  expect(receipt.photo).toMatchObject({ width: 180, height: 320 });

  // 3. The cashier's Telegram account taps "approve": done, answered in the cashier's language.
  const approved = await press(request, posted.message_id, approve, CASHIER_TG);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  // In the cashier's own language, which another test may have changed (their account's, shared).
  expect(['Done: Paid', 'រួចរាល់៖ បានបង់', '已完成：已付款']).toContain(approved.answer?.text);

  // 4. The back office shows the payment paid, nothing left to review.
  await signIn(page, 'cashier@example.com', 'en');
  await page.goto(adminUrl(`/s/S001/orders/${order.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    tx('en', 'orders.number', { id: order.id }),
  );
  await expectStatus(page, 'en', 'placed', 'paid');
  await expect(
    card(page, 'en', 'order.payments').getByRole('button', { name: tx('en', 'pay.approve') }),
  ).toHaveCount(0);
  // So does the shopper's order page on the storefront.
  await openAsCustomer(page, order, baseURL);
  await expect(page.getByRole('region', { name: msg('en', 'orders.payment') })).toContainText(
    msg('en', 'orders.paymentPaid'),
  );

  // 5. The group's message is edited: no approve or reject any more (the order is now to confirm),
  // and its last change names the cashier.
  await expect
    .poll(
      async () => {
        const now = await orderMessage(request, order.id);
        return {
          edited: (now?.edits.length ?? 0) > 0,
          actions: actionsOf(now, order.id),
          byCashier: now?.text?.includes('Dara Cashier') ?? false,
        };
      },
      { message: `the message of order #${order.id} edited after the approval`, timeout: 45_000 },
    )
    .toEqual({ edited: true, actions: ['c'], byCashier: true });
  const edited = (await orderMessage(request, order.id)) as GroupMessage;
  expect(edited.message_id).toBe(posted.message_id);

  // 6. The old approve button tapped again (a phone that still shows it): no longer possible.
  const again = await staleTap(request, baseURL, posted.message_id, approve, CASHIER_TG);
  expect(again.text).toMatch(/^(No longer possible|មិនអាចធ្វើបានទៀតទេ|已无法操作)/);
  expect(again.text).not.toBe(approved.answer?.text);
  expect(again.show_alert).toBe(true);
  // A Telegram user linked to no staff member taps the button the message shows now: refused.
  const confirm = buttonsOf(edited).find((b) => unpacked(b).action === 'c')?.callback_data as string;
  const stranger = await press(request, edited.message_id, confirm, STRANGER_TG);
  expect(stranger.status, JSON.stringify(stranger.body)).toBe(200);
  expect(stranger.answer?.text).toMatch(NOT_LINKED);
  expect(stranger.answer?.show_alert).toBe(true);

  // Neither changed the order: still placed and paid.
  await page.goto(adminUrl(`/s/S001/orders/${order.id}`));
  await expectStatus(page, 'en', 'placed', 'paid');
  await expect(header(page).getByText(tx('en', 'status.confirmed'))).toHaveCount(0);
});
