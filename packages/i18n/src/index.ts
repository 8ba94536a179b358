export * from './format';
export * from './locales';
export * from './messages/index';
