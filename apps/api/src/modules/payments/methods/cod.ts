import { openPayment } from '../payment-moves';
import type { PaymentMethodHandler } from './types';

/**
 * Cash on delivery: the order is placed with a pending payment, which the rider's cash pays
 * (the staff's `collect`). The shopper may cancel until the shop confirms the order.
 */
export const codMethod: PaymentMethodHandler = {
  code: 'cod',
  paymentType: 'cash',
  settles: 'delivery',
  needs: [],
  discountPercent: () => 0,
  orderPayment: (ctx, { quote }) => openPayment(ctx, { method: 'cod', quote, status: 'pending' }),
  staff: { collect: true, review: false },
  refundBy: 'shop',
};
