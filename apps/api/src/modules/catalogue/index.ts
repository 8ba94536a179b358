// What other modules may use of the catalogue: checking a shopper's choice of product and variant,
// and the rule of the price paid. Everything else in this folder is the catalogue's own.
export { type Choice, type ChoiceResult, checkChoice, requireChoice } from './choice.queries';
export { type PriceCents, priceFields, unitPrice } from './pricing';
