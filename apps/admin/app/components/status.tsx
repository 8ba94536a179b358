import type { OrderStatus, PaymentStatus } from '@shop/contracts/statuses';
import { useT } from '../i18n/i18n';
import { Badge, type BadgeTone } from './ui';

const ORDER_TONE: Record<OrderStatus, BadgeTone> = {
  placed: 'blue',
  confirmed: 'violet',
  packed: 'violet',
  shipped: 'amber',
  out_for_delivery: 'amber',
  delivered: 'green',
  cancelled: 'red',
};

const PAYMENT_TONE: Record<PaymentStatus, BadgeTone> = {
  pending: 'grey',
  awaiting_review: 'amber',
  paid: 'green',
  failed: 'red',
  expired: 'grey',
  cancelled: 'grey',
  refunded: 'violet',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <Badge tone={ORDER_TONE[status]}>{t(`status.${status}`)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  return <Badge tone={PAYMENT_TONE[status]}>{t(`payment.${status}`)}</Badge>;
}

/** A payment method's name (an unknown one as it is). */
export function useMethodName() {
  const t = useT();
  return (method: string) =>
    ['khqr', 'cod', 'bankTransfer', 'anakut', 'paypal'].includes(method)
      ? t(`method.${method}` as 'method.khqr')
      : method;
}
