// The demo catalogue of each shop, as plain data.
import { bannersFor } from './banners';
import { brands } from './brands';
import { categories } from './categories';
import { productsFor } from './products';
import type { SeedCatalogue, StoreCode } from './types';
import { units } from './units';

export function catalogueFor(code: StoreCode): SeedCatalogue {
  return { categories, brands, units, products: productsFor(code), banners: bannersFor(code) };
}

export { bannersFor } from './banners';
export { brands } from './brands';
export { categories } from './categories';
export { productsFor } from './products';
export { demoStores } from './stores';
export type * from './types';
export { IMAGE_MOTIFS } from './types';
export { units } from './units';
