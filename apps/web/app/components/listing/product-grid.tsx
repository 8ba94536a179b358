import { useId } from 'react';
import { useT } from '../../i18n/i18n';
import type { CardProduct } from '../../utils/money';
import { ProductCard } from '../home/product-card';

/**
 * The grid of a listing page (a category, a brand, the search results): the first row's pictures
 * load at once. Its heading (an h2, for screen readers) keeps the headings in order: the page's
 * h1, this h2, the cards' h3.
 */
export function ProductGrid({ products }: { products: CardProduct[] }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('listing.products')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4">
        {products.map((product, i) => (
          <li key={product.id}>
            <ProductCard product={product} eager={i < 4} first={i < 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
