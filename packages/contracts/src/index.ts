export * from './account';
export * from './cart';
export * from './catalogue';
export * from './common';
export * from './constants';
export * from './host';
export * from './store';
export * from './wishlist';
