import type { BookingBody } from '@shop/contracts';
import { ApiError } from '@shop/contracts/client';
import { parseId } from '@shop/contracts/constants';
import { formatMoney, type MessageKey } from '@shop/i18n';
import { data, type RouterContextProvider } from 'react-router';
import { apiCaller, apiContext, sessionContext, shopContext } from '../context.server';
import { requireApi } from './errors.server';
import { servicesContext } from './services.server';

// Services and technicians as the services pages show them: the API's answers, prices formatted
// on the server, and a booking request's refusal as the field it names.

function scope(context: Readonly<RouterContextProvider>) {
  const shop = context.get(shopContext);
  return { shop, ctx: apiContext(shop), client: context.get(servicesContext).account };
}

/** An id from a query value (`parseId`), else undefined. */
export const idValue = (value: string | null): number | undefined => parseId(value) ?? undefined;

export async function loadServices(context: Readonly<RouterContextProvider>, categoryId?: number) {
  const { shop, ctx, client } = scope(context);
  try {
    const answer = await client.services(ctx, categoryId);
    return {
      ...answer,
      selected: answer.selected && {
        ...answer.selected,
        products: answer.selected.products.map((p) => ({
          ...p,
          paidText: formatMoney(p.paid_price, shop.locale),
          regularText: p.promo_price === null ? null : formatMoney(p.price, shop.locale),
        })),
      },
    };
  } catch (error) {
    // An unknown or malformed cat_id is a page that does not exist.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    return requireApi(() => Promise.reject(error), shop.locale, 'services');
  }
}

export async function loadFreelancers(
  context: Readonly<RouterContextProvider>,
  filter: { skill?: number; area?: number; page?: number },
) {
  const { shop, ctx, client } = scope(context);
  try {
    return await client.freelancers(ctx, filter);
  } catch (error) {
    // A filter of an id the shop does not have is simply no match.
    if (error instanceof ApiError && error.status === 400) return client.freelancers(ctx, {});
    return requireApi(() => Promise.reject(error), shop.locale, 'freelancers');
  }
}

export async function loadFreelancer(context: Readonly<RouterContextProvider>, id: number | undefined) {
  const { shop, ctx, client } = scope(context);
  if (id === undefined) throw data(null, { status: 404 });
  try {
    return await client.freelancer(ctx, id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    return requireApi(() => Promise.reject(error), shop.locale, 'freelancer');
  }
}

export type BookingField =
  | 'name'
  | 'phone'
  | 'category_id'
  | 'area_id'
  | 'preferred_date'
  | 'message'
  | 'form';

const FIELD_ERROR: Record<BookingField, MessageKey> = {
  name: 'services.errorName',
  phone: 'services.errorPhone',
  category_id: 'services.errorService',
  area_id: 'services.errorArea',
  preferred_date: 'services.errorDate',
  message: 'services.errorMessage',
  form: 'services.errorFailed',
};

export type BookingOutcome =
  | { ok: true; bookingId: number }
  | { ok: false; errors: Partial<Record<BookingField, MessageKey>>; values: Record<string, string> };

const FIELDS = ['name', 'phone', 'category_id', 'area_id', 'preferred_date', 'message'] as const;

/** Sends a booking form to the API; a refusal becomes the message key of the field it names. */
export async function submitBooking(
  context: Readonly<RouterContextProvider>,
  id: number,
  form: FormData,
): Promise<BookingOutcome> {
  const { ctx, client } = scope(context);
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '').slice(0, 2000)]));
  const body: BookingBody = {
    name: values.name ?? '',
    phone: values.phone ?? '',
    category_id: idValue(values.category_id ?? null) ?? null,
    area_id: idValue(values.area_id ?? null) ?? null,
    preferred_date: values.preferred_date || null,
    message: values.message ?? '',
  };
  try {
    const answer = await client.bookFreelancer(ctx, apiCaller(context.get(sessionContext)), id, body);
    return { ok: true, bookingId: answer.booking_id };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) throw data(null, { status: 404 });
    if (error.status === 429) return { ok: false, errors: { form: 'services.errorTooMany' }, values };
    if (error.status === 400) {
      const errors: Partial<Record<BookingField, MessageKey>> = {};
      for (const field of FIELDS) if (error.message.includes(field)) errors[field] = FIELD_ERROR[field];
      if (Object.keys(errors).length === 0) errors.form = FIELD_ERROR.form;
      return { ok: false, errors, values };
    }
    return { ok: false, errors: { form: FIELD_ERROR.form }, values };
  }
}
