import { isDeepStrictEqual } from 'node:util';
import type { ShopMoneyBody, ShopProfileBody, ShopSettings } from '@shop/contracts';
import { type StorePayment, storeDomains, stores } from '@shop/db';
import { eq } from 'drizzle-orm';
import { inTransaction, type StaffContext } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { toCents, toDollars } from '../../lib/money';
import { paymentSettings } from '../stores';
import { audit } from './audit';

// The shop's settings (issue 30, part 7): read whole, saved in two parts, the profile (owners and
// managers) and the money (owners only). Each save checks the version it was read at (409 with
// the settings as they now are), moves it on and writes its audit row, in one transaction. The
// storefront reads them through its shop lookup, so a change shows within that cache's time.

type StoreRow = typeof stores.$inferSelect;

/** A KHQR carries the shop's English name as its merchant name: Latin letters, at most 25. */
const KHQR_NAME = /^[\x20-\x7e]{1,25}$/;

function settingsOf(row: StoreRow, domains: string[]): ShopSettings {
  const payment = row.payment;
  const money = paymentSettings(payment, row.name);
  return {
    store_code: row.code,
    version: row.version,
    logo: row.logo,
    domains,
    profile: {
      name: row.name,
      color: row.color,
      email: row.email,
      smart: row.smart,
      cellcard: row.cellcard,
      metfone: row.metfone,
      whatapp: row.whatapp,
      telegram_url: row.telegramUrl,
      telegram_channel: row.telegramChannel,
      facebook_url: row.facebookUrl,
      tiktok_url: row.tiktokUrl,
      youtube_url: row.youtubeUrl,
      playstore: row.playstore,
      appstore: row.appstore,
      about_us: row.aboutUs,
      address: row.address,
      opening_hours: row.openingHours,
      footer: row.footer,
      menu: row.menu,
    },
    money: {
      methods: money.methods as ShopMoneyBody['methods'],
      bank_transfer: money.bankAccounts.map((a) => ({
        id: a.id,
        name: a.name,
        account_name: a.account_name,
        account_number: a.account_number,
      })),
      khqr_account: money.khqrAccount,
      merchant_city: money.merchantCity,
      anakut_discount_percent: money.anakutDiscountPercent,
      anakut_discount_label: payment.anakut_discount_label,
      khr_per_usd: money.khrPerUsd,
      delivery_fee: toDollars(money.deliveryFeeCents),
      free_delivery_from:
        money.freeDeliveryFromCents === null ? null : toDollars(money.freeDeliveryFromCents),
    },
  };
}

async function domainsOf(ctx: StaffContext) {
  const found = await ctx.db
    .select({ domain: storeDomains.domain })
    .from(storeDomains)
    .where(eq(storeDomains.storeId, ctx.store.id));
  return found.map((d) => d.domain).sort();
}

/** The shop's settings as the back office edits them. */
export async function shopSettings(ctx: StaffContext): Promise<ShopSettings> {
  const [row] = await ctx.db.select().from(stores).where(eq(stores.id, ctx.store.id));
  if (!row) throw notFound(`Store ${ctx.store.code} not found`);
  return settingsOf(row, await domainsOf(ctx));
}

/** The shop's row, locked, at the version read (409 with the settings as they are otherwise). */
async function lockedShop(ctx: StaffContext, version: number | undefined): Promise<StoreRow> {
  const [row] = await ctx.db.select().from(stores).where(eq(stores.id, ctx.store.id)).for('update');
  if (!row) throw notFound(`Store ${ctx.store.code} not found`);
  if (version !== undefined && version !== row.version)
    throw new AppError(
      409,
      `version: the settings were changed by someone else (now version ${row.version})`,
      {},
      settingsOf(row, await domainsOf(ctx)),
    );
  return row;
}

/** Saves the shop's profile: its name, colour, contacts, links, texts, footer and menu. */
export async function saveProfile(outer: StaffContext, body: ShopProfileBody): Promise<ShopSettings> {
  await inTransaction(outer, async (ctx) => {
    const row = await lockedShop(ctx, body.version);
    if (row.payment.methods.includes('khqr') && !KHQR_NAME.test(body.name.en))
      throw badRequest(
        'name.en: a KHQR carries the English name, which must be at most 25 Latin letters, digits or signs',
      );
    const before = settingsOf(row, []).profile;
    await ctx.db
      .update(stores)
      .set({
        name: body.name,
        color: body.color,
        email: body.email,
        smart: body.smart,
        cellcard: body.cellcard,
        metfone: body.metfone,
        whatapp: body.whatapp,
        telegramUrl: body.telegram_url,
        telegramChannel: body.telegram_channel,
        facebookUrl: body.facebook_url,
        tiktokUrl: body.tiktok_url,
        youtubeUrl: body.youtube_url,
        playstore: body.playstore,
        appstore: body.appstore,
        aboutUs: body.about_us,
        address: body.address,
        openingHours: body.opening_hours,
        footer: body.footer,
        menu: body.menu,
        version: row.version + 1,
      })
      .where(eq(stores.id, ctx.store.id));
    const { version: _, ...after } = body;
    await audit(ctx, {
      action: 'shop.profile_saved',
      entity: 'shop',
      entityId: ctx.store.code,
      before: changed(before, after, 'before'),
      after: changed(before, after, 'after'),
    });
  });
  return shopSettings(outer);
}

/** Saves the shop's money settings: what the checkout offers and what an order costs. */
export async function saveMoney(outer: StaffContext, body: ShopMoneyBody): Promise<ShopSettings> {
  await inTransaction(outer, async (ctx) => {
    const row = await lockedShop(ctx, body.version);
    if (body.methods.includes('khqr') && !KHQR_NAME.test(row.name.en))
      throw badRequest(
        `methods: KHQR carries the shop's English name, "${row.name.en}", which must be at most 25 Latin letters, digits or signs; shorten it first`,
      );
    const known = new Map((row.payment.bank_transfer ?? []).map((a) => [a.id, a]));
    const payment: StorePayment = {
      ...row.payment,
      methods: body.methods,
      anakut_discount_label: body.anakut_discount_label,
      anakut_discount_percent: body.anakut_discount_percent,
      khqr_account: body.khqr_account,
      merchant_city: body.merchant_city,
      khr_per_usd: body.khr_per_usd,
      // An account keeps its picture (the checkout's bank logo) when it is saved again.
      bank_transfer: body.bank_transfer.map((a) => {
        const image = known.get(a.id)?.image;
        return image ? { ...a, image } : a;
      }),
      delivery_fee_cents: toCents(body.delivery_fee),
      free_delivery_from_cents:
        body.free_delivery_from === null ? undefined : toCents(body.free_delivery_from),
    };
    if (payment.free_delivery_from_cents === undefined) delete payment.free_delivery_from_cents;
    const before = settingsOf(row, []).money;
    await ctx.db
      .update(stores)
      .set({ payment, version: row.version + 1 })
      .where(eq(stores.id, ctx.store.id));
    const { version: _, ...after } = body;
    await audit(ctx, {
      action: 'shop.money_saved',
      entity: 'shop',
      entityId: ctx.store.code,
      before: changed(before, after, 'before'),
      after: changed(before, after, 'after'),
    });
  });
  return shopSettings(outer);
}

/** The fields a save changed, as they were (`before`) or became (`after`): the audit row's. */
function changed<T extends object>(before: T, after: T, side: 'before' | 'after'): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[])
    if (!isDeepStrictEqual(before[key], after[key])) out[key] = side === 'before' ? before[key] : after[key];
  return out;
}
