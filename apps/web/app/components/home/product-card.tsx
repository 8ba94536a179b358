import { useT } from '../../i18n/i18n';
import type { CardProduct } from '../../utils/money';
import { Link } from '../link';
import { Img } from '../ui/img';
import { Price } from '../ui/price';
import { Words } from '../ui/text';

/**
 * A product in a list, one link: picture, name, price (promo price and the old price struck through).
 * `eager` pictures load at once (the first screen's); `first` ones are fetched first, preloaded
 * from the head (the largest paint of a listing on a phone is its first row's picture).
 */
export function ProductCard({
  product,
  eager = false,
  first = false,
}: {
  product: CardProduct;
  eager?: boolean;
  first?: boolean;
}) {
  const t = useT();
  const percent = product.discount_percent;
  return (
    <Link
      to={`/product/${product.id}`}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-lg"
    >
      <div className="relative aspect-square bg-slate-50">
        <Img
          src={product.image}
          alt=""
          width={320}
          height={320}
          loading={eager || first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          className="size-full object-contain p-3 transition duration-300 group-hover:scale-[1.03]"
        />
        {percent ? (
          <span className="absolute top-2 left-2 rounded-md bg-rose-600 px-1.5 py-0.5 text-xs font-bold text-white">
            {t('home.discount', { percent })}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 min-h-[2.6em] text-sm leading-snug font-medium text-slate-900">
          <Words text={product.name} words={product.name_words} />
        </h3>
        {product.variant_name ? (
          <p className="truncate text-xs text-slate-500">{product.variant_name}</p>
        ) : null}
        <div className="mt-auto pt-1">
          <Price product={product} />
        </div>
      </div>
    </Link>
  );
}
