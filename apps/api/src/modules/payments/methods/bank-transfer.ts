import { Refusal } from '../../../lib/errors';
import { readReceipt, receiptName } from '../../media/receipts';
import { openPayment } from '../payment-moves';
import type { PaymentMethodHandler } from './types';

/**
 * A bank transfer (ABA, ACLEDA, a phone transfer): the shopper uploads the receipt of a transfer
 * to the shop's account, and the order is placed with a payment awaiting the staff's review of it
 * (approved: paid; rejected: failed, with a reason the shopper reads).
 */
export const bankTransferMethod: PaymentMethodHandler = {
  code: 'bankTransfer',
  paymentType: 'transfer',
  settles: 'review',
  needs: ['transfer_type', 'image_url'],
  discountPercent: () => 0,
  // The receipt must be the shopper's own upload, still there.
  async prepare(ctx, body) {
    const receiptKey = receiptName(body.image_url as string);
    if (!receiptKey || !(await readReceipt(ctx, receiptKey))) throw new Refusal(400, 'notify.uploadReceipt');
    return { receiptKey };
  },
  orderPayment: (ctx, { quote, prepared }) =>
    openPayment(ctx, {
      method: 'bankTransfer',
      quote,
      status: 'awaiting_review',
      receiptKey: prepared.receiptKey,
    }),
  staff: { collect: false, review: true },
  refundBy: 'shop',
};
