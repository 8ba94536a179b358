import type { PricedProduct } from '../../utils/money';
import { ProductCard } from '../home/product-card';

/** The grid of a listing page: the first row's pictures load at once. */
export function ProductGrid({ products }: { products: PricedProduct[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4">
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}
