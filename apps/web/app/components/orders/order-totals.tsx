import { useT } from '../../i18n/i18n';
import { Text } from '../ui/text';

// An order's totals, as the order detail and the print page show them. The texts come formatted
// and translated from the loader (data/orders.server.ts).

/** Subtotal, discount (when there is one), delivery fee and the total with its riel approximation. */
export function OrderTotals({
  order,
}: {
  order: {
    subtotalText: string;
    discountText: string | null;
    deliveryFeeText: string;
    totalText: string;
    totalRiel: string;
  };
}) {
  const t = useT();
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-slate-600">
          <Text>{t('checkout.subtotal')}</Text>
        </dt>
        <dd>{order.subtotalText}</dd>
      </div>
      {order.discountText ? (
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">
            <Text>{t('orders.discount')}</Text>
          </dt>
          <dd className="text-emerald-700">−{order.discountText}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-3">
        <dt className="text-slate-600">
          <Text>{t('checkout.deliveryFee')}</Text>
        </dt>
        <dd>{order.deliveryFeeText}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-2">
        <dt className="text-base font-bold text-slate-900">
          <Text>{t('checkout.total')}</Text>
        </dt>
        <dd className="text-right">
          <span className="block text-lg font-bold text-slate-900" data-testid="order-total">
            {order.totalText}
          </span>
          <span className="block text-sm text-slate-600">
            <span className="sr-only">
              <Text>{t('checkout.riel')}</Text>:{' '}
            </span>
            {order.totalRiel}
          </span>
        </dd>
      </div>
    </dl>
  );
}
