import { z } from 'zod';
import {
  AdminOrderListSchema,
  AdminOrderSchema,
  type AdminOrdersQuery,
  AdminPaymentSchema,
  AuditRowSchema,
  DashboardSchema,
  MeSchema,
  type NewShopBody,
  NewShopSchema,
  ShopSecuritySchema,
  StaffMemberSchema,
  type StaffRole,
  StaffSessionAnswerSchema,
  StaffSessionSchema,
  TelegramLinkSchema,
  type TelegramSettingsBody,
  TelegramSettingsSchema,
  TotpSetupSchema,
  type TransitionBody,
} from '../admin';
import { envelope, NullAnswerSchema, paginated } from '../common';
import { type Call, type Caller, query, type ShopContext, type WriteOptions } from './core';

/**
 * The back office's calls of `/admin/api` (apps/admin): a staff member's sign-in and account, and
 * a shop's order desk, payments, staff, audit log and reports. Every answer is checked with the
 * schema the API's route declares; a refusal is an ApiError with the API's status and message.
 */
export function adminCalls(call: Call) {
  const data = <T>(answer: Promise<{ data: T }>) => answer.then((a) => a.data);
  return {
    login(
      caller: Caller,
      body: { email: string; password: string; totp?: string },
      lang: ShopContext['lang'],
    ) {
      return data(
        call('POST', '/admin/api/auth/login', envelope(StaffSessionAnswerSchema), { caller, body, lang }),
      );
    },
    acceptInvite(
      caller: Caller,
      body: { code: string; password: string; name?: string },
      lang: ShopContext['lang'],
    ) {
      return data(
        call('POST', '/admin/api/auth/accept-invite', envelope(StaffSessionAnswerSchema), {
          caller,
          body,
          lang,
        }),
      );
    },
    logout(caller: Caller) {
      return call('POST', '/admin/api/auth/logout', NullAnswerSchema, { caller });
    },
    me(caller: Caller) {
      return data(call('GET', '/admin/api/me', envelope(MeSchema), { caller }));
    },
    sessions(caller: Caller) {
      return data(call('GET', '/admin/api/me/sessions', envelope(z.array(StaffSessionSchema)), { caller }));
    },
    endSession(caller: Caller, id: number) {
      return call('DELETE', `/admin/api/me/sessions/${id}`, NullAnswerSchema, { caller });
    },
    changePassword(caller: Caller, body: { current_password: string; new_password: string }) {
      return call('PUT', '/admin/api/me/password', NullAnswerSchema, { caller, body });
    },
    setLocale(caller: Caller, locale: ShopContext['lang']) {
      return data(call('PUT', '/admin/api/me/locale', envelope(MeSchema), { caller, body: { locale } }));
    },
    beginTotp(caller: Caller) {
      return data(call('POST', '/admin/api/me/totp', envelope(TotpSetupSchema), { caller }));
    },
    confirmTotp(caller: Caller, totp: string) {
      return data(call('POST', '/admin/api/me/totp/confirm', envelope(MeSchema), { caller, body: { totp } }));
    },
    disableTotp(caller: Caller, totp: string) {
      return data(call('POST', '/admin/api/me/totp/disable', envelope(MeSchema), { caller, body: { totp } }));
    },

    orders(shop: ShopContext, caller: Caller, filters: AdminOrdersQuery) {
      const q = query(filters as Record<string, string | number | undefined>);
      return data(
        call('GET', `/admin/api/orders${q ? `?${q}` : ''}`, envelope(AdminOrderListSchema), { shop, caller }),
      );
    },
    order(shop: ShopContext, caller: Caller, id: number) {
      return data(call('GET', `/admin/api/orders/${id}`, envelope(AdminOrderSchema), { shop, caller }));
    },
    transition(
      shop: ShopContext,
      caller: Caller,
      id: number,
      body: TransitionBody,
      write: WriteOptions = {},
    ) {
      return data(
        call('POST', `/admin/api/orders/${id}/transition`, envelope(AdminOrderSchema), {
          shop,
          caller,
          body,
          ...write,
        }),
      );
    },
    addNote(shop: ShopContext, caller: Caller, id: number, text: string, write: WriteOptions = {}) {
      return data(
        call('POST', `/admin/api/orders/${id}/notes`, envelope(AdminOrderSchema), {
          shop,
          caller,
          body: { text },
          ...write,
        }),
      );
    },
    review(
      shop: ShopContext,
      caller: Caller,
      id: number,
      body: { decision: 'approve' | 'reject'; reason?: string },
      write: WriteOptions = {},
    ) {
      return data(
        call('POST', `/admin/api/payments/${id}/review`, envelope(AdminPaymentSchema), {
          shop,
          caller,
          body,
          ...write,
        }),
      );
    },
    collect(
      shop: ShopContext,
      caller: Caller,
      id: number,
      body: { amount?: number },
      write: WriteOptions = {},
    ) {
      return data(
        call('POST', `/admin/api/payments/${id}/collect`, envelope(AdminPaymentSchema), {
          shop,
          caller,
          body,
          ...write,
        }),
      );
    },
    refund(
      shop: ShopContext,
      caller: Caller,
      id: number,
      body: { reason: string; reference?: string },
      write: WriteOptions = {},
    ) {
      return data(
        call('POST', `/admin/api/payments/${id}/refund`, envelope(AdminPaymentSchema), {
          shop,
          caller,
          body,
          ...write,
        }),
      );
    },
    dashboard(shop: ShopContext, caller: Caller) {
      return data(call('GET', '/admin/api/dashboard', envelope(DashboardSchema), { shop, caller }));
    },
    staff(shop: ShopContext, caller: Caller) {
      return data(call('GET', '/admin/api/staff', envelope(z.array(StaffMemberSchema)), { shop, caller }));
    },
    invite(
      shop: ShopContext,
      caller: Caller,
      body: { email: string; name: string; role: StaffRole },
      write: WriteOptions = {},
    ) {
      return data(
        call('POST', '/admin/api/staff', envelope(StaffMemberSchema), { shop, caller, body, ...write }),
      );
    },
    updateStaff(shop: ShopContext, caller: Caller, id: number, body: { role?: StaffRole; name?: string }) {
      return data(call('PUT', `/admin/api/staff/${id}`, envelope(StaffMemberSchema), { shop, caller, body }));
    },
    removeStaff(shop: ShopContext, caller: Caller, id: number) {
      return call('DELETE', `/admin/api/staff/${id}`, NullAnswerSchema, { shop, caller });
    },
    telegram(shop: ShopContext, caller: Caller) {
      return data(call('GET', '/admin/api/telegram', envelope(TelegramSettingsSchema), { shop, caller }));
    },
    setTelegram(shop: ShopContext, caller: Caller, body: TelegramSettingsBody) {
      return data(
        call('PUT', '/admin/api/telegram', envelope(TelegramSettingsSchema), { shop, caller, body }),
      );
    },
    retryTelegram(shop: ShopContext, caller: Caller, id: number) {
      return data(
        call('POST', `/admin/api/telegram/outbox/${id}/retry`, envelope(TelegramSettingsSchema), {
          shop,
          caller,
        }),
      );
    },
    telegramLink(caller: Caller) {
      return data(call('POST', '/admin/api/me/telegram', envelope(TelegramLinkSchema), { caller }));
    },
    telegramUnlink(caller: Caller) {
      return call('DELETE', '/admin/api/me/telegram', NullAnswerSchema, { caller });
    },
    setShopTotp(shop: ShopContext, caller: Caller, required: boolean) {
      return data(
        call('PUT', '/admin/api/shop/security', envelope(ShopSecuritySchema), {
          shop,
          caller,
          body: { totp_required: required },
        }),
      );
    },
    audit(
      shop: ShopContext,
      caller: Caller,
      filters: { entity?: string; entity_id?: string; page?: number; row_per_page?: number },
    ) {
      const q = query(filters);
      return data(
        call('GET', `/admin/api/audit${q ? `?${q}` : ''}`, envelope(paginated(AuditRowSchema)), {
          shop,
          caller,
        }),
      );
    },
    openShop(caller: Caller, body: NewShopBody) {
      return data(call('POST', '/admin/api/shops', envelope(NewShopSchema), { caller, body }));
    },
  };
}

export type AdminClient = ReturnType<typeof adminCalls>;
