import {
  type BuildCheck,
  type BuildItem,
  buildFromQuery,
  PartsQuerySchema,
  PC_SLOTS,
  type PcSlot,
  PcSlotSchema,
} from '@shop/contracts';
import { ApiError, IdempotencyKeySchema, type PartsFilter } from '@shop/contracts/client';
import { formatMoney, type Locale, localizePath, MESSAGES, translate } from '@shop/i18n';
import { type RouterContextProvider, redirect } from 'react-router';
import { builderPath } from '../components/pcbuilder/links';
import { apiContext, sessionContext, shopContext } from '../context.server';
import { log } from '../log.server';
import type { GuestCartLine } from '../state/local-list';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { withPriceText } from '../utils/money';
import { withSession } from './account.server';
import { rielText } from './checkout.server';
import { requireApi } from './errors.server';
import { servicesContext } from './services.server';

// The PC builder as its page shows it: the build of the URL checked by the API (prices, problems,
// totals: never computed here), a slot's pick list, and the whole build put in the cart at once.

function scope(context: Readonly<RouterContextProvider>) {
  const shop = context.get(shopContext);
  return { shop, ctx: apiContext(shop), client: context.get(servicesContext).account };
}

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The API's check of a build. A link may name a product that is gone (or was never a part): the
 * API refuses the build then, so each pick is tried alone and the ones it refuses are left out,
 * and the page opens with the rest.
 */
async function checkBuild(context: Readonly<RouterContextProvider>, items: BuildItem[]) {
  const { shop, ctx, client } = scope(context);
  try {
    return await client.pcbuilderCheck(ctx, { items });
  } catch (error) {
    if (!isClientError(error) || items.length === 0)
      return requireApi(() => Promise.reject(error), shop.locale, 'pc builder');
  }
  const kept: BuildItem[] = [];
  await Promise.all(
    items.map(async (item) => {
      try {
        await client.pcbuilderCheck(ctx, { items: [item] });
        kept.push(item);
      } catch (error) {
        if (!isClientError(error)) throw error;
      }
    }),
  ).catch((error) => requireApi(() => Promise.reject(error), shop.locale, 'pc builder'));
  const ordered = PC_SLOTS.flatMap((slot) => kept.filter((item) => item.slot === slot));
  return requireApi(() => client.pcbuilderCheck(ctx, { items: ordered }), shop.locale, 'pc builder');
}

/** The pick list's filters from the URL; anything unreadable takes its default. */
function partsFilter(slot: PcSlot, params: URLSearchParams): PartsFilter & { compatible: boolean } {
  const read = (name: string) => params.get(name) ?? undefined;
  const defaults = PartsQuerySchema.parse({ slot });
  const field = <K extends keyof typeof PartsQuerySchema.shape>(name: K, value: unknown) => {
    const parsed = PartsQuerySchema.shape[name].safeParse(value);
    return parsed.success ? parsed.data : defaults[name];
  };
  return {
    slot,
    q: field('q', read('q')) as string,
    brand_id: field('brand_id', read('brand_id')) as number | undefined,
    // The form sends a hidden 0 before its checkbox's 1: the last value is the shopper's choice.
    compatible: field('compatible', params.getAll('compatible').at(-1)) as boolean,
    sort: field('sort', read('sort')) as PartsFilter['sort'],
    page: field('page', read('page')) as number,
  };
}

function pricedItem(item: BuildCheck['items'][number], locale: Locale) {
  return {
    slot: item.slot,
    quantity: item.quantity,
    part: item.part,
    product: withPriceText(item.product, locale),
    lineTotalText: formatMoney(item.line_total, locale),
    /** What the guest cart stores for it (the price paid, as the API sent it). */
    guestLine: {
      id: item.product.id,
      name: item.product.name,
      image: item.product.image,
      price: item.product.promo_price ?? item.product.price,
      quantity: item.quantity,
      variant_name: item.product.variant_name,
      variant_option_id: item.product.variant_option_id,
      unit: { name: item.product.unit.name },
      note: null,
    } satisfies GuestCartLine,
  };
}

/** The page: the build of the URL, checked, and the pick list when `?pick=<slot>`. */
export async function loadBuilder(context: Readonly<RouterContextProvider>, url: URL) {
  const { shop, ctx, client } = scope(context);
  const requested = buildFromQuery(url.searchParams);
  const check = await checkBuild(context, requested);
  const items: BuildItem[] = check.items.map(({ slot, product_id, quantity }) => ({
    slot,
    product_id,
    quantity,
  }));
  const picked = PcSlotSchema.safeParse(url.searchParams.get('pick'));
  const pick = picked.success ? picked.data : null;
  let parts = null;
  if (pick) {
    const filter = partsFilter(pick, url.searchParams);
    const page = await requireApi(() => client.pcbuilderParts(ctx, filter, items), shop.locale, 'pc parts');
    parts = {
      filter: { ...filter, brand_id: filter.brand_id ?? null },
      ...page,
      data: page.data.map((option) => ({ ...option, product: withPriceText(option.product, shop.locale) })),
    };
  }
  const byslot = new Map(check.items.map((item) => [item.slot, pricedItem(item, shop.locale)]));
  return {
    items,
    pick,
    parts,
    slots: PC_SLOTS.map((slot) => ({
      slot,
      item: byslot.get(slot) ?? null,
      problems: check.problems.filter((p) => p.slots.includes(slot)),
    })),
    /** Problems of no slot picked in this build would be lost otherwise: none in the contract. */
    summary: {
      compatible: check.compatible,
      count: check.items.reduce((sum, item) => sum + item.quantity, 0),
      totalText: formatMoney(check.total, shop.locale),
      rielText: `≈ ${rielText(check.total_khr)}`,
      drawW: check.estimated_draw_w,
      psuW: check.recommended_psu_w,
    },
    sharePath: builderPath(items),
    /** A new key with every render: the same form sent twice adds the build once. */
    idempotencyKey: newIdempotencyKey(),
  };
}

export type AddBuildOutcome = { ok: true; count: number } | { ok: false; message: string };

/**
 * Puts the posted build in the customer's server cart, all or nothing (POST /api/cart/add-many).
 * A guest is sent to log in and back to the build. The build is checked again first: one the
 * rules refuse is not added.
 */
export async function addBuildToCart(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<AddBuildOutcome> {
  const { shop, ctx, client } = scope(context);
  const session = context.get(sessionContext);
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === 'string') fields.append(name, value);
  const items = buildFromQuery(fields);
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string>) =>
    translate(MESSAGES[shop.locale], key, values);
  if (!session.token) {
    const back = localizePath(builderPath(items), shop.locale);
    throw redirect(`${localizePath('/login', shop.locale)}?redirect=${encodeURIComponent(back)}`);
  }
  if (items.length === 0) return { ok: false, message: t('pcbuilder.empty') };
  const check = await checkBuild(context, items);
  if (check.items.length === 0) return { ok: false, message: t('pcbuilder.empty') };
  if (!check.compatible) return { ok: false, message: t('pcbuilder.blocked') };
  const key = IdempotencyKeySchema.safeParse(form.get('idempotency_key'));
  try {
    await withSession(session, (caller) =>
      client.cartAddMany(
        ctx,
        caller,
        {
          items: check.items.map((item) => ({
            product_id: item.product_id,
            quantity: item.quantity,
            variant_option_id: item.product.variant_option_id,
          })),
        },
        { idempotencyKey: key.success ? key.data : undefined },
      ),
    );
    return { ok: true, count: check.items.reduce((sum, item) => sum + item.quantity, 0) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) {
      const back = localizePath(builderPath(items), shop.locale);
      throw redirect(`${localizePath('/login', shop.locale)}?redirect=${encodeURIComponent(back)}`);
    }
    const failed = t('pcbuilder.addFailed');
    // The API names the item it refused (`items.2: …`): name its product.
    const index = /items\.(\d+)/.exec(error.message)?.[1];
    const product = index === undefined ? undefined : check.items[Number(index)]?.product;
    if (error.status >= 500) log.warn({ reason: error.message }, 'add build to cart failed');
    return {
      ok: false,
      message: product ? `${failed} ${t('pcbuilder.addFailedItem', { name: product.name })}` : failed,
    };
  }
}

export type BuilderView = Awaited<ReturnType<typeof loadBuilder>>;
export type SlotView = BuilderView['slots'][number];
export type PartsView = NonNullable<BuilderView['parts']>;
