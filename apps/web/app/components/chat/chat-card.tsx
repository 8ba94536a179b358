import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { useCartFetcher } from '../../routes/resources/cart.optimistic';
import { addToGuestCart } from '../../state/cart';
import { useCustomer } from '../../state/customer';
import { useFeedback } from '../../state/feedback';
import type { ChatCard } from '../../utils/chat';
import { Link } from '../link';
import { Img } from '../ui/img';
import { Price } from '../ui/price';

/**
 * A product of an answer: picture, name, key facts and price as the catalogue sent them, a link
 * to its page, and add to cart the way the product page adds (a customer's server cart, else
 * the guest cart in the browser).
 */
export function ChatProductCard({ product }: { product: ChatCard }) {
  const t = useT();
  const { loggedIn } = useCustomer();
  const { notify } = useFeedback();
  const cartAdd = useCartFetcher();
  const [added, setAdded] = useState(false);

  useEffect(() => {
    if (cartAdd.state !== 'idle' || !cartAdd.data) return;
    if (cartAdd.data.ok) {
      setAdded(true);
      notify(t('product.addedToCart'), 'success');
    } else notify(cartAdd.data.message, 'error');
  }, [cartAdd.state, cartAdd.data, notify, t]);

  function addToCart() {
    if (loggedIn) {
      cartAdd.submit({
        intent: 'add',
        product_id: product.id,
        variant_option_id: product.variant_option_id,
        quantity: 1,
      });
      return;
    }
    addToGuestCart({
      id: product.id,
      name: product.name,
      image: product.image,
      price: product.promo_price ?? product.price,
      variant_name: null,
      variant_option_id: product.variant_option_id,
      unit: null,
      note: null,
    });
    setAdded(true);
    notify(t('product.addedToCart'), 'success');
  }

  return (
    // `relative`: the price's screen-reader-only labels (absolutely placed) stay inside the scroller.
    <li className="relative flex w-40 shrink-0 snap-start flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white md:w-44">
      <Link
        to={`/product/${product.id}`}
        className="group flex flex-1 flex-col gap-1 p-2 focus-visible:outline-2 focus-visible:outline-accent"
      >
        <span className="block aspect-square overflow-hidden rounded-xl bg-slate-50">
          <Img
            src={product.image}
            alt=""
            width={160}
            height={160}
            className="size-full object-contain p-2 transition duration-300 group-hover:scale-[1.03]"
          />
        </span>
        <span
          data-testid="chat-card-name"
          className="line-clamp-2 text-sm leading-snug font-medium text-slate-900 group-hover:underline"
        >
          {product.name}
        </span>
        {product.highlights ? (
          <span className="line-clamp-2 text-xs text-slate-500">{product.highlights}</span>
        ) : null}
        <span className="mt-auto pt-1">
          <Price product={product} />
        </span>
      </Link>
      <button
        type="button"
        onClick={addToCart}
        disabled={cartAdd.state !== 'idle'}
        aria-label={`${added ? t('chat.added') : t('product.addToCart')}: ${product.name}`}
        className="m-2 mt-0 min-h-10 rounded-xl bg-accent px-2 text-sm font-semibold text-on-accent hover:bg-accent-strong disabled:opacity-60"
      >
        {added ? `✓ ${t('chat.added')}` : t('product.addToCart')}
      </button>
    </li>
  );
}
