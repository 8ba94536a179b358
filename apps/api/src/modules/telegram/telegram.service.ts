import type { TelegramLink, TelegramSettings, TelegramSettingsBody } from '@shop/contracts';
import { staff, staffRoles, stores, telegramOutbox } from '@shop/db';
import type { Locale } from '@shop/i18n';
import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { type AppContext, inTransaction, type StaffContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { audit, writeAudit } from '../admin/audit';
import { issueStaffCode } from '../admin/auth.service';

// The back office's side of Telegram: the owner sets the shop's group and its language, sees what
// could not reach it and sends it again; a staff member gets a one-time code to link their
// Telegram account (sent to the bot: webhook.ts), or unlinks it.

/** A link code is good for 15 minutes. */
const LINK_TTL_MS = 15 * 60_000;

/** The shop's group, its language and its messages still waiting or failed. */
export async function telegramSettingsOf(ctx: StaffContext): Promise<TelegramSettings> {
  const [shop] = await ctx.db
    .select({ chatId: stores.chatId, locale: stores.telegramLocale })
    .from(stores)
    .where(eq(stores.id, ctx.store.id));
  const rows = await ctx.db
    .select()
    .from(telegramOutbox)
    .where(and(eq(telegramOutbox.storeId, ctx.store.id), isNull(telegramOutbox.sentAt)))
    .orderBy(desc(telegramOutbox.id))
    .limit(50);
  return {
    bot: Boolean(ctx.deps.telegram),
    chat_id: shop?.chatId ?? '',
    locale: (shop?.locale ?? 'en') as Locale,
    outbox: rows.map((row) => ({
      id: row.id,
      order_id: row.orderId,
      kind: row.kind,
      chat_id: row.chatId,
      created_at: row.createdAt.toISOString(),
      attempts: row.attempts,
      state: row.failedAt ? 'failed' : 'waiting',
      error: row.error,
    })),
  };
}

/** Sets the shop's group and the language of its messages. */
export async function setTelegramSettings(ctx: StaffContext, body: TelegramSettingsBody) {
  const [before] = await ctx.db
    .select({ chatId: stores.chatId, locale: stores.telegramLocale })
    .from(stores)
    .where(eq(stores.id, ctx.store.id));
  await ctx.db
    .update(stores)
    .set({ chatId: body.chat_id, telegramLocale: body.locale })
    .where(eq(stores.id, ctx.store.id));
  await audit(ctx, {
    action: 'shop.telegram_changed',
    entity: 'shop',
    entityId: ctx.store.id,
    before: before ? { chat_id: before.chatId, locale: before.locale } : null,
    after: body,
  });
  return telegramSettingsOf(ctx);
}

/**
 * Sends a failed message again: it and the failed rows of its chat after it wait their turn again
 * (a group the bot was put back into gets what it missed, in order), to the shop's group as it is
 * set now (an owner who made a new group after the bot was removed gets them there).
 */
export async function retryTelegram(ctx: StaffContext, id: number) {
  const [row] = await ctx.db
    .select({ chatId: telegramOutbox.chatId })
    .from(telegramOutbox)
    .where(
      and(
        eq(telegramOutbox.storeId, ctx.store.id),
        eq(telegramOutbox.id, id),
        isNotNull(telegramOutbox.failedAt),
      ),
    );
  if (!row) throw notFound(`No failed Telegram message ${id} in this shop`);
  const [shop] = await ctx.db
    .select({ chatId: stores.chatId })
    .from(stores)
    .where(eq(stores.id, ctx.store.id));
  if (!shop?.chatId) throw conflict('The shop has no Telegram group: set its chat id first');
  await ctx.db.execute(
    sql`insert into telegram_chats (chat_id) values (${shop.chatId}) on conflict do nothing`,
  );
  await ctx.db
    .update(telegramOutbox)
    .set({ failedAt: null, nextAt: sql`now()`, attempts: 0, createdAt: sql`now()`, chatId: shop.chatId })
    .where(
      and(
        eq(telegramOutbox.storeId, ctx.store.id),
        eq(telegramOutbox.chatId, row.chatId),
        isNotNull(telegramOutbox.failedAt),
        or(eq(telegramOutbox.id, id), sql`${telegramOutbox.id} > ${id}`),
      ),
    );
  await audit(ctx, {
    action: 'shop.telegram_retried',
    entity: 'shop',
    entityId: ctx.store.id,
    after: { outbox_id: id },
  });
  ctx.deps.telegram?.wake();
  return telegramSettingsOf(ctx);
}

/** A one-time code for the staff member to send the bot: `/start <code>` links their account. */
export async function telegramLinkCode(ctx: AppContext, staffId: number): Promise<TelegramLink> {
  const code = await issueStaffCode(ctx, staffId, 'telegram', LINK_TTL_MS);
  const username = ctx.deps.telegram?.username;
  return {
    code,
    expires_at: new Date(Date.now() + LINK_TTL_MS).toISOString(),
    link: username ? `https://t.me/${username}?start=${code}` : null,
  };
}

/**
 * A staff member's Telegram link made or ended: an audit row in each shop they work for (their
 * taps act in all of them).
 */
export async function auditTelegramLink(
  ctx: AppContext,
  staffId: number,
  linked: boolean,
  channel: 'web' | 'telegram',
  address: string,
) {
  const shops = await ctx.db
    .select({ storeId: staffRoles.storeId })
    .from(staffRoles)
    .where(eq(staffRoles.staffId, staffId));
  await writeAudit(
    ctx.db,
    ...shops.map(({ storeId }) => ({
      storeId,
      staffId,
      action: linked ? 'staff.telegram_linked' : 'staff.telegram_unlinked',
      entity: 'staff' as const,
      entityId: staffId,
      channel,
      address,
      requestId: ctx.requestId,
    })),
  );
}

/** Unlinks the staff member's Telegram account: their taps act as nobody. */
export async function unlinkTelegram(ctx: AppContext, staffId: number, address: string) {
  await inTransaction(ctx, async (tx) => {
    await tx.db.update(staff).set({ telegramUserId: null }).where(eq(staff.id, staffId));
    await auditTelegramLink(tx, staffId, false, 'web', address);
  });
}
