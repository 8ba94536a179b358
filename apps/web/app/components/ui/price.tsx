import { useT } from '../../i18n/i18n';
import type { PricedProduct } from '../../utils/money';

/** A price; on promotion, the promo price first and the old price struck through. */
export function Price({
  product,
  size = 'md',
}: {
  product: Pick<PricedProduct, 'promo_price' | 'price_text' | 'promo_price_text'>;
  size?: 'md' | 'lg';
}) {
  const t = useT();
  const main = size === 'lg' ? 'text-xl' : 'text-base';
  // A promo price is always lower than the price (the API's rule).
  if (product.promo_price === null)
    return <span className={`${main} font-bold text-slate-900`}>{product.price_text}</span>;
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className={`${main} font-bold text-rose-700`}>
        <span className="sr-only">{t('a11y.currentPrice')}: </span>
        {product.promo_price_text}
      </span>
      <s className="text-sm text-slate-500">
        <span className="sr-only">{t('a11y.originalPrice')}: </span>
        {product.price_text}
      </s>
    </span>
  );
}
