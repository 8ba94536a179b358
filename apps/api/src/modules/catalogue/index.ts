// What other modules may use of the catalogue: checking a shopper's choice of product and variant,
// the rule of the price paid, and the name of a variant. Everything else in this folder is the
// catalogue's own.
export { type Choice, type ChoiceResult, checkChoice, requireChoice } from './choice.queries';
export { type PriceCents, priceFields, unitPrice } from './pricing';
export { findProduct, listProducts, type ProductFilter, type ProductSort } from './products.queries';
export { variantName } from './variants.queries';
