import { Refusal } from '../../../lib/errors';
import { findPaymentSettings, type PaymentSettings } from '../../stores';
import type { BakongAccount, KhqrAttempt } from '../providers';
import { consumePaid } from './paid-before';
import type { PaymentMethodHandler } from './types';

/** How long a KHQR can be paid; then the checkout offers a new one. */
export const KHQR_LIFETIME_MS = 10 * 60_000;

/** The shop's Bakong account, from its payment settings (none: the shop takes no KHQR, 409). */
function bakongAccountOf(settings: PaymentSettings | null): BakongAccount {
  if (!settings?.khqrAccount) throw new Refusal(409, 'orderRefusal.noKhqr');
  return {
    accountId: settings.khqrAccount,
    accountType: 'individual',
    // KHQR allows 25 characters of Latin text for the name.
    merchantName: settings.merchantName.slice(0, 25),
    merchantCity: (settings.merchantCity || 'Phnom Penh').slice(0, 15),
  };
}

/**
 * KHQR (Bakong): the shopper scans a QR of the exact amount into the shop's account and is polled
 * until Bakong reports it; the order is then placed with that paid payment. The money must have
 * reached the shop's own account: the provider checks it against the account given here.
 */
export const khqrMethod: PaymentMethodHandler = {
  code: 'khqr',
  paymentType: 'transfer',
  settles: 'provider',
  needs: ['payment_id'],
  discountPercent: () => 0,
  orderPayment: (ctx, order) => consumePaid(ctx, 'khqr', order),
  provider: {
    lifetimeMs: KHQR_LIFETIME_MS,
    checkStart() {},
    async start(ctx, attempt) {
      const bakong = bakongAccountOf(await findPaymentSettings(ctx));
      return ctx.deps.payments.khqr.initiate({ ...attempt, bakong } satisfies KhqrAttempt);
    },
    async check(ctx, attempt) {
      const bakong = bakongAccountOf(await findPaymentSettings(ctx));
      return ctx.deps.payments.khqr.refresh({ ...attempt, bakong });
    },
  },
  staff: { collect: false, review: false },
  // Bakong has no refund call: the shop sends the money back from its account.
  refundBy: 'shop',
};
