// What other modules may use of the catalogue: checking a shopper's choice of product and variant,
// the rule of the price paid, the name of a variant, and the list fields of products (as every
// product list answers them). Everything else in this folder is the catalogue's own.
export { type Choice, type ChoiceResult, checkChoice, requireChoice } from './choice.queries';
export { linePrices, type PricedLineRow, pricedLine } from './priced-line.queries';
export { type PriceCents, priceFields, unitPrice } from './pricing';
export {
  findProduct,
  listProducts,
  type ProductFilter,
  type ProductSort,
  summariesOf,
} from './products.queries';
export { variantName } from './variants.queries';
