export * from './accounts';
export * from './catalogue';
export * from './common';
export * from './customers';
export * from './idempotency';
export * from './orders';
export * from './stores';
