// The cart's public face: what checkout reads of it (decision 009: modules meet here only).
export { cartLines } from './cart.queries';
export { type DeliveryRule, deliveryFeeCents } from './pricing';
