import { openPayment } from '../payment-moves';
import type { PaymentMethodHandler } from './types';

/**
 * Anakut Cash, a wallet with no API of its own here: it takes the shop's discount off the subtotal
 * (the vendor info's label says how much), and the order waits, pending, until the staff see the
 * wallet's credit and confirm it (`collect`). The shopper may cancel until then.
 */
export const anakutMethod: PaymentMethodHandler = {
  code: 'anakut',
  paymentType: 'transfer',
  settles: 'shop',
  needs: [],
  discountPercent: (settings) => settings.anakutDiscountPercent,
  orderPayment: (ctx, { quote }) => openPayment(ctx, { method: 'anakut', quote, status: 'pending' }),
  staff: { collect: true, review: false },
  refundBy: 'shop',
};
