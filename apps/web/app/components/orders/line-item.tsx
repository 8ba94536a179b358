import { useT } from '../../i18n/i18n';
import { Link } from '../link';
import { Img } from '../ui/img';
import { Text } from '../ui/text';
import { ServiceBadge } from './badges';

/** One line of what is bought: the checkout's and buy now's, and an order's. */
export interface LineItemView {
  productId: number;
  name: string;
  image: string;
  variantName: string | null;
  quantity: number;
  priceText: string;
  totalText: string;
  isService?: boolean;
}

/** A line as the checkout and the order pages list it: image, product link, variant, quantity × price, total. */
export function LineItem({ line, id }: { line: LineItemView; id?: number }) {
  const t = useT();
  return (
    <li data-line={id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <Img
        src={line.image}
        alt=""
        width={64}
        height={64}
        sizes="64px"
        className="size-16 shrink-0 rounded-lg border border-slate-100 object-contain"
      />
      <div className="min-w-0 flex-1">
        <Link
          to={`/product/${line.productId}`}
          className="line-clamp-2 font-medium break-words text-slate-900 hover:text-accent-ink hover:underline"
        >
          {line.name}
        </Link>
        {line.isService ? <ServiceBadge /> : null}
        {line.variantName ? (
          <p className="text-sm text-slate-600">
            <Text>{t('checkout.variant', { name: line.variantName })}</Text>
          </p>
        ) : null}
        <p className="text-sm text-slate-600">
          <Text>{t('checkout.quantity', { count: line.quantity })}</Text> × {line.priceText}
        </p>
      </div>
      <p className="shrink-0 font-semibold text-slate-900">{line.totalText}</p>
    </li>
  );
}
