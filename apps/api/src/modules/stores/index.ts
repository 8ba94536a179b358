// The stores module's public face: what other modules read of a shop (decision 009).
export { findPaymentSettings, type PaymentSettings, paymentSettings } from './payment-settings';
export { findStoreRow } from './stores.queries';
