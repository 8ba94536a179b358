import { timingSafeEqual } from 'node:crypto';
import type { StaffRole } from '@shop/contracts';
import { may, STAFF_ROLES } from '@shop/contracts';
import { type Database, orders, staff, staffCodes, staffRoles, stores } from '@shop/db';
import type { Locale } from '@shop/i18n';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type AppContext, asStaff, inTransaction, type StaffRef, shopContext } from '../../context';
import { AppError } from '../../lib/errors';
import { rows } from '../../lib/sql';
import { hashCode } from '../admin/auth.service';
import { transitionOrder } from '../admin/orders.service';
import { reviewAsStaff } from '../admin/payments.service';
import { type ButtonAction, unpackButton } from './callback-data';
import type { TelegramSettings } from './sender';
import { auditTelegramLink } from './telegram.service';
import { say, word } from './texts';

// What Telegram tells us (POST /telegram/webhook): a tap on an order's button in a shop's group,
// or a private message to the bot with a staff member's link code. A tap acts through the same
// services as the back office (state machine, idempotent moves, audit with channel `telegram`)
// as the staff member linked to the tapping Telegram user, in their role in the order's shop.
// Anything else is ignored; the answer to a tap (answerCallbackQuery) rides on the webhook's own
// HTTP answer, as the Bot API allows.

/** The parts of an Update we read; everything else is ignored (Telegram adds fields). */
const UserSchema = z.looseObject({ id: z.number().int(), first_name: z.string().optional() });
export const UpdateSchema = z.looseObject({
  update_id: z.number().int().nonnegative(),
  callback_query: z
    .looseObject({
      id: z.string().max(128),
      from: UserSchema,
      data: z.string().max(256).optional(),
      message: z
        .looseObject({ message_id: z.number().int(), chat: z.looseObject({ id: z.number() }) })
        .optional(),
    })
    .optional(),
  message: z
    .looseObject({
      chat: z.looseObject({ id: z.number(), type: z.string() }),
      from: UserSchema.optional(),
      text: z.string().max(4096).optional(),
    })
    .optional(),
});
export type Update = z.infer<typeof UpdateSchema>;

/** A method call answered in the webhook's HTTP answer, or nothing to do. */
export type WebhookReply = Record<string, unknown> | null;

/** Whether the webhook call carries the secret of setWebhook (compared in constant time). */
export function rightSecret(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A delivery Telegram repeats (it did not hear our answer) is acted on once: false the second time. */
async function firstDelivery(db: Database, updateId: number) {
  const made = await rows<{ update_id: number }>(
    db,
    sql`insert into telegram_updates (update_id) values (${updateId}) on conflict do nothing returning update_id`,
  );
  return made.length > 0;
}

const answer = (id: string, text: string, alert = false): WebhookReply => ({
  method: 'answerCallbackQuery',
  callback_query_id: id,
  text: text.slice(0, 200),
  show_alert: alert,
});

/** The staff member a Telegram user is linked to, with their role in the shop (none: null). */
async function linkedStaff(db: Database, telegramUserId: number, storeId: number) {
  const [row] = await db
    .select({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      operator: staff.operator,
      locale: staff.locale,
      totp: sql<boolean>`${staff.totpSecret} is not null`,
      role: staffRoles.role,
      totpRequired: stores.staffTotpRequired,
    })
    .from(staff)
    .leftJoin(staffRoles, and(eq(staffRoles.staffId, staff.id), eq(staffRoles.storeId, storeId)))
    .leftJoin(stores, eq(stores.id, storeId))
    .where(eq(staff.telegramUserId, telegramUserId));
  return row ?? null;
}

type Tap = NonNullable<Update['callback_query']>;

/** A tap on an order's button: checked, acted on as the linked staff member, answered. */
async function onTap(ctx: AppContext, settings: TelegramSettings, tap: Tap): Promise<WebhookReply> {
  const button = unpackButton(settings.signingKey, tap.data);
  const [shop] = button
    ? await ctx.db
        .select({ id: stores.id, code: stores.code, chatId: stores.chatId, locale: stores.telegramLocale })
        .from(stores)
        .where(eq(stores.id, button.storeId))
    : [];
  // Not our button, or tapped outside the shop's group (a forwarded message): nothing to do.
  if (!button || !shop || String(tap.message?.chat.id ?? '') !== shop.chatId)
    return answer(tap.id, say('en', 'answer.invalid'), true);
  const person = await linkedStaff(ctx.db, tap.from.id, shop.id);
  const shopLocale = shop.locale as Locale;
  if (!person?.role || !(STAFF_ROLES as readonly string[]).includes(person.role))
    return answer(tap.id, say(shopLocale, 'answer.notLinked'), true);
  const locale = person.locale as Locale;
  const role = person.role as StaffRole;
  if (person.totpRequired && !person.totp) return answer(tap.id, say(locale, 'answer.twoFactor'), true);
  const permission = button.action === 'confirm' ? 'orders.confirm' : 'payments.review';
  if (!may(role, permission)) return answer(tap.id, say(locale, 'answer.notAllowed'), true);
  const who: StaffRef = {
    id: person.id,
    sessionId: 0,
    email: person.email,
    name: person.name,
    operator: person.operator,
    totp: person.totp,
  };
  const acting = asStaff(
    {
      ...shopContext(ctx.deps, { id: shop.id, code: shop.code }, locale, `telegram:${tap.from.id}`),
      requestId: ctx.requestId,
      log: ctx.log,
    },
    who,
    role,
    'telegram',
  );
  try {
    const done = await act(acting, button.action, button.orderId, button.paymentId, shopLocale);
    return answer(tap.id, say(locale, 'answer.done', { what: word(locale, done) }));
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    // Another staff member got there first, the order moved on, or the button's payment is not
    // the order's any more: say how the order is now.
    const [now] = await ctx.db
      .select({ status: orders.status, payment: orders.paymentStatus })
      .from(orders)
      .where(and(eq(orders.storeId, shop.id), eq(orders.id, button.orderId)));
    if (!now) return answer(tap.id, say(locale, 'answer.invalid'), true);
    return answer(
      tap.id,
      say(locale, 'answer.stale', {
        status: word(locale, `status.${now.status}`),
        payment: word(locale, `payment.${now.payment}`),
      }),
      true,
    );
  }
}

/** Does what the button says; answers the word of what it did. */
async function act(
  ctx: ReturnType<typeof asStaff>,
  action: ButtonAction,
  orderId: number,
  paymentId: number,
  shopLocale: Locale,
): Promise<string> {
  if (action === 'confirm') {
    await transitionOrder(ctx, orderId, { to: 'confirmed' });
    return 'status.confirmed';
  }
  // The button's payment must still be the order's, awaiting review.
  const [order] = await ctx.db
    .select({ paymentId: orders.paymentId })
    .from(orders)
    .where(and(eq(orders.storeId, ctx.store.id), eq(orders.id, orderId)));
  if (!order || order.paymentId !== paymentId)
    throw new AppError(409, 'The button’s payment is not the order’s any more');
  const decision = action === 'approve' ? 'approve' : 'reject';
  // The shopper reads the reason in the shop's language.
  await reviewAsStaff(
    ctx,
    paymentId,
    decision,
    decision === 'reject' ? say(shopLocale, 'rejectReason') : undefined,
  );
  return decision === 'approve' ? 'payment.paid' : 'payment.failed';
}

/** `/start <code>` in a private chat: links the sender's Telegram account to the code's staff member. */
async function onPrivateMessage(
  ctx: AppContext,
  message: NonNullable<Update['message']>,
): Promise<WebhookReply> {
  if (message.chat.type !== 'private' || !message.from) return null;
  const reply = (text: string) => ({ method: 'sendMessage', chat_id: message.chat.id, text });
  const code = /^\/(?:start|link)(?:@\w+)?\s+([\w-]{16,64})\s*$/.exec(message.text ?? '')?.[1];
  if (!code) return reply(say('en', 'linkHow'));
  const telegramUserId = message.from.id;
  const linked = await inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .update(staffCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(staffCodes.codeHash, hashCode(code)),
          eq(staffCodes.purpose, 'telegram'),
          isNull(staffCodes.usedAt),
          gt(staffCodes.expiresAt, new Date()),
        ),
      )
      .returning({ staffId: staffCodes.staffId });
    if (!row) return null;
    // One Telegram account acts as one staff member: a link made before to another is moved here.
    await tx.db
      .update(staff)
      .set({ telegramUserId: null })
      .where(and(eq(staff.telegramUserId, telegramUserId), ne(staff.id, row.staffId)));
    const [person] = await tx.db
      .update(staff)
      .set({ telegramUserId })
      .where(eq(staff.id, row.staffId))
      .returning({ name: staff.name, email: staff.email, locale: staff.locale });
    await auditTelegramLink(tx, row.staffId, true, 'telegram', `telegram:${telegramUserId}`);
    return person ?? null;
  });
  if (!linked) return reply(say('en', 'linkBad'));
  return reply(say(linked.locale as Locale, 'linked', { name: linked.name, email: linked.email }));
}

/** Handles one update; answers the method to call in the webhook's answer, if any. */
export async function handleUpdate(
  ctx: AppContext,
  settings: TelegramSettings,
  update: Update,
): Promise<WebhookReply> {
  if (!(await firstDelivery(ctx.db, update.update_id))) return null;
  try {
    if (update.callback_query) return await onTap(ctx, settings, update.callback_query);
    if (update.message) return await onPrivateMessage(ctx, update.message);
    return null;
  } catch (error) {
    // Not handled: Telegram delivers it again, and then it is acted on.
    await ctx.db.execute(sql`delete from telegram_updates where update_id = ${update.update_id}`);
    throw error;
  }
}
